import { EASTERN_TIME_ZONE, type Weekday } from '@vanbid/domain';

/** The Eastern moment an offer is priced and its hours checked at (docs/product.md §4). */
export interface EasternMoment {
  day: Weekday;
  hour: number;
  /** `HH:mm`. */
  time: string;
  /** `YYYY-MM-DD`: the calendar day daily limits run on. */
  date: string;
}

const easternParts = new Intl.DateTimeFormat('en-US', {
  timeZone: EASTERN_TIME_ZONE,
  hourCycle: 'h23',
  weekday: 'short',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

export function easternMoment(now: Date = new Date()): EasternMoment {
  const part: Record<string, string> = {};
  for (const { type, value } of easternParts.formatToParts(now)) part[type] = value;
  const hour = Number(part.hour);
  return {
    day: part.weekday!.toLowerCase() as Weekday,
    hour,
    time: `${String(hour).padStart(2, '0')}:${part.minute}`,
    date: `${part.year}-${part.month}-${part.day}`,
  };
}
