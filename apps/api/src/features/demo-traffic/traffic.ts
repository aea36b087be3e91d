import { MOVE_SIZES } from '@vanbid/contract';
import type { ZipCodeRecord } from 'zipcodes';

/** Random traffic that looks like a lead form's and a call tracker's (docs/product.md §4, "The marketplace"). */

const FIRST_NAMES = [
  'Maria',
  'James',
  'Ana',
  'Tom',
  'Lee',
  'Sara',
  'Mike',
  'Olga',
  'Noah',
  'Emma',
  'Liam',
  'Ava',
];
const LAST_NAMES = [
  'Lopez',
  'Carter',
  'Silva',
  'Baker',
  'Wong',
  'Cohen',
  'Brown',
  'Petrova',
  'Smith',
  'Jones',
];
/** Where the demo's buyers are: most traffic comes from there; the rest from anywhere in the US. */
const MARKET_ZIPS = [
  '23219',
  '23220',
  '23221',
  '23223',
  '23226',
  '24011',
  '24014',
  '24018',
  '30303',
  '30305',
  '30309',
  '30318',
  '27601',
  '28202',
  '29201',
];
/** Share of the day's traffic per Eastern hour: quiet nights, busy late mornings. */
export const HOUR_WEIGHTS = [
  0.2, 0.15, 0.1, 0.1, 0.1, 0.2, 0.4, 0.7, 1.1, 1.5, 1.7, 1.6, 1.4, 1.3, 1.3, 1.2, 1.1, 1, 0.9, 0.8, 0.6, 0.5,
  0.4, 0.3,
];

export type Random = () => number;

const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

export interface ZipData {
  codes: Record<string, ZipCodeRecord>;
  lookupByState(state: string): ZipCodeRecord[];
}

let allZips: string[] | undefined;

/** An origin and destination: 60 % within one state (local), the rest anywhere (long distance). */
export function zipPair(random: Random, zips: ZipData): { from: string; to: string } {
  allZips ??= Object.values(zips.codes)
    .filter((record) => record.country === 'US')
    .map((record) => record.zip);
  const from = random() < 0.75 ? pick(random, MARKET_ZIPS) : pick(random, allZips);
  const state = zips.codes[from]?.state ?? 'VA';
  const to = random() < 0.6 ? pick(random, zips.lookupByState(state)).zip : pick(random, allZips);
  return { from, to };
}

/** A made-up number that passes the NANP rules: no N11 area code, not the fictional 555-01xx. */
export function randomPhone(random: Random): string {
  const drawnArea = 200 + Math.floor(random() * 700);
  const area = drawnArea % 100 === 11 ? drawnArea + 1 : drawnArea;
  const drawnLine = Math.floor(random() * 10_000);
  const line = String(drawnLine >= 100 && drawnLine < 200 ? drawnLine + 100 : drawnLine).padStart(4, '0');
  return `(${area}) 555-${line}`;
}

/** A lead form's post; `now` is when it was filled in (the demo's history passes past moments). */
export function randomLead(
  random: Random,
  zips: ZipData,
  externalId: string,
  phone = randomPhone(random),
  now = Date.now(),
) {
  const { from, to } = zipPair(random, zips);
  const first = pick(random, FIRST_NAMES);
  const last = pick(random, LAST_NAMES);
  const moveDate = new Date(now + (7 + Math.floor(random() * 80)) * 86_400_000).toISOString().slice(0, 10);
  return {
    external_id: externalId,
    first_name: first,
    last_name: last,
    phone,
    email: `${first}.${last}${Math.floor(random() * 1000)}@example.com`.toLowerCase(),
    from_zip: from,
    to_zip: to,
    move_date: moveDate,
    move_size: pick(random, MOVE_SIZES),
    consent: {
      certificate_url: `https://cert.trustedform.example/${externalId}`,
      consent_text:
        'By submitting, I agree that movers may call and text me about my move, also by automated means.',
      captured_at: new Date(now).toISOString(),
      ip: `203.0.113.${Math.floor(random() * 254) + 1}`,
      page_url: 'https://quotes.example.com/moving-quote',
    },
  };
}

export type CallScript =
  | { outcome: 'no_answer' }
  | { outcome: 'ended'; status: 'answered' | 'missed' | 'voicemail'; durationSeconds: number };

/** How a routed call goes: mostly answered (some too short to bill), some unanswered, voicemail or dropped. */
export function callScript(random: Random): CallScript {
  const roll = random();
  if (roll < 0.12) return { outcome: 'no_answer' };
  if (roll < 0.2)
    return { outcome: 'ended', status: 'voicemail', durationSeconds: 20 + Math.floor(random() * 40) };
  if (roll < 0.25) return { outcome: 'ended', status: 'missed', durationSeconds: 0 };
  const isShort = random() < 0.2;
  const durationSeconds = isShort
    ? 5 + Math.floor(random() * 54)
    : Math.round(60 + Math.exp(random() * Math.log(900)));
  return { outcome: 'ended', status: 'answered', durationSeconds };
}
