import { zodResolver } from '@hookform/resolvers/zod';
import { sendResetCode } from '@vanbid/contract';
import { useForm } from 'react-hook-form';
import { errorMessage } from '../../../lib/api-error';
import { bodySchemaOf } from '../../../lib/body-schema';
import { requestResetCode, requestResetLink } from '../api/password-reset';
import { useSubmit } from '../hooks/use-submit';
import styles from './auth.module.css';
import { AuthField } from './auth-field';
import { FormAlert, SubmitButton } from './submit-button';

const emailSchema = bodySchemaOf(sendResetCode);

/** Step 1: the address; a code by e-mail (the main way) or a link. */
export function ResetEmailForm({
  onCodeSent,
  onLinkSent,
}: {
  onCodeSent: (email: string) => void;
  onLinkSent: (email: string) => void;
}) {
  const code = useSubmit(requestResetCode);
  const link = useSubmit(requestResetLink);
  const { register, handleSubmit, formState } = useForm<{ email: string }>({
    resolver: zodResolver(emailSchema),
    defaultValues: { email: '' },
  });
  const error = code.error ?? link.error;
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={handleSubmit(async ({ email }) => {
        if (await code.submit(email)) onCodeSent(email);
      })}
    >
      <FormAlert message={error ? errorMessage(error) : null} />
      <AuthField
        id="reset-email"
        label="E-mail"
        type="email"
        autoComplete="username"
        autoFocus
        error={formState.errors.email?.message}
        registration={register('email')}
      />
      <SubmitButton isPending={code.isPending} label="Send me a code" pendingLabel="Sending…" />
      <button
        type="button"
        className={styles.textButton}
        aria-busy={link.isPending}
        onClick={handleSubmit(async ({ email }) => {
          if (await link.submit(email)) onLinkSent(email);
        })}
      >
        E-mail me a link instead
      </button>
    </form>
  );
}
