import TextField from '@mui/material/TextField';
import type { PaymentMethod } from '@vanbid/contract';
import { methodTitle } from '../../../lib/payment-method-label';

/** `'Visa •••• 4242'`. */
export const cardName = methodTitle;

export const methodName = (method: PaymentMethod) =>
  `${cardName(method)}${method.primary ? ' (primary)' : ''}`;

/** The primary method's id (the first method's when none is primary), or '' when there is none. */
export const primaryMethodId = (methods: PaymentMethod[]) =>
  methods.find((method) => method.primary)?.payment_method_id ?? methods[0]?.payment_method_id ?? '';

interface MethodSelectProps {
  id: string;
  label: string;
  methods: PaymentMethod[];
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}

/** A native select of saved methods (light, accessible, works on phones). */
export function MethodSelect({ id, label, methods, value, onChange, error }: MethodSelectProps) {
  return (
    <TextField
      select
      fullWidth
      id={id}
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {methods.map((method) => (
        <option key={method.payment_method_id} value={method.payment_method_id}>
          {methodName(method)}
        </option>
      ))}
    </TextField>
  );
}
