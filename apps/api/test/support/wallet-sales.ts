import { createPublisher } from '../../src/features/marketplace';
import { debitForSale, requestAutoRecharge, settleRechargeRequest } from '../../src/features/wallet';
import type { AppDeps } from '../../src/platform/deps';
import { createCampaign } from '../../src/seed/factories';

type Deps = Pick<AppDeps, 'db' | 'paymentGateway' | 'mailer'>;

/** The campaign each account's test sales are billed to (switched off: it never buys in the market). */
const campaignOf = new Map<number, Promise<number>>();

function campaignFor(deps: Deps, accountId: number): Promise<number> {
  if (!campaignOf.has(accountId))
    campaignOf.set(
      accountId,
      createCampaign(deps.db, { accountId, group: 'leads', nickname: 'Wallet sales', isActive: false }).then(
        (campaign) => campaign.id,
      ),
    );
  return campaignOf.get(accountId)!;
}

/** The publisher the test sales of a database come from. */
const publisherOf = new WeakMap<object, Promise<number>>();

export function salesPublisher(db: Deps['db']): Promise<number> {
  if (!publisherOf.has(db))
    publisherOf.set(
      db,
      createPublisher(db, { name: 'Wallet sales traffic' }).then((publisher) => publisher.id),
    );
  return publisherOf.get(db)!;
}

/**
 * A sale paid as the marketplace pays one (`debitForSale`, with the auto-recharge request it
 * writes in the same transaction), then that request settled as the `auto-recharge` job does.
 * The balance it left, or null when the wallet could not pay (nothing written).
 */
export async function buyFromWallet(
  deps: Deps,
  input: { accountId: number; priceCents: number; type?: 'lead' | 'call' },
): Promise<{ balanceAfterCents: number } | null> {
  const campaignId = await campaignFor(deps, input.accountId);
  const type = input.type ?? 'lead';
  const publisherId = await salesPublisher(deps.db);
  const sale = await deps.db.transaction(async (tx) => {
    const debit = await debitForSale(tx, {
      accountId: input.accountId,
      campaignId,
      type,
      priceCents: input.priceCents,
      description: type === 'lead' ? 'Lead' : 'Call',
      publisherId,
    });
    if (!debit) return null;
    return { ...debit, requestId: await requestAutoRecharge(tx, input.accountId, debit.balanceAfterCents) };
  });
  if (sale?.requestId != null) await settleRechargeRequest(deps, sale.requestId);
  return sale && { balanceAfterCents: sale.balanceAfterCents };
}
