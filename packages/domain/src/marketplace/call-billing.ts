/** How a call ended, as the publisher reports it. */
export type CallStatus = 'answered' | 'missed' | 'voicemail' | 'busy' | 'failed';

export interface CallOutcome {
  status: CallStatus;
  durationSeconds: number;
  /** The caller asked for the company by name: recorded, never charged. */
  isBranded: boolean;
}

/** Answered calls shorter than this are not charged (configurable per deployment). */
export const BILLABLE_CALL_SECONDS_DEFAULT = 60;

export type NotChargedRule = 'branded' | 'not_answered' | 'voicemail' | 'too_short';

export const NOT_CHARGED_LABELS: Record<NotChargedRule | 'funds', string> = {
  branded: 'Branded call: free',
  not_answered: 'Not answered',
  voicemail: 'Went to voicemail',
  too_short: 'Shorter than the billable length',
  funds: 'Not enough funds when it ended',
};

/** "Charged", or "Not charged" with its reason in plain words, for a record of the logs. */
export function chargedLabel(record: { charged: boolean; not_charged_reason?: string | null }): string {
  if (record.charged) return 'Charged';
  const reason = record.not_charged_reason;
  const label =
    reason && Object.hasOwn(NOT_CHARGED_LABELS, reason)
      ? NOT_CHARGED_LABELS[reason as keyof typeof NOT_CHARGED_LABELS]
      : null;
  return label ? `Not charged: ${label}` : 'Not charged';
}

/** Whether a call is charged at its price, or why not. */
export function callCharge(
  outcome: CallOutcome,
  billableSeconds: number = BILLABLE_CALL_SECONDS_DEFAULT,
): { isCharged: true } | { isCharged: false; rule: NotChargedRule } {
  if (outcome.isBranded) return { isCharged: false, rule: 'branded' };
  if (outcome.status === 'voicemail') return { isCharged: false, rule: 'voicemail' };
  if (outcome.status !== 'answered') return { isCharged: false, rule: 'not_answered' };
  if (outcome.durationSeconds < billableSeconds) return { isCharged: false, rule: 'too_short' };
  return { isCharged: true };
}
