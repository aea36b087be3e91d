import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { DATE_PRESETS, type DateRange, isDatePreset } from '@vanbid/domain';
import { lazy, Suspense, useState } from 'react';
import { useStore } from '../../../lib/create-store';
import { periodStore, setCustomPeriod, setPeriodPreset } from '../../../lib/period';

// Loaded when a custom period is chosen.
const CustomRangeDialog = lazy(() =>
  import('./custom-range-dialog').then((m) => ({ default: m.CustomRangeDialog })),
);

function describe(preset: string, range: DateRange | null): string {
  if (preset !== 'Custom') return preset;
  return range ? `${range.from} – ${range.to}` : 'Custom';
}

/**
 * The date presets of docs/product.md §5; Custom asks for the days. Reads the chosen preset from
 * its store, not `usePeriod`: the days of a preset (date-fns) are the pages' to compute, and the
 * shell stays without that code.
 */
export function PeriodSelect() {
  const { preset, custom: range } = useStore(periodStore);
  const [isCustomOpen, setCustomOpen] = useState(false);

  const onChange = (value: string) => {
    // Custom opens its dialog from the menu item's click, which also fires when it is already chosen.
    if (isDatePreset(value) && value !== 'Custom') setPeriodPreset(value);
  };

  return (
    <>
      <TextField
        select
        size="small"
        id="period-select"
        label="Period"
        value={preset}
        onChange={(event) => onChange(event.target.value)}
        sx={{ minWidth: { xs: 0, sm: 170 } }}
        slotProps={{ select: { renderValue: () => describe(preset, range) } }}
      >
        {DATE_PRESETS.map((option) => (
          <MenuItem
            key={option}
            value={option}
            onClick={option === 'Custom' ? () => setCustomOpen(true) : undefined}
          >
            {option}
          </MenuItem>
        ))}
      </TextField>
      {isCustomOpen ? (
        <Suspense fallback={null}>
          <CustomRangeDialog
            open
            initial={preset === 'Custom' ? range : null}
            onClose={() => setCustomOpen(false)}
            onSave={(next) => {
              setCustomPeriod(next);
              setCustomOpen(false);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
