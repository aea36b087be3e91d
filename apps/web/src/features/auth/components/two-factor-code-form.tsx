import { zodResolver } from '@hookform/resolvers/zod';
import { isRecoveryCode, isTwoFactorCode, TWO_FACTOR_CODE_DIGITS } from '@vanbid/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { errorMessage } from '../../../lib/api-error';
import { verifySecondStep } from '../api/two-factor-sign-in';
import { useSubmit } from '../hooks/use-submit';
import styles from './auth.module.css';
import { AuthField } from './auth-field';
import { FormAlert, SubmitButton } from './submit-button';

const codeSchema = z.object({
  code: z
    .string()
    .trim()
    .refine(isTwoFactorCode, `Enter the ${TWO_FACTOR_CODE_DIGITS}-digit code from your authenticator app`),
  rememberBrowser: z.boolean(),
});
const recoverySchema = codeSchema.extend({
  code: z.string().trim().refine(isRecoveryCode, 'Enter one of your recovery codes, like abcde-fghij'),
});

/**
 * The code step of a sign-in: the authenticator's code (or, switched, a recovery code) and
 * "remember this browser for 30 days"; Enter submits.
 */
export function TwoFactorCodeForm({ challenge, onSignedIn }: { challenge: string; onSignedIn: () => void }) {
  const [isRecovery, setRecovery] = useState(false);
  const { submit, isPending, error } = useSubmit(verifySecondStep);
  const { register, handleSubmit, formState, reset } = useForm({
    resolver: zodResolver(isRecovery ? recoverySchema : codeSchema),
    defaultValues: { code: '', rememberBrowser: false },
  });
  const { errors } = formState;
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={handleSubmit(async (values) => {
        if (await submit({ challenge, ...values })) onSignedIn();
      })}
    >
      <FormAlert message={error ? errorMessage(error) : null} />
      <AuthField
        key={isRecovery ? 'recovery' : 'code'}
        id="two-factor-code"
        label={isRecovery ? 'Recovery code' : 'Authentication code'}
        type="text"
        inputMode={isRecovery ? 'text' : 'numeric'}
        autoComplete="one-time-code"
        autoFocus
        error={errors.code?.message}
        registration={register('code')}
      />
      <label className={styles.checkbox}>
        <input type="checkbox" {...register('rememberBrowser')} />
        Remember this browser for 30 days
      </label>
      <SubmitButton isPending={isPending} label="Verify" pendingLabel="Verifying…" />
      <button
        type="button"
        className={styles.textButton}
        onClick={() => {
          setRecovery(!isRecovery);
          reset({ code: '' }, { keepValues: false, keepDefaultValues: true });
        }}
      >
        {isRecovery ? 'Use the code from your app' : 'Use a recovery code'}
      </button>
    </form>
  );
}
