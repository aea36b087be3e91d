import {
  cashOutBalance,
  cashOutBalanceBulk,
  chargeBalance as chargeBalanceEndpoint,
  chargeCard,
  createOrUpdateRecharge,
  getBalance as getBalanceEndpoint,
} from '@vanbid/contract';
import { INITIAL_PAYMENT_MIN_DOLLARS, toCents } from '@vanbid/domain';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/errors';
import { idempotencyScope, runIdempotent } from '../../platform/http/idempotency';
import { route } from '../../platform/http/route';
import { readAccountMeta } from '../company';
import { readSetting } from '../settings';
import { getBalance } from './balance';
import { toWireRecharge } from './recharge.queries';
import { saveRecharge } from './recharge-changes';
import { cashOut, chargeBalance } from './wallet.service';

/** The setting (dollars) that may raise the initial payment's minimum. */
const INITIAL_PAYMENT_SETTING = 'initial_payment_min_dollars';

export async function walletRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  const { db } = deps;
  const checkInitialPaymentAmount = async (amount: number) => {
    const minimum = await readSetting(db, INITIAL_PAYMENT_SETTING, INITIAL_PAYMENT_MIN_DOLLARS);
    if (amount >= minimum) return;
    const message = `The initial payment is at least $${minimum.toLocaleString('en-US')}`;
    throw new AppError('VALIDATION_FAILED', message, { amount: message });
  };
  route(app, getBalanceEndpoint, ({ auth }) => getBalance(db, auth.accountId));
  route(app, chargeBalanceEndpoint, ({ auth, body, request }) =>
    chargeBalance(deps, idempotencyScope(request, auth.accountId, body), auth, {
      paymentMethodId: body.payment_method_id,
      amount: body.amount,
    }),
  );
  // The initial payment while the account has not made it (its minimum, its label); afterwards a
  // plain charge into the wallet.
  route(app, chargeCard, async ({ auth, body, request }) => {
    const isInitialPayment = (await readAccountMeta(db, auth.accountId)).initial_payment_done !== true;
    if (isInitialPayment) await checkInitialPaymentAmount(body.amount);
    const scope = idempotencyScope(request, auth.accountId, body);
    const charged = await chargeBalance(deps, scope, auth, {
      paymentMethodId: body.payment_method_id,
      amount: body.amount,
      isInitialPayment,
    });
    return { ...charged, transaction_id: charged.transaction.id };
  });
  route(app, cashOutBalance, ({ auth, body, request }) =>
    cashOut(deps, idempotencyScope(request, auth.accountId, body), auth, [body], false),
  );
  route(app, cashOutBalanceBulk, ({ auth, body, request }) =>
    cashOut(deps, idempotencyScope(request, auth.accountId, body), auth, body.items, true),
  );
  route(app, createOrUpdateRecharge, ({ auth, body, request }) =>
    runIdempotent(db, idempotencyScope(request, auth.accountId, body), async (tx) => ({
      recharge: toWireRecharge(
        await saveRecharge(tx, auth, {
          isEnabled: body.is_enabled,
          thresholdCents: toCents(body.threshold),
          amountCents: toCents(body.amount),
        }),
      ),
    })),
  );
}
