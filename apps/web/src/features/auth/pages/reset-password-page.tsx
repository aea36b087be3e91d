import { RESET_LINK_TTL_MINUTES } from '@vanbid/domain';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import styles from '../components/auth.module.css';
import { AuthFrame } from '../components/auth-frame';
import { NewPasswordForm } from '../components/new-password-form';
import { ResetCodeForm } from '../components/reset-code-form';
import { ResetEmailForm } from '../components/reset-email-form';

type Step =
  | { name: 'email' }
  | { name: 'code'; email: string }
  | { name: 'link-sent'; email: string }
  | { name: 'password'; token: string };

/** What the login page says after a reset (read from the navigation state). */
export const PASSWORD_CHANGED_NOTICE = 'Your password was changed. Sign in with the new one.';

/**
 * `/reset-password` (docs/product.md §1): the address → a code by e-mail → a new password; or, with
 * `?token=` from the e-mailed link, straight to the new password. The token leaves the address
 * bar at once (docs/product.md §9, "Tokens in links").
 */
export function ResetPasswordPage() {
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const [step, setStep] = useState<Step>(() => {
    const token = search.get('token');
    return token ? { name: 'password', token } : { name: 'email' };
  });
  useEffect(() => {
    if (search.has('token')) setSearch({}, { replace: true });
  }, [search, setSearch]);

  const backToSignIn = (
    <p className={styles.footer}>
      <Link className={styles.link} to={paths.login.build()}>
        Back to sign in
      </Link>
    </p>
  );
  if (step.name === 'password')
    return (
      <AuthFrame title="Choose a new password" subtitle="Use at least 8 characters you do not use elsewhere.">
        <NewPasswordForm
          token={step.token}
          onChanged={() =>
            void navigate(paths.login.build(), { replace: true, state: { notice: PASSWORD_CHANGED_NOTICE } })
          }
        />
        <p className={styles.footer}>
          <button type="button" className={styles.textButton} onClick={() => setStep({ name: 'email' })}>
            Link expired? Ask for a new code
          </button>
        </p>
        {backToSignIn}
      </AuthFrame>
    );
  if (step.name === 'code')
    return (
      <AuthFrame
        title="Check your e-mail"
        subtitle={`If ${step.email} has an account, we sent it a 6-digit code.`}
      >
        <ResetCodeForm email={step.email} onVerified={(token) => setStep({ name: 'password', token })} />
        {backToSignIn}
      </AuthFrame>
    );
  if (step.name === 'link-sent')
    return (
      <AuthFrame title="Check your e-mail" subtitle={`If ${step.email} has an account, we sent it a link.`}>
        <p className={styles.notice} role="status" style={{ marginTop: 28 }}>
          Open the link within {RESET_LINK_TTL_MINUTES} minutes to choose a new password. It works once.
        </p>
        {backToSignIn}
      </AuthFrame>
    );
  return (
    <AuthFrame title="Reset your password" subtitle="We e-mail you a code to choose a new one.">
      <ResetEmailForm
        onCodeSent={(email) => setStep({ name: 'code', email })}
        onLinkSent={(email) => setStep({ name: 'link-sent', email })}
      />
      {backToSignIn}
    </AuthFrame>
  );
}
