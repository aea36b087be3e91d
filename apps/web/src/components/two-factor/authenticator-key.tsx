import styles from './two-factor.module.css';

/** What an authenticator app needs to take a new key: the QR code, and the same key to type by hand. */
export function AuthenticatorKey({ qrCode, manualKey }: { qrCode: string; manualKey: string }) {
  return (
    <div className={styles.enrolment}>
      <p className={styles.hint}>
        Scan this QR code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password,
        Authy…).
      </p>
      <img className={styles.qrCode} src={qrCode} alt="QR code to add Vanbid to your authenticator app" />
      <p className={styles.hint}>Can’t scan it? Enter this key in the app instead:</p>
      <p className={styles.manualKey} data-testid="manual-key">
        {manualKey}
      </p>
    </div>
  );
}
