import { randomUUID } from 'node:crypto';
import { formatUsd, PRIORITY } from '@vanbid/domain';
import type { Queryable } from '../../platform/db/database';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { type NotificationContent, publish } from '../../platform/events/publish';
import type { MoneyTx } from '../../platform/http/idempotency';
import { listActiveMethods } from '../payments';
import { getBalanceCents } from './balance';
import { creditFromMethod } from './method-movements';
import { findRecharge, markRechargeFailed } from './recharge.queries';

export type RechargeOutcome = 'not_needed' | 'recharged' | 'failed';

type GatewayDeps = Pick<AppDeps, 'paymentGateway'>;

/** What the owner is told after a recharge that charged a method, or failed on all of them. */
export function rechargeNotice(outcome: 'recharged' | 'failed', amountCents: number): NotificationContent {
  if (outcome === 'recharged')
    return {
      type: 'auto_recharge_done',
      title: 'Auto-recharge done',
      body: `We added ${formatUsd(amountCents)} to your wallet from your saved payment method.`,
      priority: PRIORITY.low,
    };
  return {
    type: 'auto_recharge_failed',
    title: 'Auto-recharge failed',
    body: `We could not add ${formatUsd(amountCents)} to your wallet from any saved payment method. Update your payment methods, then save the auto-recharge settings again.`,
    priority: PRIORITY.high,
  };
}

/** One attempt on one method, in a savepoint: a refusal undoes only this attempt. */
async function tryMethod(
  deps: GatewayDeps,
  tx: MoneyTx,
  input: { accountId: number; paymentMethodId: string; amountCents: number; gatewayKey: string },
) {
  try {
    await tx.transaction((attempt) =>
      creditFromMethod(deps, attempt, {
        ...input,
        type: 'charge',
        describe: (name) => `Auto-recharge from ${name}`,
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof AppError && error.code === 'PAYMENT_DECLINED') return false;
    throw error;
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
  for (const method of await listActiveMethods(tx, accountId)) {
    const { paymentMethodId } = method;
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
  if (outcome === 'failed') await markRechargeFailed(tx, accountId);
  await notify(tx, accountId, rechargeNotice(outcome, amountCents));
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
