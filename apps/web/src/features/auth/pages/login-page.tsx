import { Link, useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import styles from '../components/auth.module.css';
import { AuthFrame } from '../components/auth-frame';
import { LoginForm } from '../components/login-form';

/** `/login`: the way in. The guards send a user with setup left to the wizard. */
export function LoginPage() {
  const navigate = useNavigate();
  const notice = (useLocation().state as { notice?: unknown } | null)?.notice;
  return (
    <AuthFrame title="Sign in" subtitle="Buy calls and leads for your moving company.">
      {typeof notice === 'string' ? (
        <p className={styles.notice} role="status" style={{ marginTop: 24 }}>
          {notice}
        </p>
      ) : null}
      <LoginForm onSignedIn={() => void navigate(paths.campaigns.build('recent'), { replace: true })} />
      <p className={styles.footer}>
        <Link className={styles.link} to={paths.resetPassword.build()}>
          Forgot your password?
        </Link>
      </p>
    </AuthFrame>
  );
}
