// How the lead and call detail words what was recorded (docs/product.md §5, "Lead and call detail").
import { NOT_CHARGED_LABELS } from './marketplace/call-billing';

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/** The mean radius of the Earth in statute miles (IUGG). */
const EARTH_RADIUS_MILES = 3958.8;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance between two points (haversine), in whole miles. */
export function greatCircleMiles(from: GeoPoint, to: GeoPoint): number {
  const deltaLatitude = radians(to.latitude - from.latitude);
  const deltaLongitude = radians(to.longitude - from.longitude);
  const chord =
    Math.sin(deltaLatitude / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(deltaLongitude / 2) ** 2;
  return Math.round(2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(chord))));
}

/** `4:05` for 245 seconds, `1:02:03` past an hour. */
export function callDurationText(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const [hours, minutes, rest] = [Math.floor(whole / 3600), Math.floor((whole % 3600) / 60), whole % 60];
  const pad = (value: number) => String(value).padStart(2, '0');
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(rest)}` : `${minutes}:${pad(rest)}`;
}

const CALL_OUTCOME_WORDS: Record<string, string> = {
  ringing: 'Ringing now',
  in_progress: 'In progress: the caller is on the line',
  missed: 'Missed: nobody answered',
  voicemail: 'Went to voicemail',
  busy: 'The line was busy',
  failed: 'The call did not connect',
};

/** How a call went, in plain words: "Answered, talked 4:05", "Went to voicemail". */
export function callOutcomeWords(status: string, durationSeconds: number): string {
  if (status === 'answered') return `Answered, talked ${callDurationText(durationSeconds)}`;
  return CALL_OUTCOME_WORDS[status] ?? status;
}

const CALL_STATUS_WORDS: Record<string, string> = {
  ringing: 'Ringing',
  in_progress: 'In progress',
  answered: 'Answered',
  missed: 'Missed',
  voicemail: 'Voicemail',
  busy: 'Busy',
  failed: 'Did not connect',
};

/** A call's status in a word or two, for a log's column: "In progress", "Voicemail". */
export function callStatusWords(status: string): string {
  return CALL_STATUS_WORDS[status] ?? status.replaceAll('_', ' ');
}

/** Why a call was not charged, in plain words; null for a code we do not know (or none). */
export function notChargedWords(reason: string | null | undefined): string | null {
  if (!reason || !Object.hasOwn(NOT_CHARGED_LABELS, reason)) return null;
  return NOT_CHARGED_LABELS[reason as keyof typeof NOT_CHARGED_LABELS];
}

/** An age in words, at its largest whole unit: "45 seconds", "12 minutes", "3 hours", "4 days". */
export function ageWords(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const units: [number, string][] = [
    [86_400, 'day'],
    [3_600, 'hour'],
    [60, 'minute'],
  ];
  for (const [size, name] of units) {
    const count = Math.floor(whole / size);
    if (count >= 1) return `${count} ${name}${count === 1 ? '' : 's'}`;
  }
  return `${whole} second${whole === 1 ? '' : 's'}`;
}

export interface TextPart {
  text: string;
  isMatch: boolean;
}

/**
 * `text` cut into parts where `name` appears (any case, whole words), so a screen can highlight
 * the buyer's company in a consent text. One part, unmatched, when the name is not there.
 */
export function splitOnName(text: string, name: string): TextPart[] {
  const wanted = name.trim();
  if (wanted.length < 2) return [{ text, isMatch: false }];
  const escaped = wanted.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'giu');
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) parts.push({ text: text.slice(last, match.index), isMatch: false });
    parts.push({ text: match[0], isMatch: true });
    last = match.index + match[0].length;
  }
  if (last < text.length || parts.length === 0) parts.push({ text: text.slice(last), isMatch: false });
  return parts;
}
