import { randomUUID } from 'node:crypto';
import { formatUsd, PRIORITY } from '@vanbid/domain';
import type { Queryable } from '../../platform/db/database';
import type { AppDeps } from '../../platform/deps';
import { type NotificationContent, publish } from '../../platform/events/publish';
import type { MoneyTx } from '../../platform/http/idempotency';
import { listActiveMethods, methodDisplayName } from '../payments';
import { getBalanceCents } from './balance';
import { type FailedMovement, isDecline, recordFailedMovement } from './failed-movements';
import { creditFromMethod } from './method-movements';
import { findRecharge, markRechargeRan } from './recharge.queries';

export type RechargeOutcome = 'not_needed' | 'recharged' | 'failed';

type GatewayDeps = Pick<AppDeps, 'paymentGateway'>;

/**
 * What the owner is told after a recharge that charged a method, or failed on all of them; it
 * names only the methods on file that were charged or tried (`Visa •••• 4242`).
 */
export function rechargeNotice(
  outcome: 'recharged' | 'failed',
  amountCents: number,
  methodNames: readonly string[] = [],
): NotificationContent {
  if (outcome === 'recharged')
    return {
      type: 'auto_recharge_done',
      title: 'Auto-recharge done',
      body: `We added ${formatUsd(amountCents)} to your wallet from ${methodNames.at(-1) ?? 'your saved payment method'}.`,
      priority: PRIORITY.low,
    };
  const tried = methodNames.length > 0 ? methodNames.join(', ') : 'any saved payment method';
  return {
    type: 'auto_recharge_failed',
    title: 'Auto-recharge failed',
    body: `We could not add ${formatUsd(amountCents)} to your wallet from ${tried}. Update your payment methods, then save the auto-recharge settings again.`,
    priority: PRIORITY.high,
  };
}

/**
 * One attempt on one method, in a savepoint: a refusal undoes only this attempt and is recorded
 * as a failed billed item in the recharge's transaction.
 */
async function tryMethod(
  deps: GatewayDeps,
  tx: MoneyTx,
  input: { accountId: number; paymentMethodId: string; amountCents: number; gatewayKey: string },
) {
  let declined: FailedMovement | undefined;
  try {
    await tx.transaction((attempt) =>
      creditFromMethod(deps, attempt, {
        ...input,
        type: 'charge',
        describe: (name) => `Auto-recharge from ${name}`,
        onDeclined: async (failed) => {
          declined = failed;
        },
      }),
    );
    return true;
  } catch (error) {
    if (!isDecline(error) || !declined) throw error;
    // Written after the attempt's savepoint is undone, in the recharge's own transaction.
    await recordFailedMovement(tx, declined);
    return false;
  }
}

/**
 * Inside `tx`, when enabled and the balance is under the threshold: charge `amount` to the
 * primary method, then to the others in order (bank accounts included), stopping at the first
 * success; the owner is notified either way. If all fail, recharging stops until the settings
 * are saved again or a method is added: one attempt per trigger, never a loop. The settings row
 * is locked, so concurrent triggers recharge once. `gatewayKey` names each method's charge: the
 * same key never charges twice at the gateway.
 */
export async function rechargeWithin(
  deps: GatewayDeps,
  tx: MoneyTx,
  accountId: number,
  gatewayKey: (paymentMethodId: string) => string,
): Promise<{ outcome: RechargeOutcome; amountCents: number }> {
  const settings = await findRecharge(tx, accountId, { lock: true });
  const notNeeded = { outcome: 'not_needed', amountCents: 0 } as const;
  if (!settings?.isEnabled || settings.lastFailureAt) return notNeeded;
  if ((await getBalanceCents(tx, accountId)) >= settings.thresholdCents) return notNeeded;
  const { amountCents } = settings;
  let outcome: RechargeOutcome = 'failed';
  const tried: string[] = [];
  for (const method of await listActiveMethods(tx, accountId)) {
    const { paymentMethodId } = method;
    tried.push(methodDisplayName(method));
    if (
      await tryMethod(deps, tx, {
        accountId,
        paymentMethodId,
        amountCents,
        gatewayKey: gatewayKey(paymentMethodId),
      })
    ) {
      outcome = 'recharged';
      break;
    }
  }
  await markRechargeRan(tx, accountId, outcome === 'failed');
  const named = outcome === 'recharged' ? tried.slice(-1) : tried;
  await notify(tx, accountId, rechargeNotice(outcome, amountCents, named));
  return { outcome, amountCents };
}

function notify(tx: Queryable, accountId: number, notification: NotificationContent) {
  return publish(tx, { name: 'new_notification', accountId, notification });
}

/** Recharges now if the balance is under the threshold, in its own transaction (a sale only requests one: `requestAutoRecharge`). */
export async function maybeAutoRecharge(
  deps: Pick<AppDeps, 'db' | 'paymentGateway'>,
  accountId: number,
): Promise<RechargeOutcome> {
  const { outcome } = await deps.db.transaction((tx) =>
    rechargeWithin(deps, tx, accountId, () => `${accountId}:recharge:${randomUUID()}`),
  );
  return outcome;
}
