import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { HTMLAttributes, HTMLInputTypeAttribute, KeyboardEvent, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

interface FormTextFieldProps {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  autoFocus?: boolean;
  size?: 'small' | 'medium';
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
  /** The keyboard a phone shows (`decimal` for amounts). */
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  /** Shown before or after the value inside the field (a unit such as `$` or `%`). */
  startAdornment?: ReactNode;
  endAdornment?: ReactNode;
  /** The field's error message; shown below and marks the field invalid. */
  error?: string | undefined;
  helperText?: string | undefined;
}

/**
 * A labelled text input for react-hook-form. Lighter than TextField (which always brings the
 * select menu's code), so the login page loads little.
 */
export function FormTextField({
  id,
  label,
  registration,
  error,
  helperText,
  inputMode,
  size,
  ...input
}: FormTextFieldProps) {
  const { ref, ...field } = registration;
  const message = error ?? helperText;
  return (
    <FormControl fullWidth size={size} error={Boolean(error)}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        inputRef={ref}
        inputProps={inputMode ? { inputMode } : undefined}
        aria-describedby={message ? `${id}-helper` : undefined}
        {...field}
        {...input}
      />
      {message ? <FormHelperText id={`${id}-helper`}>{message}</FormHelperText> : null}
    </FormControl>
  );
}
