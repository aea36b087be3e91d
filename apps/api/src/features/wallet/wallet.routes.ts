import {
  cashOutBalance,
  cashOutBalanceBulk,
  chargeBalance as chargeBalanceEndpoint,
  chargeCard,
  createOrUpdateRecharge,
  getBalance as getBalanceEndpoint,
} from '@vanbid/contract';
import { toCents } from '@vanbid/domain';
import type { FastifyInstance } from 'fastify';
import { idempotencyScope, runIdempotent } from '../../platform/http/idempotency';
import { route } from '../../platform/http/route';
import { getBalance } from './balance';
import { toWireRecharge, upsertRecharge } from './recharge.queries';
import { cashOut, chargeBalance } from './wallet.service';

export async function walletRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  const { db } = deps;
  route(app, getBalanceEndpoint, ({ auth }) => getBalance(db, auth.accountId));
  route(app, chargeBalanceEndpoint, ({ auth, body, request }) =>
    chargeBalance(deps, idempotencyScope(request, auth.accountId, body), {
      paymentMethodId: body.payment_method_id,
      amount: body.amount,
    }),
  );
  route(app, chargeCard, async ({ auth, body, request }) => {
    const scope = idempotencyScope(request, auth.accountId, body);
    const charged = await chargeBalance(deps, scope, {
      paymentMethodId: body.payment_method_id,
      amount: body.amount,
      isInitialPayment: true,
    });
    return { ...charged, transaction_id: charged.transaction.id };
  });
  route(app, cashOutBalance, ({ auth, body, request }) =>
    cashOut(deps, idempotencyScope(request, auth.accountId, body), [body], false),
  );
  route(app, cashOutBalanceBulk, ({ auth, body, request }) =>
    cashOut(deps, idempotencyScope(request, auth.accountId, body), body.items, true),
  );
  route(app, createOrUpdateRecharge, ({ auth, body, request }) =>
    runIdempotent(db, idempotencyScope(request, auth.accountId, body), async (tx) => ({
      recharge: toWireRecharge(
        await upsertRecharge(tx, auth.accountId, {
          isEnabled: body.is_enabled,
          thresholdCents: toCents(body.threshold),
          amountCents: toCents(body.amount),
        }),
      ),
    })),
  );
}
