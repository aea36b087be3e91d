import { zodResolver } from '@hookform/resolvers/zod';
import { verifyResetCode } from '@vanbid/contract';
import { RESET_CODE_DIGITS } from '@vanbid/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorMessage } from '../../../lib/api-error';
import { bodySchemaOf } from '../../../lib/body-schema';
import { requestResetCode, swapResetCode } from '../api/password-reset';
import { useSubmit } from '../hooks/use-submit';
import styles from './auth.module.css';
import { AuthField } from './auth-field';
import { FormAlert, SubmitButton } from './submit-button';

const codeSchema = bodySchemaOf(verifyResetCode);

/** Step 2: the code from the e-mail, swapped for a reset token; a new code on request. */
export function ResetCodeForm({ email, onVerified }: { email: string; onVerified: (token: string) => void }) {
  const verify = useSubmit(swapResetCode);
  const resend = useSubmit(requestResetCode);
  const [resent, setResent] = useState(false);
  const { register, handleSubmit, formState } = useForm<{ email: string; code: string }>({
    resolver: zodResolver(codeSchema),
    defaultValues: { email, code: '' },
  });
  const error = verify.error ?? resend.error;
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={handleSubmit(async (values) => {
        const verified = await verify.submit(values.email, values.code);
        if (verified) onVerified(verified.value);
      })}
    >
      <FormAlert message={error ? errorMessage(error) : null} />
      {resent ? (
        <p className={styles.notice} role="status">
          A new code is on its way. Earlier codes no longer work.
        </p>
      ) : null}
      <AuthField
        id="reset-code"
        label={`${RESET_CODE_DIGITS}-digit code`}
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        autoFocus
        error={formState.errors.code?.message}
        registration={register('code')}
      />
      <SubmitButton isPending={verify.isPending} label="Continue" pendingLabel="Checking…" />
      <button
        type="button"
        className={styles.textButton}
        aria-busy={resend.isPending}
        onClick={async () => {
          setResent(false);
          if (await resend.submit(email)) setResent(true);
        }}
      >
        Send a new code
      </button>
    </form>
  );
}
