import { type ActivityChange, formatUsd, fromCents, isFromWallet, toCents, WALLET_ID } from '@vanbid/domain';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import {
  gatewayKey,
  type IdempotencyScope,
  type MoneyTx,
  runIdempotent,
} from '../../platform/http/idempotency';
import { mergeAccountMeta } from '../company';
import { type ChangeActor, recordChange, recordChanges } from '../logs';
import { type FailedMovement, recordFailedMovement } from './failed-movements';
import { creditFromMethod, type Movement, toWireMovement, withdrawToMethod } from './method-movements';

/** `chargeBalance` and `chargeCard`: add funds from a saved method. */
type MoneyDeps = Pick<AppDeps, 'db' | 'paymentGateway'>;

export async function chargeBalance(
  deps: MoneyDeps,
  scope: IdempotencyScope,
  actor: ChangeActor,
  input: { paymentMethodId: string; amount: number; isInitialPayment?: boolean },
) {
  const amountCents = toCents(input.amount);
  return runIdempotent(deps.db, scope, async (tx) => {
    const movement = await creditFromMethod(deps, tx, {
      accountId: scope.accountId,
      paymentMethodId: input.paymentMethodId,
      amountCents,
      gatewayKey: gatewayKey(scope, 'charge'),
      type: 'charge',
      onDeclined: (failed) => recordFailedMovement(deps.db, failed),
      describe: (name) =>
        input.isInitialPayment ? `Initial payment from ${name}` : `Funds added from ${name}`,
    });
    if (input.isInitialPayment) await mergeAccountMeta(tx, scope.accountId, { initial_payment_done: true });
    await recordChange(tx, actor, movementInWords(movement, false));
    return {
      amount_added_to_wallet: fromCents(amountCents),
      balance: fromCents(movement.balanceAfterCents),
      transaction: toWireMovement(movement),
    };
  });
}

export interface CashOutItem {
  fromId: string;
  toId: string;
  amount: number;
  fromWallet?: boolean | undefined;
}

function checkCashOut(item: CashOutItem, field: string) {
  const fromWallet = isFromWallet(item.fromId);
  if (fromWallet === (item.toId === WALLET_ID))
    throw new AppError('BUSINESS_RULE', 'A cash out moves money between the wallet and a payment method', {
      [`${field}toId`]: 'One side must be the wallet, the other a payment method',
    });
  if (item.fromWallet !== undefined && item.fromWallet !== fromWallet)
    throw new AppError('VALIDATION_FAILED', 'fromWallet does not match fromId', {
      [`${field}fromWallet`]: 'Does not match fromId',
    });
}

async function cashOutOne(
  deps: MoneyDeps,
  tx: MoneyTx,
  scope: IdempotencyScope,
  item: CashOutItem,
  index: number,
) {
  const movement = {
    accountId: scope.accountId,
    amountCents: toCents(item.amount),
    gatewayKey: gatewayKey(scope, `cash_out:${index}`),
    type: 'cash_out' as const,
    // The refusal stays in Transactions although this transaction is undone.
    onDeclined: (failed: FailedMovement) => recordFailedMovement(deps.db, failed),
  };
  if (isFromWallet(item.fromId))
    return withdrawToMethod(deps, tx, {
      ...movement,
      paymentMethodId: item.toId,
      describe: (name) => `Cash out to ${name}`,
    });
  return creditFromMethod(deps, tx, {
    ...movement,
    paymentMethodId: item.fromId,
    describe: (name) => `Transfer from ${name}`,
  });
}

/** A movement between the wallet and a method, for the activity log. */
function movementInWords(movement: Movement, isToMethod: boolean): ActivityChange {
  return {
    field: isToMethod ? 'cash_out' : 'funds_added',
    subject: movement.methodName ?? null,
    before: null,
    after: formatUsd(movement.amountCents),
  };
}

/** `cashOutBalance` and `cashOutBalanceBulk`: all items or none, in one transaction. */
export async function cashOut(
  deps: MoneyDeps,
  scope: IdempotencyScope,
  actor: ChangeActor,
  items: CashOutItem[],
  isBulk: boolean,
) {
  for (const [index, item] of items.entries()) checkCashOut(item, isBulk ? `items.${index}.` : '');
  return runIdempotent(deps.db, scope, async (tx) => {
    const movements: Movement[] = [];
    for (const [index, item] of items.entries())
      movements.push(await cashOutOne(deps, tx, scope, item, index));
    await recordChanges(
      tx,
      actor,
      movements.map((movement, index) => movementInWords(movement, isFromWallet(items[index]!.fromId))),
    );
    return {
      balance: fromCents(movements.at(-1)!.balanceAfterCents),
      transactions: movements.map(toWireMovement),
    };
  });
}
