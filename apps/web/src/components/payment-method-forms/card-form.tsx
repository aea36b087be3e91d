import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { billingAddress, type PaymentMethod } from '@vanbid/contract';
import { cardBin } from '@vanbid/domain';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { useAddMethod } from '../../lib/api/payment-methods';
import { errorMessage } from '../../lib/api-error';
import { BillingAddressFields, EMPTY_BILLING } from './billing-address-fields';
import { useBinLookup } from './card-bins';
import { describeCardNumber, digitsOf, formatCardNumber, isExpiryInFuture } from './card-input';
import { MakePrimaryField } from './make-primary-field';

const thisYear = new Date().getFullYear();
const YEARS = Array.from({ length: 16 }, (_, index) => thisYear + index);
const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);

const cardSchema = z
  .object({
    cardNumber: z.string().refine((value) => describeCardNumber(value).isValid, 'Enter a valid card number'),
    expMonth: z.string().min(1, 'Choose the month'),
    expYear: z.string().min(1, 'Choose the year'),
    cvv: z.string().regex(/^\d{3,4}$/, 'Enter the 3 or 4 digits on the card'),
    fundingChoice: z.enum(['CreditCard', 'DebitCard']),
    billing: billingAddress,
    makePrimary: z.boolean(),
  })
  .superRefine((values, context) => {
    const size = describeCardNumber(values.cardNumber).cvvSize;
    if (values.cvv.length !== size)
      context.addIssue({
        code: 'custom',
        path: ['cvv'],
        message: `Enter the ${size} digits of the security code`,
      });
    if (
      values.expMonth &&
      values.expYear &&
      !isExpiryInFuture(Number(values.expMonth), Number(values.expYear))
    )
      context.addIssue({ code: 'custom', path: ['expYear'], message: 'This card has expired' });
  });

type CardValues = z.input<typeof cardSchema>;

const EMPTY: CardValues = {
  cardNumber: '',
  expMonth: '',
  expYear: '',
  cvv: '',
  fundingChoice: 'CreditCard',
  billing: EMPTY_BILLING as CardValues['billing'],
  makePrimary: false,
};

/** The card form: brand as typed, credit or debit by BIN, Luhn, expiry, CVV and billing address. */
export function CardForm({ onSaved }: { onSaved: (method: PaymentMethod) => void }) {
  const mutation = useAddMethod();
  const { control, handleSubmit, setValue, reset, formState } = useForm<CardValues>({
    resolver: zodResolver(cardSchema),
    defaultValues: EMPTY,
    mode: 'onTouched',
  });
  const cardNumber = useWatch({ control, name: 'cardNumber' });
  const facts = describeCardNumber(cardNumber);
  const bin = useBinLookup(cardBin(cardNumber));
  const funding = bin.data?.funding;
  const isFundingKnown = funding === 'credit' || funding === 'debit';

  const onSubmit = handleSubmit((values) => {
    const paymentMethodType = isFundingKnown ? undefined : values.fundingChoice;
    mutation.mutate(
      {
        details: {
          type: 'card',
          card_number: digitsOf(values.cardNumber),
          card_cvv: values.cvv,
          exp_month: Number(values.expMonth),
          exp_year: Number(values.expYear),
        },
        billing: values.billing as z.output<typeof billingAddress>,
        paymentMethodType,
        makePrimary: values.makePrimary,
      },
      {
        onSuccess: (method) => {
          reset(EMPTY);
          onSaved(method);
        },
        // Never keep the card number or CVV after a failure either.
        onError: () => setValue('cvv', ''),
      },
    );
  });
  const errors = formState.errors;

  return (
    <Stack component="form" spacing={2.5} onSubmit={onSubmit} noValidate aria-label="Add a card">
      {mutation.isError ? <Alert severity="error">{errorMessage(mutation.error)}</Alert> : null}
      <Controller
        control={control}
        name="cardNumber"
        render={({ field }) => (
          <TextField
            {...field}
            onChange={(event) => field.onChange(formatCardNumber(event.target.value))}
            id="card-number"
            label="Card number"
            autoComplete="cc-number"
            error={Boolean(errors.cardNumber)}
            helperText={errors.cardNumber?.message}
            slotProps={{
              htmlInput: { inputMode: 'numeric', 'data-sensitive': 'true' },
              input: {
                endAdornment: facts.brand ? (
                  <InputAdornment position="end">
                    <Chip size="small" label={facts.brand} aria-label={`Card brand: ${facts.brand}`} />
                  </InputAdornment>
                ) : null,
              },
            }}
          />
        )}
      />
      {cardBin(cardNumber) ? (
        <Box aria-live="polite">
          {isFundingKnown ? (
            <Typography variant="body2" color="text.secondary">
              {funding === 'debit' ? 'Debit card' : 'Credit card'}
            </Typography>
          ) : bin.isSuccess ? (
            <Controller
              control={control}
              name="fundingChoice"
              render={({ field }) => (
                <TextField
                  {...field}
                  select
                  id="card-funding"
                  label="Card type"
                  slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                >
                  <option value="CreditCard">Credit card</option>
                  <option value="DebitCard">Debit card</option>
                </TextField>
              )}
            />
          ) : null}
        </Box>
      ) : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Controller
          control={control}
          name="expMonth"
          render={({ field }) => (
            <TextField
              {...field}
              select
              fullWidth
              id="card-exp-month"
              label="Expiry month"
              autoComplete="cc-exp-month"
              error={Boolean(errors.expMonth)}
              helperText={errors.expMonth?.message}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            >
              <option value="">Month</option>
              {MONTHS.map((month) => (
                <option key={month} value={month}>
                  {String(month).padStart(2, '0')}
                </option>
              ))}
            </TextField>
          )}
        />
        <Controller
          control={control}
          name="expYear"
          render={({ field }) => (
            <TextField
              {...field}
              select
              fullWidth
              id="card-exp-year"
              label="Expiry year"
              autoComplete="cc-exp-year"
              error={Boolean(errors.expYear)}
              helperText={errors.expYear?.message}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            >
              <option value="">Year</option>
              {YEARS.map((year) => (
                <option key={year} value={year}>
                  {year}
                </option>
              ))}
            </TextField>
          )}
        />
        <Controller
          control={control}
          name="cvv"
          render={({ field }) => (
            <TextField
              {...field}
              onChange={(event) => field.onChange(digitsOf(event.target.value).slice(0, 4))}
              fullWidth
              id="card-cvv"
              label="Security code (CVV)"
              type="password"
              autoComplete="cc-csc"
              error={Boolean(errors.cvv)}
              helperText={errors.cvv?.message}
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
            />
          )}
        />
      </Stack>
      <Typography variant="h3" component="h2" sx={{ pt: 1 }}>
        Billing address
      </Typography>
      <BillingAddressFields
        idPrefix="card-billing"
        control={control}
        setValue={setValue}
        errors={errors.billing}
      />
      <MakePrimaryField control={control} />
      <Button type="submit" variant="contained" loading={mutation.isPending} sx={{ alignSelf: 'flex-start' }}>
        Save card
      </Button>
      <Typography variant="body2" color="text.secondary">
        The card number and security code go straight to our payment processor; Vanbid keeps only the brand,
        the last 4 digits and the expiry date.
      </Typography>
    </Stack>
  );
}
