import styles from './logo.module.css';

/** The Vanbid wordmark: a blue mark and the name. Plain CSS, so the sign-in page needs no MUI. */
export function Logo({ size = 'medium' }: { size?: 'medium' | 'large' }) {
  return (
    <span className={size === 'large' ? `${styles.logo} ${styles.large}` : styles.logo}>
      <span className={styles.mark} aria-hidden="true">
        V
      </span>
      <span className={styles.name}>Vanbid</span>
    </span>
  );
}
