import { useState } from 'react';
import type { SignInStep } from '../api/session';
import { LoginForm } from './login-form';
import { TwoFactorCodeForm } from './two-factor-code-form';
import { TwoFactorEnrolStep } from './two-factor-enrol-step';

/** The sign-in inside another page (an invitation): password, then the second step when due. */
export function SignInSteps({ onSignedIn }: { onSignedIn: () => void }) {
  const [secondStep, setSecondStep] = useState<SignInStep | null>(null);
  if (secondStep?.step === 'verify')
    return <TwoFactorCodeForm challenge={secondStep.challenge} onSignedIn={onSignedIn} />;
  if (secondStep?.step === 'enrol')
    return <TwoFactorEnrolStep challenge={secondStep.challenge} onSignedIn={onSignedIn} />;
  return <LoginForm onSignedIn={onSignedIn} onSecondStep={setSecondStep} />;
}
