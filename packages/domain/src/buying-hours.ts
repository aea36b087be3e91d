// When a campaign buys next (issue #28: "Outside its hours — buys again Mon 8:00 AM"). Hours are
// Eastern wall-clock ranges, checked by the engine with `isWithinBuyingHours`; the owner reads the
// next start in their own zone.
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { type BuyingHours, isWithinBuyingHours } from './marketplace/eligibility';
import { WEEKDAYS, type Weekday } from './min-hourly-bids';
import { EASTERN_TIME_ZONE } from './time-zones';

function easternNow(now: Date): { day: Weekday; time: string; local: TZDate } {
  const local = new TZDate(now.getTime(), EASTERN_TIME_ZONE);
  return { day: WEEKDAYS[(local.getDay() + 6) % 7]!, time: format(local, 'HH:mm'), local };
}

/** True when the engine would let the campaign buy at `now` as far as its hours go. */
export function isBuyingHourNow(hours: BuyingHours, now: Date = new Date()): boolean {
  const { day, time } = easternNow(now);
  return isWithinBuyingHours(hours, day, time);
}

/**
 * The next instant after `now` at which one of the campaign's ranges opens (today's later ranges
 * first, then the next seven days); null for a campaign without any buying hours.
 */
export function nextBuyingStart(hours: BuyingHours, now: Date = new Date()): Date | null {
  const { local } = easternNow(now);
  for (let offset = 0; offset <= 7; offset += 1) {
    const date = new TZDate(
      local.getFullYear(),
      local.getMonth(),
      local.getDate() + offset,
      EASTERN_TIME_ZONE,
    );
    const day = WEEKDAYS[(date.getDay() + 6) % 7]!;
    const starts = (hours[day] ?? []).map((range) => range.from).sort();
    for (const from of starts) {
      const [hour, minute] = from.split(':').map(Number);
      const start = new TZDate(
        date.getFullYear(),
        date.getMonth(),
        date.getDate(),
        hour!,
        minute!,
        EASTERN_TIME_ZONE,
      );
      if (start.getTime() > now.getTime()) return new Date(start.getTime());
    }
  }
  return null;
}

/** An instant as "Mon 8:00 AM" in `timeZone`. */
export function weekdayTime(instant: Date, timeZone: string): string {
  return format(new TZDate(instant.getTime(), timeZone), 'EEE h:mm a');
}

/**
 * What a just-switched-on campaign does, after its name: "is live and within its buying hours
 * now", "is on, outside its hours — buys from Mon 8:00 AM", or that it has no hours at all.
 */
export function switchedOnWords(hours: BuyingHours, timeZone: string, now: Date = new Date()): string {
  if (isBuyingHourNow(hours, now)) return 'is live and within its buying hours now';
  const next = nextBuyingStart(hours, now);
  if (!next) return 'is on but has no buying hours, so it buys nothing until you set them';
  return `is on, outside its hours — buys from ${weekdayTime(next, timeZone)}`;
}
