import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { billingAddress, type PaymentMethod } from '@vanbid/contract';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  BillingAddressFields,
  EMPTY_BILLING,
} from '../../../components/payment-method-forms/billing-address-fields';
import { isExpiryInFuture } from '../../../components/payment-method-forms/card-input';
import { useUpdateMethod } from '../../../lib/api/payment-methods';
import { errorMessage } from '../../../lib/api-error';
import { methodTitle } from '../../../lib/payment-method-label';

const editSchema = z
  .object({ expMonth: z.string(), expYear: z.string(), billing: billingAddress })
  .refine((values) => !values.expMonth || isExpiryInFuture(Number(values.expMonth), Number(values.expYear)), {
    path: ['expYear'],
    message: 'The expiry date is in the past',
  });
type EditValues = z.input<typeof editSchema>;

/** Edits what can change on a saved method: a card's expiry and the billing address. */
export function EditMethodDialog({ method, onClose }: { method: PaymentMethod; onClose: () => void }) {
  const mutation = useUpdateMethod();
  const isCard = method.payment_method_type !== 'BankAccount';
  const { control, handleSubmit, setValue, formState } = useForm<EditValues>({
    resolver: zodResolver(editSchema),
    defaultValues: {
      expMonth: method.details.exp_month ? String(method.details.exp_month) : '',
      expYear: method.details.exp_year ? String(method.details.exp_year) : '',
      billing: { ...EMPTY_BILLING, ...(method.details.billing ?? {}) } as EditValues['billing'],
    },
  });
  const onSubmit = handleSubmit((values) =>
    mutation.mutate(
      {
        payment_method_id: method.payment_method_id,
        ...(isCard ? { exp_month: Number(values.expMonth), exp_year: Number(values.expYear) } : {}),
        billing: values.billing as z.output<typeof billingAddress>,
      },
      { onSuccess: onClose },
    ),
  );
  return (
    <Dialog open onClose={onClose} aria-labelledby="edit-method-title" fullWidth maxWidth="sm">
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id="edit-method-title">Edit {methodTitle(method)}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {mutation.isError ? <Alert severity="error">{errorMessage(mutation.error)}</Alert> : null}
            {isCard ? (
              <Stack direction="row" spacing={2}>
                {(['expMonth', 'expYear'] as const).map((name) => (
                  <Controller
                    key={name}
                    control={control}
                    name={name}
                    render={({ field }) => (
                      <TextField
                        {...field}
                        fullWidth
                        id={`edit-${name}`}
                        label={name === 'expMonth' ? 'Expiry month' : 'Expiry year'}
                        error={Boolean(formState.errors[name])}
                        helperText={formState.errors[name]?.message}
                        slotProps={{
                          htmlInput: { inputMode: 'numeric', maxLength: name === 'expMonth' ? 2 : 4 },
                        }}
                      />
                    )}
                  />
                ))}
              </Stack>
            ) : null}
            <BillingAddressFields
              idPrefix="edit-billing"
              control={control}
              setValue={setValue}
              errors={formState.errors.billing}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" loading={mutation.isPending}>
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
