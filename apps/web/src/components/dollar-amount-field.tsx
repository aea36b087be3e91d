import InputAdornment from '@mui/material/InputAdornment';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormTextField } from './form-text-field';

interface DollarAmountFieldProps {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  autoFocus?: boolean;
  error?: string | undefined;
  helperText?: string | undefined;
}

/** An amount in dollars for react-hook-form: a `$` before it and the decimal keyboard on phones. */
export function DollarAmountField(props: DollarAmountFieldProps) {
  return (
    <FormTextField
      {...props}
      inputMode="decimal"
      startAdornment={<InputAdornment position="start">$</InputAdornment>}
    />
  );
}
