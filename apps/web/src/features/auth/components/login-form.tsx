import { zodResolver } from '@hookform/resolvers/zod';
import { proappLogin } from '@vanbid/contract';
import { useForm } from 'react-hook-form';
import { errorMessage } from '../../../lib/api-error';
import { bodySchemaOf } from '../../../lib/body-schema';
import { type LoginInput, type SignInStep, useLogin } from '../api/session';
import styles from './auth.module.css';
import { AuthField } from './auth-field';
import { FormAlert, SubmitButton } from './submit-button';

const loginSchema = bodySchemaOf(proappLogin);

/**
 * E-mail and password; Enter submits; the server's message shows above the fields. A right
 * password of a user with two-factor sign-in hands its second step to `onSecondStep`.
 */
export function LoginForm({
  onSignedIn,
  onSecondStep,
}: {
  onSignedIn: () => void;
  onSecondStep: (step: SignInStep) => void;
}) {
  const { submit, isPending, error } = useLogin();
  const { register, handleSubmit, formState } = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { login: '', password: '' },
  });
  const { errors } = formState;

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={handleSubmit(async (values) => {
        const done = await submit(values);
        if (done?.value) onSecondStep(done.value);
        else if (done) onSignedIn();
      })}
    >
      <FormAlert message={error ? errorMessage(error) : null} />
      <AuthField
        id="login-email"
        label="E-mail"
        type="email"
        autoComplete="username"
        autoFocus
        error={errors.login?.message}
        registration={register('login')}
      />
      <AuthField
        id="login-password"
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        registration={register('password')}
      />
      <SubmitButton isPending={isPending} label="Sign in" pendingLabel="Signing in…" />
    </form>
  );
}
