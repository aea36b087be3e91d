import { randomUUID } from 'node:crypto';
import { formatUsd, PRIORITY } from '@vanbid/domain';
import type { Queryable } from '../../platform/db/database';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { publish } from '../../platform/events/publish';
import type { MoneyTx } from '../../platform/http/idempotency';
import { listActiveMethods } from '../payments';
import { getBalanceCents } from './balance';
import { creditFromMethod } from './method-movements';
import { findRecharge, markRechargeFailed } from './recharge.queries';

export type RechargeOutcome = 'not_needed' | 'recharged' | 'failed';

function notifyFailure(tx: Queryable, accountId: number, amountCents: number) {
  return publish(tx, {
    name: 'new_notification',
    accountId,
    notification: {
      type: 'auto_recharge_failed',
      title: 'Auto-recharge failed',
      body: `We could not add ${formatUsd(amountCents)} to your wallet from any saved payment method. Update your payment methods, then save the auto-recharge settings again.`,
      priority: PRIORITY.high,
    },
  });
}

/** One attempt on one method, in a savepoint: a refusal undoes only this attempt. */
async function tryMethod(
  deps: Pick<AppDeps, 'paymentGateway'>,
  tx: MoneyTx,
  accountId: number,
  paymentMethodId: string,
  amountCents: number,
) {
  try {
    await tx.transaction((attempt) =>
      creditFromMethod(deps, attempt, {
        accountId,
        paymentMethodId,
        amountCents,
        gatewayKey: `${accountId}:recharge:${randomUUID()}`,
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
 * When enabled and the balance is under the threshold: charge `amount` to the primary method,
 * then to the others in order (bank accounts included), stopping at the first success. If all
 * fail, the account is notified and recharging stops until the settings are saved again or a
 * method is added: one attempt per trigger, never a loop. The settings row is locked, so
 * concurrent triggers recharge once.
 */
export async function maybeAutoRecharge(
  deps: Pick<AppDeps, 'db' | 'paymentGateway'>,
  accountId: number,
): Promise<RechargeOutcome> {
  return deps.db.transaction(async (tx) => {
    const settings = await findRecharge(tx, accountId, { lock: true });
    if (!settings?.isEnabled || settings.lastFailureAt) return 'not_needed';
    if ((await getBalanceCents(tx, accountId)) >= settings.thresholdCents) return 'not_needed';
    for (const method of await listActiveMethods(tx, accountId)) {
      if (await tryMethod(deps, tx, accountId, method.paymentMethodId, settings.amountCents))
        return 'recharged';
    }
    await markRechargeFailed(tx, accountId);
    await notifyFailure(tx, accountId, settings.amountCents);
    return 'failed';
  });
}
