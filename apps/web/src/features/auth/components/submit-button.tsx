import styles from './auth.module.css';

/** The sign-in pages' main button, with a spinner and a busy label while its call runs. */
export function SubmitButton({
  isPending,
  label,
  pendingLabel,
}: {
  isPending: boolean;
  label: string;
  pendingLabel: string;
}) {
  return (
    <button type="submit" className={styles.button} aria-busy={isPending} aria-disabled={isPending}>
      {isPending ? <span className={styles.spinner} aria-hidden="true" /> : null}
      {isPending ? pendingLabel : label}
    </button>
  );
}

/** The server's message above a form's fields. */
export function FormAlert({ message }: { message: string | null }) {
  return message ? (
    <p className={styles.alert} role="alert">
      {message}
    </p>
  ) : null;
}
