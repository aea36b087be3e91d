import { zodResolver } from '@hookform/resolvers/zod';
import { isTwoFactorCode, TWO_FACTOR_CODE_DIGITS } from '@vanbid/domain';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { AuthenticatorKey } from '../../../components/two-factor/authenticator-key';
import { RecoveryCodes } from '../../../components/two-factor/recovery-codes';
import { errorMessage } from '../../../lib/api-error';
import { startEnrolment, verifySecondStep } from '../api/two-factor-sign-in';
import { useSubmit } from '../hooks/use-submit';
import styles from './auth.module.css';
import { AuthField } from './auth-field';
import { FormAlert, SubmitButton } from './submit-button';

const firstCodeSchema = z.object({
  code: z
    .string()
    .trim()
    .refine(isTwoFactorCode, `Enter the ${TWO_FACTOR_CODE_DIGITS}-digit code your app shows`),
});

type Enrolment = Awaited<ReturnType<typeof startEnrolment>>;

/**
 * A sign-in that must set up two-factor first (support staff, a company that requires it): the
 * QR code and key, a first code, then the recovery codes once, then on into the portal.
 */
export function TwoFactorEnrolStep({
  challenge,
  onSignedIn,
  onBack,
}: {
  challenge: string;
  onSignedIn: () => void;
  /** "Back to sign in", offered until the codes are shown (the session has started then). */
  onBack?: () => void;
}) {
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [loadError, setLoadError] = useState<unknown>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const { submit, isPending, error } = useSubmit(verifySecondStep);
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(firstCodeSchema),
    defaultValues: { code: '' },
  });
  // Once per challenge: a second enrolment would replace the key the QR code shows.
  const startedFor = useRef<string | null>(null);
  useEffect(() => {
    if (startedFor.current === challenge) return;
    startedFor.current = challenge;
    startEnrolment(challenge).then(setEnrolment, setLoadError);
  }, [challenge]);

  if (recoveryCodes)
    return (
      <div className={styles.form}>
        <RecoveryCodes codes={recoveryCodes} />
        <button type="button" className={styles.button} onClick={onSignedIn}>
          I saved them, continue
        </button>
      </div>
    );
  if (loadError) return <FormAlert message={errorMessage(loadError)} />;
  if (!enrolment) return <p className={styles.notice}>Preparing your authenticator key…</p>;
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={handleSubmit(async ({ code }) => {
        const done = await submit({ challenge, code, rememberBrowser: false });
        if (done) setRecoveryCodes(done.value);
      })}
    >
      <AuthenticatorKey qrCode={enrolment.qrCode} manualKey={enrolment.manualKey} />
      <FormAlert message={error ? errorMessage(error) : null} />
      <AuthField
        id="two-factor-first-code"
        label="Code from the app"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        error={formState.errors.code?.message}
        registration={register('code')}
      />
      <SubmitButton isPending={isPending} label="Turn on and sign in" pendingLabel="Checking…" />
      {onBack ? (
        <button type="button" className={styles.textButton} onClick={onBack}>
          Back to sign in
        </button>
      ) : null}
    </form>
  );
}
