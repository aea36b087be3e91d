import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { enableTwoFactor } from '@vanbid/contract';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../../../components/form-text-field';
import { PageLoader } from '../../../components/page-loader';
import { AuthenticatorKey } from '../../../components/two-factor/authenticator-key';
import { RecoveryCodes } from '../../../components/two-factor/recovery-codes';
import { useIsMobile } from '../../../hooks/use-is-mobile';
import { errorMessage } from '../../../lib/api-error';
import { bodySchemaOf } from '../../../lib/body-schema';
import { useEnableTwoFactor, useStartTwoFactorSetup } from '../api/two-factor';

const firstCodeSchema = bodySchemaOf(enableTwoFactor);

/** Turning it on: the QR code and key, a first code, then the recovery codes (once). */
export function EnableTwoFactorDialog({ onClose }: { onClose: () => void }) {
  const setup = useStartTwoFactorSetup();
  const enable = useEnableTwoFactor();
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(firstCodeSchema),
    defaultValues: { code: '' },
  });
  const { mutate: startSetup } = setup;
  // Once: a second setup would replace the key the QR code shows.
  const hasStarted = useRef(false);
  useEffect(() => {
    if (hasStarted.current) return;
    hasStarted.current = true;
    startSetup();
  }, [startSetup]);
  const recoveryCodes = enable.data?.recoveryCodes;
  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={useIsMobile()}
      aria-labelledby="enable-2fa-title"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="enable-2fa-title">
        {recoveryCodes ? 'Two-factor sign-in is on' : 'Turn on two-factor sign-in'}
      </DialogTitle>
      <form noValidate onSubmit={handleSubmit((body) => enable.mutate(body))}>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          {recoveryCodes ? <RecoveryCodes codes={recoveryCodes} /> : null}
          {!recoveryCodes && setup.data ? (
            <>
              <AuthenticatorKey qrCode={setup.data.qrCode} manualKey={setup.data.manualKey} />
              <FormTextField
                id="enable-2fa-code"
                label="Code from the app"
                inputMode="numeric"
                autoComplete="one-time-code"
                registration={register('code')}
                error={formState.errors.code?.message}
              />
            </>
          ) : null}
          {!recoveryCodes && setup.isPending ? <PageLoader /> : null}
          {setup.isError ? <Alert severity="error">{errorMessage(setup.error)}</Alert> : null}
          {enable.isError ? <Alert severity="error">{errorMessage(enable.error)}</Alert> : null}
        </DialogContent>
        <DialogActions>
          {recoveryCodes ? (
            <Button variant="contained" onClick={onClose}>
              I saved them
            </Button>
          ) : (
            <>
              <Button onClick={onClose}>Cancel</Button>
              <Button type="submit" variant="contained" disabled={!setup.data || enable.isPending}>
                {enable.isPending ? 'Checking…' : 'Turn on'}
              </Button>
            </>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}
