import { zodResolver } from '@hookform/resolvers/zod';
import { newPasswordSchema } from '@vanbid/contract';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { setNewPassword } from '../api/password-reset';
import { useSubmit } from '../hooks/use-submit';
import styles from './auth.module.css';
import { AuthField } from './auth-field';
import { FormAlert, SubmitButton } from './submit-button';

const passwordsSchema = z
  .object({ password: newPasswordSchema, confirm: z.string() })
  .refine((values) => values.password === values.confirm, {
    path: ['confirm'],
    message: 'The two passwords differ',
  });

/** A link cut short in the e-mail (or edited) says so in plain words, not as a field check. */
export const BROKEN_LINK_MESSAGE =
  'This reset link is not complete. Open it again from the e-mail, or ask for a new code below.';

function changeErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.code === 'VALIDATION_FAILED' && error.fields.token)
    return BROKEN_LINK_MESSAGE;
  return errorMessage(error);
}

/** Step 3: the new password, twice; the token sets it once. */
export function NewPasswordForm({ token, onChanged }: { token: string; onChanged: () => void }) {
  const change = useSubmit(setNewPassword);
  const { register, handleSubmit, formState } = useForm<z.infer<typeof passwordsSchema>>({
    resolver: zodResolver(passwordsSchema),
    defaultValues: { password: '', confirm: '' },
  });
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={handleSubmit(async ({ password }) => {
        if (await change.submit(token, password)) onChanged();
      })}
    >
      <FormAlert message={change.error ? changeErrorMessage(change.error) : null} />
      <AuthField
        id="new-password"
        label="New password"
        type="password"
        autoComplete="new-password"
        autoFocus
        error={formState.errors.password?.message}
        registration={register('password')}
      />
      <AuthField
        id="confirm-password"
        label="New password again"
        type="password"
        autoComplete="new-password"
        error={formState.errors.confirm?.message}
        registration={register('confirm')}
      />
      <SubmitButton isPending={change.isPending} label="Save the new password" pendingLabel="Saving…" />
    </form>
  );
}
