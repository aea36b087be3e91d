import AccessTimeOutlined from '@mui/icons-material/AccessTimeOutlined';
import Chip from '@mui/material/Chip';
import { useMemo } from 'react';

interface ClockBadgeProps {
  now: Date;
  /** IANA zone of the user's choice. */
  zone: string;
  /** Eastern, Central, Mountain, Pacific (or a city). */
  label: string;
}

/** The current time in the user's zone with the zone's name (docs/product.md §4: refreshed every second). */
export function ClockBadge({ now, zone, label }: ClockBadgeProps) {
  const format = useMemo(
    () =>
      new Intl.DateTimeFormat('en-US', {
        weekday: 'short',
        hour: 'numeric',
        minute: '2-digit',
        second: '2-digit',
        timeZone: zone,
      }),
    [zone],
  );
  return (
    <Chip
      icon={<AccessTimeOutlined />}
      color="primary"
      variant="outlined"
      data-testid="schedule-clock"
      label={
        <span>
          <time dateTime={now.toISOString()}>{format.format(now)}</time> · {label}
        </span>
      }
      sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}
    />
  );
}
