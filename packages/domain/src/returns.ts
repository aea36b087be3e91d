// Returns: a buyer gives back a bad lead or call for a credit to the wallet.

export const RETURN_KINDS = ['lead', 'call'] as const;
export type ReturnKind = (typeof RETURN_KINDS)[number];

export const LEAD_RETURN_REASONS = [
  'wrong_number',
  'not_the_person',
  'not_moving',
  'outside_area',
  'duplicate',
  'no_consent',
  'fake',
] as const;
export const CALL_RETURN_REASONS = ['not_a_customer', 'spam', 'hung_up', 'outside_area'] as const;
export type LeadReturnReason = (typeof LEAD_RETURN_REASONS)[number];
export type CallReturnReason = (typeof CALL_RETURN_REASONS)[number];
export type ReturnReason = LeadReturnReason | CallReturnReason;

export const RETURN_REASONS = [...new Set([...LEAD_RETURN_REASONS, ...CALL_RETURN_REASONS])] as const;

/** How a buyer reads each reason, per kind (a call's wrong number says more than a lead's). */
export const RETURN_REASON_LABELS: Record<ReturnKind, Partial<Record<ReturnReason, string>>> = {
  lead: {
    wrong_number: 'Disconnected or wrong number',
    not_the_person: 'Not the person',
    not_moving: 'Not moving',
    outside_area: 'Outside my service area',
    duplicate: 'Duplicate',
    no_consent: 'No consent, or consent not naming us',
    fake: 'Fake or test',
  },
  call: {
    not_a_customer: 'Wrong number or not a mover’s customer',
    spam: 'Solicitor or spam',
    hung_up: 'Caller hung up',
    outside_area: 'Outside my area',
  },
};

export function reasonsOf(kind: ReturnKind): readonly ReturnReason[] {
  return kind === 'lead' ? LEAD_RETURN_REASONS : CALL_RETURN_REASONS;
}

export function returnReasonLabel(kind: ReturnKind, reason: string): string {
  return RETURN_REASON_LABELS[kind][reason as ReturnReason] ?? reason;
}

export const RETURN_STATUSES = ['pending', 'approved', 'refused'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/** The account's return settings until it changes them. */
export const RETURN_DEFAULTS = { leadWindowDays: 7, callWindowDays: 3, capPercent: 10 } as const;
/** The same phone sold to the same account within this many days makes a duplicate. */
export const DUPLICATE_WINDOW_DAYS = 30;
/** Returns on one page of the Returns list (`GET /returns`). */
export const RETURNS_PAGE_SIZE = 100;

/** What an account may set: each window in whole days, the cap in whole percent. */
export const RETURN_SETTINGS_BOUNDS = {
  windowDays: { min: 1, max: 30 },
  capPercent: { min: 0, max: 50 },
} as const;

const DAY_MS = 86_400_000;

export interface ReturnSettings {
  leadWindowDays: number;
  callWindowDays: number;
  capPercent: number;
}

/** Until when an item bought at `boughtAt` may be returned. */
export function returnDeadline(kind: ReturnKind, boughtAt: Date, settings: ReturnSettings): Date {
  const days = kind === 'lead' ? settings.leadWindowDays : settings.callWindowDays;
  return new Date(boughtAt.getTime() + days * DAY_MS);
}

/** How many returns a month of `purchases` allows: the cap's share, rounded down. */
export function monthlyReturnAllowance(purchases: number, capPercent: number): number {
  return Math.floor((purchases * capPercent) / 100);
}

/** The rule that decided a return on its own; null when a person decided. */
export const RETURN_RULES = [
  'duplicate',
  'outside_area',
  'no_consent',
  'outside_window',
  'above_cap',
  'already_returned',
] as const;
export type ReturnRule = (typeof RETURN_RULES)[number];

export const RETURN_RULE_WORDS: Record<ReturnRule, string> = {
  duplicate: 'The same phone was sold to you within 30 days',
  outside_area: 'The lead was outside the campaign’s area when it was sold',
  no_consent: 'The lead came without a consent certificate',
  outside_window: 'The return window has passed',
  above_cap: 'This month’s return cap is used up',
  already_returned: 'This item was already returned',
};

/** What the system knows of an item when its return is asked for. */
export interface ReturnFacts {
  kind: ReturnKind;
  reason: ReturnReason;
  boughtAt: Date;
  now: Date;
  settings: ReturnSettings;
  /** A return of the same item was asked for before (and not refused for the window or cap). */
  hasEarlierReturn: boolean;
  /** This calendar month: the account's purchases, and its returns not refused. */
  monthPurchases: number;
  monthReturns: number;
  /** The same phone was sold to the account within 30 days before this sale. */
  isDuplicate: boolean;
  /** The origin was outside the campaign's area, and the area has not changed since the sale. */
  isOutsideArea: boolean;
  hasConsentCertificate: boolean;
}

export type ReturnDecision =
  | { outcome: 'approved'; rule: ReturnRule }
  | { outcome: 'refused'; rule: ReturnRule }
  | { outcome: 'review' };

/**
 * How a return is decided when asked for: a second return, or one past the window, is refused; a
 * claim the system can check (a duplicate, outside the area, no consent certificate) is approved;
 * the rest go to support, unless the month's cap is used up.
 */
export function decideReturn(facts: ReturnFacts): ReturnDecision {
  if (facts.hasEarlierReturn) return { outcome: 'refused', rule: 'already_returned' };
  if (facts.now > returnDeadline(facts.kind, facts.boughtAt, facts.settings))
    return { outcome: 'refused', rule: 'outside_window' };
  if (facts.reason === 'duplicate' && facts.kind === 'lead' && facts.isDuplicate)
    return { outcome: 'approved', rule: 'duplicate' };
  if (facts.reason === 'outside_area' && facts.isOutsideArea)
    return { outcome: 'approved', rule: 'outside_area' };
  if (facts.reason === 'no_consent' && facts.kind === 'lead' && !facts.hasConsentCertificate)
    return { outcome: 'approved', rule: 'no_consent' };
  if (facts.monthReturns + 1 > monthlyReturnAllowance(facts.monthPurchases, facts.settings.capPercent))
    return { outcome: 'refused', rule: 'above_cap' };
  return { outcome: 'review' };
}

/** A publisher shown to a buyer: "Source A", "Source B", … by position, never by name. */
export function sourceLabel(position: number): string {
  let label = '';
  let rest = position;
  do {
    label = String.fromCharCode(65 + (rest % 26)) + label;
    rest = Math.floor(rest / 26) - 1;
  } while (rest >= 0);
  return `Source ${label}`;
}

/** "Credit — returned lead #123 (Duplicate)": the billed item of an approved return. */
export function creditDescription(kind: ReturnKind, recordId: number, reason: string): string {
  return `Credit — returned ${kind} #${recordId} (${returnReasonLabel(kind, reason)})`;
}
