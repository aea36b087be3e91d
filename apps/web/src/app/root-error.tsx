import { Logo } from '../components/logo';
import styles from './root-error.module.css';

/** The last-resort error page (no MUI: it also shows when the app's code failed to load). */
export function RootError() {
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <Logo />
        <h1 className={styles.title}>Something went wrong</h1>
        <p className={styles.text}>Vanbid could not open this page. Check your connection and try again.</p>
        <button type="button" className={styles.button} onClick={() => window.location.reload()}>
          Reload the page
        </button>
      </div>
    </main>
  );
}
