import { type DateRange, datePresetRange } from '@vanbid/domain';
import { useEffect, useRef } from 'react';
import { useNavigate, useParams } from 'react-router';
import { usePeriod } from '../../../hooks/use-period';
import { useTimeZone } from '../../../hooks/use-time-zone';
import type { LogConfig } from '../log-config';
import { type LogView, periodSlug, presetOfSlug, writeLogView } from '../log-view';

const keyOf = (preset: string, range: DateRange | null) =>
  preset === 'Custom' ? `Custom ${range?.from ?? ''} ${range?.to ?? ''}` : preset;

/**
 * The days the log shows. The period lives in the path (`/call-log/last-7-days`, Custom days in
 * `from`/`to`) and in the header's period selector: whichever changed last wins, so a shared link
 * sets the header and choosing in the header rewrites the link. `null` for a Custom period without days.
 */
export function useLogRange(config: LogConfig, view: LogView): DateRange | null {
  const { zone } = useTimeZone();
  const { preset, range, setPreset, setCustomRange } = usePeriod();
  const navigate = useNavigate();
  const urlPreset = presetOfSlug(useParams().period);
  const urlKey = urlPreset ? keyOf(urlPreset, view.customRange) : null;
  const storeKey = keyOf(preset, range);
  const synced = useRef<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: syncs when the URL's or the header's period changes, not on every filter change
  useEffect(() => {
    if (config.fixedPeriod || !config.pathFor) return;
    if (urlKey === storeKey) {
      synced.current = urlKey;
    } else if (urlPreset && urlKey !== synced.current) {
      if (urlPreset === 'Custom' && view.customRange) setCustomRange(view.customRange);
      else setPreset(urlPreset);
      synced.current = urlKey;
    } else {
      const search = writeLogView({ ...view, page: 1, customRange: preset === 'Custom' ? range : null });
      navigate({ pathname: config.pathFor(periodSlug(preset)), search: `?${search}` }, { replace: true });
      synced.current = storeKey;
    }
  }, [urlKey, storeKey]);

  if (config.fixedPeriod) return datePresetRange(config.fixedPeriod, zone);
  if (!urlPreset) return range;
  if (urlPreset === 'Custom') return view.customRange;
  return datePresetRange(urlPreset, zone);
}
