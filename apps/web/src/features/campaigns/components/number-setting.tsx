import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import type { z } from 'zod';

interface NumberSettingProps {
  id: string;
  label: string;
  value: number;
  /** The contract's rule for the value (the server checks the same). */
  schema: z.ZodType<number>;
  unit?: string;
  helperText?: string;
  onSave: (value: number) => void;
}

/** A whole-number setting saved when the user leaves the field or presses Enter, if it is valid and changed. */
export function NumberSetting({ id, label, value, schema, unit, helperText, onSave }: NumberSettingProps) {
  const [draft, setDraft] = useState(String(value));
  useEffect(() => setDraft(String(value)), [value]);
  const parsed = schema.safeParse(draft.trim() === '' ? Number.NaN : Number(draft));
  const commit = () => {
    if (parsed.success && parsed.data !== value) onSave(parsed.data);
    if (!parsed.success) setDraft(String(value));
  };
  return (
    <TextField
      id={id}
      label={label}
      size="small"
      type="number"
      value={draft}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
      error={!parsed.success}
      helperText={parsed.success ? helperText : parsed.error.issues[0]?.message}
      slotProps={{
        htmlInput: { inputMode: 'numeric', step: 1 },
        input: unit ? { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> } : {},
      }}
      fullWidth
    />
  );
}
