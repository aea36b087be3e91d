import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormTextField } from '../../../components/form-text-field';

interface NumberSettingProps {
  id: string;
  label: string;
  value: number;
  /** The contract's rule for the value (the server checks the same). */
  schema: z.ZodType<number, number>;
  unit?: string;
  helperText?: string;
  onSave: (value: number) => void;
}

/** A whole-number setting saved when the user leaves the field or presses Enter, if it is valid and changed. */
export function NumberSetting({ id, label, value, schema, unit, helperText, onSave }: NumberSettingProps) {
  const settingSchema = z.object({
    value: z
      .string()
      .transform((text) => (text.trim() === '' ? Number.NaN : Number(text)))
      .pipe(schema),
  });
  const { register, handleSubmit, formState, reset } = useForm({
    resolver: zodResolver(settingSchema),
    mode: 'onChange',
    values: { value: String(value) },
  });
  const commit = handleSubmit(
    (values) => {
      if (values.value !== value) onSave(values.value);
    },
    () => reset(),
  );
  return (
    <Box component="form" noValidate onSubmit={commit}>
      <FormTextField
        id={id}
        label={label}
        size="small"
        type="number"
        inputMode="numeric"
        registration={register('value', { onBlur: () => void commit() })}
        error={formState.errors.value?.message}
        helperText={helperText}
        endAdornment={unit ? <InputAdornment position="end">{unit}</InputAdornment> : undefined}
      />
    </Box>
  );
}
