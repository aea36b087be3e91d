import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { US_STATES } from '@vanbid/domain';
import { useEffect } from 'react';
import {
  type Control,
  Controller,
  type FieldErrors,
  type FieldValues,
  type Path,
  type PathValue,
  type UseFormSetValue,
  useWatch,
} from 'react-hook-form';
import { useZipInfo } from './zip-codes';

export interface BillingValues {
  address1: string;
  address2: string;
  city: string;
  state: string;
  zip: string;
}

export const EMPTY_BILLING: BillingValues = { address1: '', address2: '', city: '', state: '', zip: '' };

interface BillingAddressFieldsProps<T extends FieldValues> {
  idPrefix: string;
  /** A form whose values hold `billing` (BillingValues). */
  // biome-ignore lint/suspicious/noExplicitAny: the form's context and transformed values do not matter here.
  control: Control<T, any, any>;
  setValue: UseFormSetValue<T>;
  errors: FieldErrors<BillingValues> | undefined;
}

const FIELDS = [
  { name: 'address1', label: 'Street address', autoComplete: 'billing address-line1' },
  { name: 'address2', label: 'Apartment, suite (optional)', autoComplete: 'billing address-line2' },
  { name: 'zip', label: 'ZIP code', autoComplete: 'billing postal-code' },
  { name: 'city', label: 'City', autoComplete: 'billing address-level2' },
] as const;

const billingPath = <T extends FieldValues>(name: keyof BillingValues) => `billing.${name}` as Path<T>;

/** The billing address: street, ZIP (fills city and state when known), city and a list of the states. */
export function BillingAddressFields<T extends FieldValues>({
  idPrefix,
  control,
  setValue,
  errors,
}: BillingAddressFieldsProps<T>) {
  const path = billingPath<T>;
  const zip = useWatch({ control, name: path('zip') }) as string;
  const zipInfo = useZipInfo(zip ?? '');
  useEffect(() => {
    const info = zipInfo.data;
    if (info && 'city' in info) {
      setValue(billingPath<T>('city'), info.city as PathValue<T, Path<T>>, { shouldValidate: true });
      setValue(billingPath<T>('state'), info.state as PathValue<T, Path<T>>, { shouldValidate: true });
    }
  }, [zipInfo.data, setValue]);

  return (
    <Stack spacing={2}>
      {FIELDS.map((field) => (
        <Controller
          key={field.name}
          control={control}
          name={path(field.name)}
          render={({ field: input }) => (
            <TextField
              {...input}
              id={`${idPrefix}-${field.name}`}
              label={field.label}
              autoComplete={field.autoComplete}
              error={Boolean(errors?.[field.name])}
              helperText={errors?.[field.name]?.message}
              slotProps={field.name === 'zip' ? { htmlInput: { inputMode: 'numeric', maxLength: 10 } } : {}}
            />
          )}
        />
      ))}
      <Controller
        control={control}
        name={path('state')}
        render={({ field: input }) => (
          <TextField
            {...input}
            select
            id={`${idPrefix}-state`}
            label="State"
            autoComplete="billing address-level1"
            error={Boolean(errors?.state)}
            helperText={errors?.state?.message}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="">Choose a state</option>
            {US_STATES.map((state) => (
              <option key={state.code} value={state.code}>
                {state.name}
              </option>
            ))}
          </TextField>
        )}
      />
    </Stack>
  );
}
