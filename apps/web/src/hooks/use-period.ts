import { type DatePreset, type DateRange, datePresetRange } from '@vanbid/domain';
import { useMemo } from 'react';
import { useStore } from '../lib/create-store';
import { periodStore, setCustomPeriod, setPeriodPreset } from '../lib/period';
import { useTimeZone } from './use-time-zone';

export interface PeriodChoice {
  preset: DatePreset;
  /** The days covered (`yyyy/MM/dd`, inclusive) in the user's time zone; `null` for an unset Custom. */
  range: DateRange | null;
  setPreset: (preset: DatePreset) => void;
  /** Chooses Custom with these days. */
  setCustomRange: (range: DateRange) => void;
}

/** The period chosen in the header's period selector (default Today), with its days. */
export function usePeriod(): PeriodChoice {
  const { preset, custom } = useStore(periodStore);
  const { zone } = useTimeZone();
  const range = useMemo(
    () => (preset === 'Custom' ? custom : datePresetRange(preset, zone)),
    [preset, custom, zone],
  );
  return { preset, range, setPreset: setPeriodPreset, setCustomRange: setCustomPeriod };
}
