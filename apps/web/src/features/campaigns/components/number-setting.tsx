import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import { useMemo, useState } from 'react';
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

/**
 * The field's text parsed into the setting (built once per rule: zod schemas are costly to make);
 * text that is no number (empty, letters) is asked for in words, with the saved value as example.
 */
function settingSchemaOf(schema: z.ZodType<number, number>, saved: number) {
  return z.object({
    value: z
      .string()
      .transform((text) => (text.trim() === '' ? Number.NaN : Number(text)))
      .refine(Number.isFinite, `Enter a whole number, like ${saved}`)
      .pipe(schema),
  });
}

function notSavedMessage(rule: string, saved: number, unit = ''): string {
  const lowered = rule.charAt(0).toLowerCase() + rule.slice(1);
  return `Not saved: ${lowered}. The saved value is ${saved}${unit}.`;
}

/**
 * A whole-number setting saved when the user leaves the field or presses Enter, if it is valid
 * and changed. A value that breaks the rule stays in the field with why it was not saved;
 * Escape puts the saved value back.
 */
export function NumberSetting({ id, label, value, schema, unit, helperText, onSave }: NumberSettingProps) {
  const settingSchema = useMemo(() => settingSchemaOf(schema, value), [schema, value]);
  const { register, handleSubmit, formState, reset } = useForm({
    resolver: zodResolver(settingSchema),
    mode: 'onChange',
    values: { value: String(value) },
  });
  const [isRejected, setRejected] = useState(false);
  const commit = handleSubmit(
    (values) => {
      setRejected(false);
      if (values.value !== value) onSave(values.value);
    },
    () => setRejected(true),
  );
  const rule = formState.errors.value?.message;
  const error = rule && isRejected ? notSavedMessage(rule, value, unit) : rule;
  const putBack = () => {
    setRejected(false);
    reset({ value: String(value) });
  };
  return (
    <Box component="form" noValidate onSubmit={commit}>
      <FormTextField
        id={id}
        label={label}
        size="small"
        type="number"
        inputMode="numeric"
        registration={register('value', { onBlur: () => void commit() })}
        error={error}
        onKeyDown={(event) => {
          if (event.key === 'Escape') putBack();
        }}
        helperText={helperText}
        endAdornment={unit ? <InputAdornment position="end">{unit}</InputAdornment> : undefined}
      />
    </Box>
  );
}
