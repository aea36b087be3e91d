import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';

type ControlledTextFieldProps<T extends FieldValues> = Omit<TextFieldProps, 'name'> & {
  // biome-ignore lint/suspicious/noExplicitAny: the form's context and transformed values do not matter here.
  control: Control<T, any, any>;
  name: Path<T>;
};

/** A text field bound to a react-hook-form field, its error shown under it. */
export function ControlledTextField<T extends FieldValues>({
  control,
  name,
  helperText,
  ...props
}: ControlledTextFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          {...field}
          value={field.value ?? ''}
          id={props.id ?? `field-${name}`}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helperText ?? ' '}
          fullWidth
        />
      )}
    />
  );
}
