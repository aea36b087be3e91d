import type { HTMLAttributes, HTMLInputTypeAttribute } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import styles from './auth.module.css';

interface AuthFieldProps {
  id: string;
  label: string;
  type: HTMLInputTypeAttribute;
  autoComplete: string;
  autoFocus?: boolean;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  error?: string | undefined;
  registration: UseFormRegisterReturn;
}

/** A labelled input whose error is announced with it. */
export function AuthField({ id, label, error, registration, ...input }: AuthFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...registration}
        {...input}
      />
      {error ? (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
