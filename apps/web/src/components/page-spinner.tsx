import styles from './page-spinner.module.css';

/** The first paint while the app starts (no MUI yet). */
export function PageSpinner() {
  return (
    <div className={styles.wrap} role="status" aria-label="Loading">
      <div className={styles.spinner} />
    </div>
  );
}
