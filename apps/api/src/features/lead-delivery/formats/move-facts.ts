import { type DeliveredLead, describePlace } from '../delivered-lead';

/** `YYYY-MM-DD` as the CRM wants it: `YYYYMMDD` or `MM/DD/YYYY`; empty when there is no date. */
export function compactDate(date: string | null): string {
  return date ? date.replaceAll('-', '') : '';
}

export function usDate(date: string | null): string {
  if (!date) return '';
  const [year, month, day] = date.split('-');
  return `${month}/${day}/${year}`;
}

/** Bedrooms of our move sizes (an office has none to tell). */
export function bedroomsOf(moveSize: string | null): number | null {
  if (moveSize === 'Studio') return 0;
  const match = moveSize?.match(/^(\d)\+? bedrooms?$/);
  return match ? Number(match[1]) : null;
}

/** One line for a CRM's notes: the route, the size and where the lead came from. */
export function moveNote(lead: DeliveredLead, leadUrl: string): string {
  const size = lead.moveSize ? `, ${lead.moveSize}` : '';
  const test = lead.isTest ? 'TEST LEAD. ' : '';
  return `${test}Move from ${describePlace(lead.from)} to ${describePlace(lead.to)}${size}. Vanbid lead: ${leadUrl}`;
}
