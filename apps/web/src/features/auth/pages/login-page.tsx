import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { RETURN_PARAM, safeReturnPath } from '../../../lib/return-path';
import type { SignInStep } from '../api/session';
import styles from '../components/auth.module.css';
import { AuthFrame } from '../components/auth-frame';
import { LoginForm } from '../components/login-form';
import { TwoFactorCodeForm } from '../components/two-factor-code-form';
import { TwoFactorEnrolStep } from '../components/two-factor-enrol-step';

/**
 * `/login`: the way in. The guards send a user with setup left to the wizard. A user with
 * two-factor sign-in gives the code next (or sets it up first when it is required).
 */
export function LoginPage() {
  const navigate = useNavigate();
  const [secondStep, setSecondStep] = useState<SignInStep | null>(null);
  const state = useLocation().state as { notice?: unknown; problem?: unknown } | null;
  const stateNotice = state?.notice;
  // What went wrong on the way here (a bad invitation link), shown as an error.
  const problem = typeof state?.problem === 'string' ? state.problem : null;
  const returnPath = safeReturnPath(useSearchParams()[0].get(RETURN_PARAM));
  const notice =
    typeof stateNotice === 'string'
      ? stateNotice
      : returnPath
        ? 'Please sign in to open that page. You go on to it right after.'
        : null;
  const goOn = () => void navigate(returnPath ?? paths.campaigns.build('recent'), { replace: true });
  if (secondStep?.step === 'verify')
    return (
      <AuthFrame
        title="Two-factor sign-in"
        subtitle="Enter the code your authenticator app shows for Vanbid."
      >
        <TwoFactorCodeForm challenge={secondStep.challenge} onSignedIn={goOn} />
        <BackToSignIn onBack={() => setSecondStep(null)} />
      </AuthFrame>
    );
  if (secondStep?.step === 'enrol')
    return (
      <AuthFrame
        title="Set up an authenticator"
        subtitle="Your account signs in with a password and a code from an authenticator app."
      >
        <TwoFactorEnrolStep
          challenge={secondStep.challenge}
          onSignedIn={goOn}
          onBack={() => setSecondStep(null)}
        />
      </AuthFrame>
    );
  return (
    <AuthFrame title="Sign in" subtitle="Buy calls and leads for your moving company.">
      {notice ? (
        <p className={styles.notice} role="status" style={{ marginTop: 24 }}>
          {notice}
        </p>
      ) : null}
      {problem ? (
        <p className={styles.alert} role="alert" style={{ marginTop: 24 }}>
          {problem}
        </p>
      ) : null}
      <LoginForm onSignedIn={goOn} onSecondStep={setSecondStep} />
      <p className={styles.footer}>
        <Link className={styles.link} to={paths.resetPassword.build()}>
          Forgot your password?
        </Link>
      </p>
    </AuthFrame>
  );
}

function BackToSignIn({ onBack }: { onBack: () => void }) {
  return (
    <p className={styles.footer}>
      <button type="button" className={styles.textButton} onClick={onBack}>
        Back to sign in
      </button>
    </p>
  );
}
