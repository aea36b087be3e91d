import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { disableTwoFactor } from '@vanbid/contract';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../../../components/form-text-field';
import { useIsMobile } from '../../../hooks/use-is-mobile';
import { errorMessage } from '../../../lib/api-error';
import { bodySchemaOf } from '../../../lib/body-schema';
import { useDisableTwoFactor } from '../api/two-factor';

const disableSchema = bodySchemaOf(disableTwoFactor);

/** Turning it off: the password and a code from the app (or a recovery code). */
export function DisableTwoFactorDialog({ onClose }: { onClose: () => void }) {
  const disable = useDisableTwoFactor();
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(disableSchema),
    defaultValues: { password: '', code: '' },
  });
  const { errors } = formState;
  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={useIsMobile()}
      aria-labelledby="disable-2fa-title"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="disable-2fa-title">Turn off two-factor sign-in</DialogTitle>
      <form noValidate onSubmit={handleSubmit((body) => disable.mutate(body, { onSuccess: onClose }))}>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <DialogContentText>
            Your password alone will sign you in again. Confirm with your password and a code.
          </DialogContentText>
          <FormTextField
            id="disable-2fa-password"
            label="Password"
            type="password"
            autoComplete="current-password"
            registration={register('password')}
            error={errors.password?.message}
          />
          <FormTextField
            id="disable-2fa-code"
            label="Code from the app, or a recovery code"
            autoComplete="one-time-code"
            registration={register('code')}
            error={errors.code?.message}
          />
          {disable.isError ? <Alert severity="error">{errorMessage(disable.error)}</Alert> : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" color="error" disabled={disable.isPending}>
            {disable.isPending ? 'Turning off…' : 'Turn off'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
