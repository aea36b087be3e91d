import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { addMobileNumber } from '@vanbid/contract';
import { useSnackbar } from 'notistack';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../../../components/form-text-field';
import { errorMessage } from '../../../lib/api-error';
import { bodySchemaOf } from '../../../lib/body-schema';
import { useAddMobileNumber } from '../api/mobile-numbers';

const addSchema = bodySchemaOf(addMobileNumber);
/** The phone field's id: the delivery card's "Add a mobile number" brings the user here. */
export const MOBILE_NUMBER_FIELD_ID = 'mobile-number-phone';

/** A number as the user writes it; the server texts it a code. */
export function AddMobileNumberForm() {
  const add = useAddMobileNumber();
  const { enqueueSnackbar } = useSnackbar();
  const { register, handleSubmit, formState, reset, setError } = useForm({
    resolver: zodResolver(addSchema),
    defaultValues: { phone: '' },
  });
  const onSubmit = handleSubmit(({ phone }) =>
    add.mutate(phone, {
      onSuccess: (data) => {
        reset();
        enqueueSnackbar(`Code sent to ${data.number.display}`, { variant: 'success' });
      },
      onError: (error) => setError('phone', { message: errorMessage(error) }),
    }),
  );
  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      aria-label="Add a mobile number"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}
    >
      <Box sx={{ flex: '1 1 240px', maxWidth: 360 }}>
        <FormTextField
          id={MOBILE_NUMBER_FIELD_ID}
          label="Mobile number"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          registration={register('phone')}
          error={formState.errors.phone?.message}
          helperText="US numbers as (804) 555-0123; others with + and the country code."
        />
      </Box>
      <Button type="submit" variant="contained" disabled={add.isPending} sx={{ mt: 1 }}>
        {add.isPending ? 'Sending…' : 'Text me a code'}
      </Button>
    </Box>
  );
}
