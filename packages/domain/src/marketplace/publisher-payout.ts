/**
 * A publisher's payout: the share of each sale's price the marketplace owes the publisher that
 * brought the lead or call (one share for every publisher). A credit for a returned sale charges
 * that payout back.
 */
export const PUBLISHER_PAYOUT_PERCENT = 70;

/** What a sale at `priceCents` owes its publisher, rounded down to the cent. */
export function publisherPayoutCents(priceCents: number): number {
  return Math.floor((priceCents * PUBLISHER_PAYOUT_PERCENT) / 100);
}
