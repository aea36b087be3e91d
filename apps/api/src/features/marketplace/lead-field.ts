import type { Offer } from '@vanbid/domain';
import { type MarketValues, verdictOf } from './candidate-verdict';
import type { CandidateRow } from './candidates.queries';
import { COUNTED_REASONS, type Decision } from './evaluate';

/** One campaign of a field: its price at the minute and why it could not buy when the batch began ('' in the running). */
export interface FieldEntry {
  campaignId: number;
  accountId: number;
  priceCents: number;
  reason: string;
}

/**
 * The campaigns of one area that a lead of the batch could go to (marketplace_lead_fields): written
 * once for all the batch's leads from that area, each lead then keeping only the losses its field
 * does not tell (`ownLosses`).
 */
export interface LeadField {
  entries: FieldEntry[];
  byCampaign: Map<number, FieldEntry>;
}

/**
 * The field of an area's candidates for an offer of the batch, as the market stood before its
 * first lead (the state the batch read under its locks). Spend only grows and balances only shrink
 * within a batch, so a campaign over its limit or out of funds at the start stays so for every lead.
 */
export function fieldOf(rows: readonly CandidateRow[], offer: Offer, market: MarketValues): LeadField {
  const entries: FieldEntry[] = [];
  for (const row of rows) {
    // The phone aside: a field is the same for every lead of its area, whoever bought the phone.
    const verdict = verdictOf(row, offer, market, false);
    if (
      verdict === null ||
      verdict === 'no_minimum' ||
      (verdict.reason && COUNTED_REASONS.has(verdict.reason))
    )
      continue;
    entries.push({
      campaignId: row.id,
      accountId: row.accountId,
      priceCents: verdict.priceCents,
      reason: verdict.reason ?? '',
    });
  }
  return { entries, byCampaign: new Map(entries.map((entry) => [entry.campaignId, entry])) };
}

/**
 * The lead's losses its field does not tell: a loss for another reason than the field's (`outbid`
 * for a campaign in the running), at another price, or by a campaign outside the field.
 */
export function ownLosses(field: LeadField, lost: readonly Decision[]): Decision[] {
  return lost.filter((decision) => {
    const entry = field.byCampaign.get(decision.campaign.id);
    return (
      !entry || decision.lossReason !== (entry.reason || 'outbid') || decision.priceCents !== entry.priceCents
    );
  });
}
