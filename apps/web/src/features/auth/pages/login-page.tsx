import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { RETURN_PARAM, safeReturnPath } from '../../../lib/return-path';
import styles from '../components/auth.module.css';
import { AuthFrame } from '../components/auth-frame';
import { LoginForm } from '../components/login-form';

/** `/login`: the way in. The guards send a user with setup left to the wizard. */
export function LoginPage() {
  const navigate = useNavigate();
  const stateNotice = (useLocation().state as { notice?: unknown } | null)?.notice;
  const returnPath = safeReturnPath(useSearchParams()[0].get(RETURN_PARAM));
  const notice =
    typeof stateNotice === 'string'
      ? stateNotice
      : returnPath
        ? 'Please sign in to open that page. You go on to it right after.'
        : null;
  return (
    <AuthFrame title="Sign in" subtitle="Buy calls and leads for your moving company.">
      {notice ? (
        <p className={styles.notice} role="status" style={{ marginTop: 24 }}>
          {notice}
        </p>
      ) : null}
      <LoginForm
        onSignedIn={() => void navigate(returnPath ?? paths.campaigns.build('recent'), { replace: true })}
      />
      <p className={styles.footer}>
        <Link className={styles.link} to={paths.resetPassword.build()}>
          Forgot your password?
        </Link>
      </p>
    </AuthFrame>
  );
}
