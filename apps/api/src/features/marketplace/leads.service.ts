import { LOSS_REASON_LABELS, type LossReason } from '@vanbid/domain';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { queueRechargeRequests } from '../wallet';
import type { LeadSeller } from './lead-batcher';
import type { LeadOffer } from './lead-offer';
import { formatPhone, moveDistance } from './offer-context';
import type { Publisher } from './publishers';

export interface LeadBody {
  external_id: string;
  first_name: string;
  last_name: string;
  phone: string;
  email: string;
  from_zip: string;
  to_zip: string;
  move_date: string;
  move_size: string;
  consent: Record<string, unknown>;
}

/** The reason in words, for the publisher's 422. */
export function describeUnsold(reason: string): string {
  if (reason === 'no_campaign') return 'No campaign buys this kind of traffic here';
  return LOSS_REASON_LABELS[reason as LossReason] ?? reason;
}

export function noBuyer(what: 'lead' | 'call', reason: string): AppError {
  return new AppError('NO_BUYER', `No buyer took the ${what}: ${describeUnsold(reason)}`, { reason });
}

/**
 * After the sale committed, its auto-recharge requests go to the job queue (docs/product.md §7);
 * without a queue here, or if sending fails, the job's sweep finds them within a minute.
 */
export async function rechargeAfterSale(
  deps: Pick<AppDeps, 'jobs'>,
  requestIds: readonly number[],
  log: { error(object: unknown, message: string): void },
): Promise<void> {
  try {
    await queueRechargeRequests(deps.jobs, requestIds);
  } catch (error) {
    log.error({ err: error, requestIds }, 'could not queue auto-recharge; the sweep will');
  }
}

/** The lead as the engine sells it: the phone formatted, the distance from the ZIPs (400 for an unknown one). */
export async function toLeadOffer(publisherId: number, body: LeadBody): Promise<LeadOffer> {
  return {
    publisherId,
    externalId: body.external_id,
    firstName: body.first_name,
    lastName: body.last_name,
    phone: formatPhone(body.phone),
    email: body.email,
    fromZip: body.from_zip,
    toZip: body.to_zip,
    moveDate: body.move_date,
    moveSize: body.move_size,
    distance: await moveDistance(body.from_zip, body.to_zip),
    consent: body.consent,
  };
}

/** `POST /marketplace/leads`: sells the lead (in the process's next batch), or 422 NO_BUYER with the reason (replayed alike). */
export async function postLead(
  deps: Pick<AppDeps, 'jobs'>,
  sell: LeadSeller,
  publisher: Publisher,
  body: LeadBody,
  log: { error(object: unknown, message: string): void },
) {
  const result = await sell(await toLeadOffer(publisher.id, body));
  await rechargeAfterSale(deps, result.rechargeRequestIds, log);
  if (result.buyers === 0) throw noBuyer('lead', result.unsoldReason ?? 'no_campaign');
  return { lead_id: result.offerId, buyers: result.buyers, replayed: result.replayed };
}
