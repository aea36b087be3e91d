import type { DeliveryKind } from '@vanbid/domain';
import type { AppDeps } from '../../platform/deps';
import { portalUrl } from '../../platform/http/portal-url';
import { type AttemptMade, recordAttempts } from './attempt-outcome';
import { type AttemptResult, type DeliveryChannel, deliveryChannels } from './channels/index';
import { type DeliveredLead, type DestinationToSend, type Place, placeOf } from './delivered-lead';
import { type ClaimedDelivery, claimDeliveries } from './deliveries.queries';
import { testLead } from './test-lead';

/** Attempts one process makes at once. */
const ATTEMPTS_AT_ONCE = 24;

export interface DeliveryDeps extends Pick<AppDeps, 'db' | 'mailer' | 'config' | 'secretBox' | 'sms'> {
  /** The channels, made once (their connections kept); made per run when left out. */
  channels?: Record<DeliveryKind, DeliveryChannel>;
  /** Told each attempt (the metrics). */
  onAttempt?: (kind: string, outcome: AttemptResult['outcome'], seconds: number) => void;
}

export const URL_PURPOSE = 'lead-delivery-url';
export const SECRET_PURPOSE = 'lead-delivery-secret';

/** Local receivers allowed: `DELIVERY_LOCAL_TARGETS`; unset, on outside production and on the embedded demo. */
export const allowsLocalTargets = (config: AppDeps['config']) =>
  (config.DELIVERY_LOCAL_TARGETS ??
    (config.NODE_ENV !== 'production' || config.DATABASE_URL === undefined ? 'on' : 'off')) === 'on';

function destinationOf(
  row: ClaimedDelivery,
  openSealed: (purpose: string, sealed: string) => string | null,
): DestinationToSend {
  const open = (purpose: string, sealed: string | null) => (sealed ? openSealed(purpose, sealed) : null);
  return {
    id: row.destination_id,
    accountId: row.account_id,
    name: row.name,
    kind: row.kind,
    emails: row.emails,
    phones: row.phones,
    format: row.format,
    url: open(URL_PURPOSE, row.url_sealed),
    secret: open(SECRET_PURPOSE, row.secret_sealed),
  };
}

/** Entries a memo keeps before it starts afresh (a long-running worker sees ever more ZIPs and keys). */
const MEMO_LIMIT = 10_000;

function memo<K, V>(make: (key: K) => V): (key: K) => V {
  const known = new Map<K, V>();
  return (key) => {
    if (!known.has(key)) {
      if (known.size >= MEMO_LIMIT) known.clear();
      known.set(key, make(key));
    }
    return known.get(key)!;
  };
}

async function leadOf(row: ClaimedDelivery, place: (zip: string) => Promise<Place>): Promise<DeliveredLead> {
  if (row.record_id === null) return testLead(row.created_at);
  const [from, to] = await Promise.all([place(row.from_zip!), place(row.to_zip!)]);
  return {
    id: row.record_id,
    isTest: false,
    soldAt: row.time_created!,
    campaignName: row.campaign_name!,
    priceCents: row.payout_cents ?? 0,
    firstName: row.first_name!,
    lastName: row.last_name!,
    phone: row.phone!,
    email: row.email!,
    from,
    to,
    moveDate: row.move_date,
    moveSize: row.move_size,
    distance: row.distance!,
  };
}

/**
 * The lead's page in the portal, in the buyer's account (`?account=` opens it for a member of
 * several); a test lead's: the delivery settings it was sent from.
 */
export function leadUrlOf(base: string, lead: Pick<DeliveredLead, 'id'>, accountId: number): string {
  const page = lead.id === null ? '/settings/lead-delivery' : `/leads/${lead.id}`;
  return `${base}${page}?account=${accountId}`;
}

/** What attempts share: the channels, the portal's address, each ZIP's place and opened secret, worked out once. */
export interface AttemptContext {
  channels: Record<DeliveryKind, DeliveryChannel>;
  base: string;
  place: (zip: string) => Promise<Place>;
  destinationOfRow: (row: ClaimedDelivery) => DestinationToSend;
}

/** The context of a worker's attempts; what it remembers is dropped past `MEMO_LIMIT` entries. */
export function attemptContext(deps: DeliveryDeps): AttemptContext {
  const open = memo((sealed: `${string} ${string}`) => {
    const [purpose, value] = sealed.split(' ') as [string, string];
    return deps.secretBox.open(purpose, value);
  });
  return {
    channels: deps.channels ?? deliveryChannels({ ...deps, allowLocal: allowsLocalTargets(deps.config) }),
    base: portalUrl(deps.config),
    place: memo(placeOf),
    destinationOfRow: (row) => destinationOf(row, (purpose, sealed) => open(`${purpose} ${sealed}`)),
  };
}

/** Sends one claimed delivery through its channel; what came back, never thrown. */
export async function attemptOne(
  deps: DeliveryDeps,
  context: AttemptContext,
  row: ClaimedDelivery,
): Promise<AttemptMade> {
  const lead = await leadOf(row, context.place);
  const startedAt = new Date();
  const started = performance.now();
  const result = await context.channels[row.kind].send({
    deliveryId: row.id,
    attempt: row.attempts,
    messageId: row.message_id,
    lead,
    destination: context.destinationOfRow(row),
    leadUrl: leadUrlOf(context.base, lead, row.account_id),
  });
  const durationMs = performance.now() - started;
  deps.onAttempt?.(row.kind, result.outcome, durationMs / 1000);
  return { delivery: row, result, startedAt, durationMs };
}

/**
 * Makes one attempt for each claimed delivery (a test lead, a resend: the caller waits for them),
 * `sendsAtOnce` at a time, then logs them together; one to try again waits in its row for its
 * `next_attempt_at`, where the delivery worker finds it. Never throws for a receiver.
 */
export async function attemptClaimed(
  deps: DeliveryDeps,
  claimed: readonly ClaimedDelivery[],
  sendsAtOnce = ATTEMPTS_AT_ONCE,
): Promise<void> {
  if (claimed.length === 0) return;
  const context = attemptContext(deps);
  const made: AttemptMade[] = [];
  let next = 0;
  const worker = async () => {
    while (next < claimed.length) made.push(await attemptOne(deps, context, claimed[next++]!));
  };
  await Promise.all(Array.from({ length: Math.min(sendsAtOnce, claimed.length) }, worker));
  await recordAttempts(deps.db, made);
}

/** Makes one attempt now for each delivery of `ids` that is due (a test lead, a resend). */
export async function deliverDue(deps: DeliveryDeps, ids: readonly number[]): Promise<void> {
  await attemptClaimed(deps, await claimDeliveries(deps.db, ids, deps.config.DELIVERY_LEASE_SECONDS));
}
