import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { registerFromInvitation } from '../api/invitation';
import { TwoFactorEnrolStep } from './two-factor-enrol-step';

/**
 * Name and password for the invited e-mail; creates the sign-in and signs in. A company that
 * requires two-factor sign-in has the authenticator set up first, as the sign-in page does.
 */
export function CreateLoginForm({
  token,
  email,
  onDone,
}: {
  token: string;
  email: string;
  onDone: () => void;
}) {
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isSending, setSending] = useState(false);
  const [enrolChallenge, setEnrolChallenge] = useState<string | null>(null);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    if (name.trim().length < 2) return setError('Enter your name');
    if (password.length < 10) return setError('Use a password of at least 10 characters');
    if (password !== again) return setError('The two passwords differ');
    setSending(true);
    try {
      const secondStep = await registerFromInvitation(token, name.trim(), password);
      if (secondStep) setEnrolChallenge(secondStep.challenge);
      else onDone();
    } catch (reason) {
      setError(errorMessage(reason));
    } finally {
      setSending(false);
    }
  };
  if (enrolChallenge)
    return (
      <Box sx={{ display: 'grid', gap: 2, mt: 2 }}>
        <Typography>
          This company requires two-factor sign-in: set up an authenticator app on your phone to finish. You
          sign in with your password and a code from it.
        </Typography>
        <TwoFactorEnrolStep challenge={enrolChallenge} onSignedIn={onDone} />
      </Box>
    );
  return (
    <Box
      component="form"
      onSubmit={submit}
      noValidate
      sx={{ display: 'grid', gap: 2, mt: 2 }}
      aria-label="Create your sign-in"
    >
      <TextField label="E-mail" value={email} disabled />
      <TextField
        label="Your name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        autoComplete="name"
        required
      />
      <TextField
        label="Password"
        type="password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        autoComplete="new-password"
        helperText="At least 10 characters"
        required
      />
      <TextField
        label="Password again"
        type="password"
        value={again}
        onChange={(event) => setAgain(event.target.value)}
        autoComplete="new-password"
        required
      />
      {error ? <Alert severity="error">{error}</Alert> : null}
      <Button type="submit" variant="contained" size="large" disabled={isSending}>
        {isSending ? 'Creating…' : 'Create my sign-in'}
      </Button>
    </Box>
  );
}
