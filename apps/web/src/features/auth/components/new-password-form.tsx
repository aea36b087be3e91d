import { zodResolver } from '@hookform/resolvers/zod';
import { newPasswordSchema } from '@vanbid/contract';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { errorMessage } from '../../../lib/api-error';
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
      <FormAlert message={change.error ? errorMessage(change.error) : null} />
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
