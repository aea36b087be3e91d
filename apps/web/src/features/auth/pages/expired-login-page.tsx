import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import styles from '../components/auth.module.css';
import { AuthFrame } from '../components/auth-frame';

/** `/expired-login`: the session ended; sign in again. */
export function ExpiredLoginPage() {
  return (
    <AuthFrame
      title="Your session has ended"
      subtitle="For your security you were signed out. Sign in again to continue."
    >
      <p className={styles.footer}>
        <Link className={styles.button} to={paths.login.build()}>
          Sign in again
        </Link>
      </p>
    </AuthFrame>
  );
}
