// Lead delivery (docs/product.md §4, "Lead delivery"): where a sold lead goes, and when a
// failed attempt is tried again.

export const DELIVERY_KINDS = ['email', 'webhook', 'sms'] as const;
export type DeliveryKind = (typeof DELIVERY_KINDS)[number];

export const WEBHOOK_FORMATS = ['vanbid', 'smartmoving', 'granot', 'supermove'] as const;
export type WebhookFormat = (typeof WEBHOOK_FORMATS)[number];

export const WEBHOOK_FORMAT_LABELS: Record<WebhookFormat, string> = {
  vanbid: 'Vanbid JSON (signed)',
  smartmoving: 'SmartMoving Lead API',
  granot: 'Granot lead submission API',
  supermove: 'Supermove lead provider',
};

/** Whether the format has a key of its own beside the URL (Vanbid's signing secret, Granot's apikey). */
export const FORMAT_HAS_KEY: Record<WebhookFormat, boolean> = {
  vanbid: true,
  smartmoving: false,
  granot: true,
  supermove: false,
};

export const DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** Attempts stop this long after the lead was sold. */
export const DELIVERY_RETRY_WINDOW_HOURS = 24;
/** Failed attempts in a row that pause a destination (its owner is notified). */
export const DELIVERY_PAUSE_AFTER_FAILURES = 20;
/** The first 2 KB of a receiver's answer are kept with each attempt. */
export const DELIVERY_ANSWER_EXCERPT_BYTES = 2048;
export const DELIVERY_TIMEOUT_MS = 10_000;

/**
 * Whether an attempt that got this HTTP status is tried again: server errors, 408 and 429 are
 * passing trouble; any other 4xx says the request itself is refused.
 */
export function isRetryableStatus(status: number): boolean {
  return status >= 500 || status === 408 || status === 429;
}

/**
 * Seconds to wait after failed attempt number `attempt` (1 = the first): 10 s doubling up to 2 h,
 * with up to a tenth more at random so receivers coming back are not hit all at once.
 */
export function deliveryRetryDelaySeconds(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(10 * 2 ** Math.max(0, attempt - 1), 7200);
  return Math.round(base * (1 + random() / 10));
}

/** The next attempt's time, or null once it would fall past the retry window of the sale. */
export function nextDeliveryAttempt(soldAt: Date, failedAt: Date, attempt: number): Date | null {
  const next = new Date(failedAt.getTime() + deliveryRetryDelaySeconds(attempt) * 1000);
  const deadline = soldAt.getTime() + DELIVERY_RETRY_WINDOW_HOURS * 3600_000;
  return next.getTime() > deadline ? null : next;
}
