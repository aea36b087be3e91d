import { type DatePreset, type DateRange, datePresetRange } from '@vanbid/domain';
import { useMemo } from 'react';
import { useStore } from '../lib/create-store';
import { periodStore } from '../lib/period';
import { useTimeZone } from './use-time-zone';

export interface PeriodChoice {
  preset: DatePreset;
  /** The days covered (`yyyy/MM/dd`, inclusive) in the user's time zone; `null` for an unset Custom. */
  range: DateRange | null;
  setPreset: (preset: DatePreset) => void;
  /** Chooses Custom with these days. */
  setCustomRange: (range: DateRange) => void;
}

function setPreset(preset: DatePreset): void {
  periodStore.set((previous) => ({ ...previous, preset }));
}

function setCustomRange(range: DateRange): void {
  periodStore.set({ preset: 'Custom', custom: range });
}

/** The period chosen in the header's period selector (default Today), with its days. */
export function usePeriod(): PeriodChoice {
  const { preset, custom } = useStore(periodStore);
  const { zone } = useTimeZone();
  const range = useMemo(
    () => (preset === 'Custom' ? custom : datePresetRange(preset, zone)),
    [preset, custom, zone],
  );
  return { preset, range, setPreset, setCustomRange };
}
