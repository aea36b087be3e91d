import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { bidScheduleRows, currentScheduleCell, type MinHourlyBids, scheduleValueRange } from '@vanbid/domain';
import { useMemo } from 'react';
import { ScheduleLegend } from './schedule-legend';
import { ScheduleTable } from './schedule-table';
import type { ScheduleTarget } from './schedule-target';

interface ScheduleBodyProps {
  target: ScheduleTarget;
  grouped: MinHourlyBids;
  zone: string;
  now: Date;
  compact: boolean;
}

/** Captions, the 24-row table in the user's zone, the legends and the supply-and-demand note. */
export function ScheduleBody({ target, grouped, zone, now, compact }: ScheduleBodyProps) {
  const current = currentScheduleCell(zone, now);
  const hourKey = `${current.day}-${current.hour}`;
  // The rows change when the hour does, not every second.
  // biome-ignore lint/correctness/useExhaustiveDependencies: hourKey stands for `now`
  const rows = useMemo(
    () => bidScheduleRows(grouped, target.campaignTypeId, target.distance, zone, now),
    [grouped, target.campaignTypeId, target.distance, zone, hourKey],
  );
  const range = scheduleValueRange(rows);
  return (
    <Stack spacing={1.5}>
      <Typography variant="body2">
        Buying in the green hours saves money: the same calls and leads cost less when fewer movers are
        bidding.
      </Typography>
      {target.bidPercent !== undefined ? (
        <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="schedule-bid-percent">
          Your bid is {target.bidPercent}% above the minimum of each hour.
        </Typography>
      ) : null}
      {range ? (
        <ScheduleTable rows={rows} range={range} current={current} compact={compact} />
      ) : (
        <Typography color="text.secondary">No minimum bids are set for this campaign type yet.</Typography>
      )}
      {range ? <ScheduleLegend smallest={range.min} /> : null}
      <Typography variant="caption" color="text.secondary">
        Minimums change with real-time supply and demand. Amounts are in US dollars.
      </Typography>
    </Stack>
  );
}
