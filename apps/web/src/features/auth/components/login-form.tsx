import { zodResolver } from '@hookform/resolvers/zod';
import { proappLogin } from '@vanbid/contract';
import { useForm } from 'react-hook-form';
import { errorMessage } from '../../../lib/api-error';
import { bodySchemaOf } from '../../../lib/body-schema';
import { type LoginInput, useLogin } from '../api/login';
import styles from './auth.module.css';
import { AuthField } from './auth-field';

const loginSchema = bodySchemaOf(proappLogin);

/** E-mail and password; Enter submits; the server's message shows above the fields. */
export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { submit, isPending, error } = useLogin();
  const { register, handleSubmit, formState } = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { login: '', password: '' },
  });
  const { errors } = formState;

  return (
    <form className={styles.form} onSubmit={handleSubmit((values) => submit(values, onSignedIn))} noValidate>
      {error ? (
        <p className={styles.alert} role="alert">
          {errorMessage(error)}
        </p>
      ) : null}
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
      <button type="submit" className={styles.button} aria-busy={isPending} aria-disabled={isPending}>
        {isPending ? <span className={styles.spinner} aria-hidden="true" /> : null}
        {isPending ? 'Signing in…' : 'Sign in'}
      </button>
    </form>
  );
}
