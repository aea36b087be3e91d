import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { confirmMobileNumber, type MobileNumber } from '@vanbid/contract';
import { useSnackbar } from 'notistack';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../../../components/form-text-field';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { bodySchemaOf } from '../../../lib/body-schema';
import { useConfirmMobileNumber, useResendMobileCode } from '../api/mobile-numbers';

const codeSchema = bodySchemaOf(confirmMobileNumber);

/** The code texted to a number not confirmed yet, and a new code when it did not come. */
export function ConfirmMobileNumberForm({ number }: { number: MobileNumber }) {
  const confirm = useConfirmMobileNumber();
  const resend = useResendMobileCode();
  const { enqueueSnackbar } = useSnackbar();
  const { register, handleSubmit, formState, setError } = useForm({
    resolver: zodResolver(codeSchema),
    defaultValues: { code: '' },
  });
  const onSubmit = handleSubmit(({ code }) =>
    confirm.mutate(
      { id: number.id, code },
      {
        onSuccess: () => enqueueSnackbar(`${number.display} is confirmed`, { variant: 'success' }),
        onError: (error) =>
          setError('code', {
            message: error instanceof ApiError ? (error.fields.code ?? error.message) : errorMessage(error),
          }),
      },
    ),
  );
  const sendAgain = () =>
    resend.mutate(number.id, {
      onSuccess: () => enqueueSnackbar(`New code sent to ${number.display}`, { variant: 'success' }),
      onError: (error) => enqueueSnackbar(errorMessage(error), { variant: 'error' }),
    });
  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      aria-label={`Confirm ${number.display}`}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start', mt: 1 }}
    >
      <Box sx={{ flex: '0 1 200px' }}>
        <FormTextField
          id={`mobile-code-${number.id}`}
          label="6-digit code"
          size="small"
          inputMode="numeric"
          autoComplete="one-time-code"
          registration={register('code')}
          error={formState.errors.code?.message}
        />
      </Box>
      <Button type="submit" variant="contained" size="medium" disabled={confirm.isPending}>
        Confirm
      </Button>
      <Button onClick={sendAgain} disabled={resend.isPending}>
        Send a new code
      </Button>
    </Box>
  );
}
