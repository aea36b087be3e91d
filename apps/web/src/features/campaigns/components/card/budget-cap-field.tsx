import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import { budgetCapSchema } from '@vanbid/contract';
import { capPaceText, toCents } from '@vanbid/domain';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormTextField } from '../../../../components/form-text-field';
import { optionalDollarsText } from '../../../../lib/dollars-text';

/** The typed cap: empty is no cap; otherwise whole dollars by the contract's rule. */
const capFormSchema = z.object({ cap: optionalDollarsText.pipe(budgetCapSchema) });

interface BudgetCapFieldProps {
  id: string;
  period: 'week' | 'month';
  /** The saved cap in dollars; null: none. */
  cap: number | null;
  /** Spent this Eastern week or month, dollars. */
  spent: number;
  onSave: (cap: number | null) => void;
}

/**
 * A weekly or monthly cap typed in dollars (empty: no cap), saved on Enter or when the field is
 * left; Escape puts the saved one back. Below it, the pace: "$640 of $1,000 this week".
 */
export function BudgetCapField({ id, period, cap, spent, onSave }: BudgetCapFieldProps) {
  const saved = cap === null ? '' : String(cap);
  const { register, handleSubmit, formState, reset } = useForm({
    resolver: zodResolver(capFormSchema),
    mode: 'onChange',
    values: { cap: saved },
  });
  const commit = handleSubmit((values) => {
    if (values.cap !== cap) onSave(values.cap);
  });
  const pace = cap === null ? 'No cap' : capPaceText(toCents(spent), toCents(cap), period);
  return (
    <Box component="form" noValidate onSubmit={commit}>
      <FormTextField
        id={id}
        label={period === 'week' ? 'Weekly cap' : 'Monthly cap'}
        size="small"
        inputMode="numeric"
        registration={register('cap', { onBlur: () => void commit() })}
        error={formState.errors.cap?.message}
        helperText={pace}
        startAdornment={<InputAdornment position="start">$</InputAdornment>}
        onKeyDown={(event) => {
          if (event.key === 'Escape') reset({ cap: saved });
        }}
      />
    </Box>
  );
}
