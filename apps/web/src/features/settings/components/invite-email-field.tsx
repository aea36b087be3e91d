import CloseOutlined from '@mui/icons-material/CloseOutlined';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEmailTaken } from '../../../lib/api/email-availability';

/** What the dialog says of an e-mail someone already signs in with: the invite still works. */
export const EMAIL_TAKEN_NOTE =
  'This e-mail is taken: it already signs in to Vanbid, so they join with that sign-in.';

interface InviteEmailFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The server's refusal of this address, if any. */
  error: string | undefined;
  /** Takes the row out (absent for the first). */
  onRemove?: () => void;
  autoFocus?: boolean;
}

/** One invited e-mail; says at once when it is taken (typing paused, or the field left). */
export function InviteEmailField({
  label,
  value,
  onChange,
  error,
  onRemove,
  autoFocus,
}: InviteEmailFieldProps) {
  const { isTaken, onBlur } = useEmailTaken(value);
  return (
    <TextField
      label={label}
      type="email"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      error={Boolean(error)}
      helperText={error ?? (isTaken ? EMAIL_TAKEN_NOTE : ' ')}
      autoFocus={autoFocus}
      required
      slotProps={{
        input: onRemove
          ? {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton aria-label={`Remove ${label}`} edge="end" onClick={onRemove}>
                    <CloseOutlined fontSize="small" />
                  </IconButton>
                </InputAdornment>
              ),
            }
          : undefined,
      }}
    />
  );
}
