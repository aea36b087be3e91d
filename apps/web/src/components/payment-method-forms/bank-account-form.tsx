import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { PaymentMethod } from '@vanbid/contract';
import { isValidRoutingNumber } from '@vanbid/domain';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { useAddMethod } from '../../lib/api/payment-methods';
import { errorMessage } from '../../lib/api-error';
import { digitsOf } from './card-input';
import { MakePrimaryField } from './make-primary-field';

const bankSchema = z
  .object({
    holder: z.string().trim().min(1, 'Enter the account holder’s name').max(200),
    routingNumber: z
      .string()
      .refine((value) => isValidRoutingNumber(value), 'Enter a valid 9-digit routing number'),
    accountNumber: z.string().regex(/^\d{4,17}$/, 'Enter the account number (4 to 17 digits)'),
    confirmAccountNumber: z.string(),
    accountType: z.enum(['checking', 'savings']),
    makePrimary: z.boolean(),
  })
  .refine((values) => values.accountNumber === values.confirmAccountNumber, {
    path: ['confirmAccountNumber'],
    message: 'The account numbers do not match',
  });

type BankValues = z.infer<typeof bankSchema>;
const EMPTY: BankValues = {
  holder: '',
  routingNumber: '',
  accountNumber: '',
  confirmAccountNumber: '',
  accountType: 'checking',
  makePrimary: false,
};

const TEXT_FIELDS = [
  { name: 'holder', label: 'Account holder', autoComplete: 'name', digits: false },
  { name: 'routingNumber', label: 'Routing number', autoComplete: 'off', digits: true },
  { name: 'accountNumber', label: 'Account number', autoComplete: 'off', digits: true },
  { name: 'confirmAccountNumber', label: 'Confirm account number', autoComplete: 'off', digits: true },
] as const;

/** A US bank account: routing number checked with the ABA checksum, account number typed twice. */
export function BankAccountForm({ onSaved }: { onSaved: (method: PaymentMethod) => void }) {
  const mutation = useAddMethod();
  const { control, handleSubmit, reset, formState } = useForm<BankValues>({
    resolver: zodResolver(bankSchema),
    defaultValues: EMPTY,
    mode: 'onTouched',
  });
  const onSubmit = handleSubmit((values) =>
    mutation.mutate(
      {
        details: {
          type: 'bank_account',
          routing_number: values.routingNumber,
          account_number: values.accountNumber,
          account_holder_name: values.holder,
          account_type: values.accountType,
        },
        makePrimary: values.makePrimary,
      },
      {
        onSuccess: (method) => {
          reset(EMPTY);
          onSaved(method);
        },
      },
    ),
  );
  const errors = formState.errors;

  return (
    <Stack component="form" spacing={2.5} onSubmit={onSubmit} noValidate aria-label="Add a bank account">
      {mutation.isError ? <Alert severity="error">{errorMessage(mutation.error)}</Alert> : null}
      {TEXT_FIELDS.map((item) => (
        <Controller
          key={item.name}
          control={control}
          name={item.name}
          render={({ field }) => (
            <TextField
              {...field}
              onChange={(event) =>
                field.onChange(item.digits ? digitsOf(event.target.value) : event.target.value)
              }
              id={`bank-${item.name}`}
              label={item.label}
              autoComplete={item.autoComplete}
              error={Boolean(errors[item.name])}
              helperText={errors[item.name]?.message}
              slotProps={{ htmlInput: item.digits ? { inputMode: 'numeric', maxLength: 17 } : {} }}
            />
          )}
        />
      ))}
      <Controller
        control={control}
        name="accountType"
        render={({ field }) => (
          <TextField
            {...field}
            select
            id="bank-account-type"
            label="Account type"
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="checking">Checking</option>
            <option value="savings">Savings</option>
          </TextField>
        )}
      />
      <MakePrimaryField control={control} />
      <Button type="submit" variant="contained" loading={mutation.isPending} sx={{ alignSelf: 'flex-start' }}>
        Save bank account
      </Button>
    </Stack>
  );
}
