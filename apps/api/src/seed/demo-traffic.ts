import { HOUR_WEIGHTS, type Random, randomLead, randomPhone, type ZipData } from '../features/demo-traffic';
import { easternMoment } from '../platform/clock/eastern-moment';

/**
 * The publishers' traffic of the demo world's past: leads and calls arriving on the marketplace's
 * time-of-day curve (HOUR_WEIGHTS), busier on weekdays, varying from day to day and growing a
 * little over the months. Deterministic for a seed, so every fresh start tells the same story.
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const LEADS_PER_DAY = 62;
const CALLS_PER_DAY = 54;
/** Share of calls where the caller asked for a company by name (recorded, never charged). */
const BRANDED_SHARE = 0.1;
/** Share of leads whose phone already came in lately (the duplicate rule). */
const REPEATED_PHONE_SHARE = 0.04;
/** Sunday first, as `Date.getUTCDay` and `Weekday` order them: quiet weekends, busy Mondays. */
const WEEKDAY_FACTORS = { sun: 0.6, mon: 1.1, tue: 1.05, wed: 1, thu: 1, fri: 0.95, sat: 0.7 };
const WEIGHT_SUM = HOUR_WEIGHTS.reduce((sum, weight) => sum + weight, 0);

export type PastOffer =
  | { kind: 'lead'; at: number; body: ReturnType<typeof randomLead> }
  | {
      kind: 'call';
      at: number;
      body: {
        external_id: string;
        caller_phone: string;
        from_zip: string;
        to_zip: string;
        is_branded: boolean;
      };
    };

/** mulberry32: small, fast and good enough for made-up traffic. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A Poisson count with mean `mean` (Knuth; the means here are small). */
function poisson(random: Random, mean: number): number {
  const limit = Math.exp(-mean);
  let count = 0;
  for (let product = random(); product > limit; product *= random()) count += 1;
  return count;
}

/** The instant the Eastern calendar day holding `instant` begins. */
export function easternMidnight(instant: number): number {
  const { hour, time } = easternMoment(new Date(instant));
  const minutes = Number(time.slice(3));
  const guess = instant - hour * HOUR_MS - minutes * 60_000 - (instant % 60_000);
  // Across a daylight-saving change the guess is an hour off: step to the real midnight.
  const check = easternMoment(new Date(guess)).hour;
  if (check === 0) return guess;
  return check === 23 ? guess + HOUR_MS : guess - HOUR_MS;
}

export interface TrafficDay {
  /** When the Eastern day begins. */
  start: number;
  /** 0 for the first day of the history: the business grows over it. */
  index: number;
  days: number;
}

/** The offers of one Eastern day, in time order, none at or after `until`. */
export function trafficOfDay(random: Random, zips: ZipData, day: TrafficDay, until: number): PastOffer[] {
  const weekday = easternMoment(new Date(day.start + 12 * HOUR_MS)).day;
  const volume = WEEKDAY_FACTORS[weekday] * (0.8 + 0.4 * random()) * (0.85 + (0.3 * day.index) / day.days);
  const offers: PastOffer[] = [];
  const recentPhones: string[] = [];
  for (const [hour, weight] of HOUR_WEIGHTS.entries()) {
    const share = (volume * weight) / WEIGHT_SUM;
    const arrivals = [
      ...Array.from({ length: poisson(random, LEADS_PER_DAY * share) }, () => 'lead' as const),
      ...Array.from({ length: poisson(random, CALLS_PER_DAY * share) }, () => 'call' as const),
    ];
    for (const kind of arrivals) {
      const at = day.start + hour * HOUR_MS + Math.floor(random() * HOUR_MS);
      if (at >= until) continue;
      const externalId = `history-${day.index}-${offers.length}`;
      if (kind === 'lead') {
        const isRepeat = recentPhones.length > 0 && random() < REPEATED_PHONE_SHARE;
        const phone = isRepeat
          ? recentPhones[Math.floor(random() * recentPhones.length)]
          : randomPhone(random);
        const body = randomLead(random, zips, externalId, phone, at);
        recentPhones.push(body.phone);
        offers.push({ kind, at, body });
      } else {
        const lead = randomLead(random, zips, externalId, undefined, at);
        const body = {
          external_id: externalId,
          caller_phone: lead.phone,
          from_zip: lead.from_zip,
          to_zip: lead.to_zip,
          is_branded: random() < BRANDED_SHARE,
        };
        offers.push({ kind, at, body });
      }
    }
  }
  return offers.sort((a, b) => a.at - b.at);
}

export { DAY_MS, HOUR_MS };
