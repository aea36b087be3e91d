import {
  addBillingProfile as addBillingProfileEndpoint,
  changePrimaryPaymentMethod,
  deletePaymentMethod as deletePaymentMethodEndpoint,
  getPaymentMethods,
  isCardExist,
  saveBankAccount as saveBankAccountEndpoint,
  savePaymentMethod as savePaymentMethodEndpoint,
  updatePaymentMethod as updatePaymentMethodEndpoint,
} from '@vanbid/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/errors';
import { idempotencyScope } from '../../platform/http/idempotency';
import { route } from '../../platform/http/route';
import {
  addBillingProfile,
  changePrimary,
  deletePaymentMethod,
  isCardSaved,
  listPaymentMethods,
  saveBankAccount,
  savePaymentMethod,
  updatePaymentMethod,
} from './payment-methods.service';

export async function paymentsRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  const { db } = deps;
  route(app, getPaymentMethods, ({ auth }) => listPaymentMethods(db, auth.accountId));
  route(app, addBillingProfileEndpoint, ({ auth }) => addBillingProfile(deps, auth.accountId));
  route(app, savePaymentMethodEndpoint, ({ auth, body, request }) =>
    savePaymentMethod(deps, idempotencyScope(request, auth.accountId, body), auth, {
      accountId: auth.accountId,
      token: body.token,
      requestedType: body.payment_method_type,
      billing: body.billing,
      makePrimary: body.make_primary,
    }),
  );
  route(app, saveBankAccountEndpoint, ({ auth, body, request }) =>
    saveBankAccount(deps, idempotencyScope(request, auth.accountId, body), auth, {
      accountId: auth.accountId,
      token: body.token,
      billing: body.billing,
      makePrimary: body.make_primary,
    }),
  );
  route(app, deletePaymentMethodEndpoint, ({ auth, body, query }) => {
    const paymentMethodId = body?.payment_method_id ?? query.payment_method_id;
    if (!paymentMethodId)
      throw new AppError('VALIDATION_FAILED', 'payment_method_id: Required', {
        payment_method_id: 'Required',
      });
    return deletePaymentMethod(deps, auth, {
      paymentMethodId,
      newPrimaryId: body?.new_primary_id ?? query.new_primary_id,
    });
  });
  route(app, updatePaymentMethodEndpoint, ({ auth, body }) =>
    updatePaymentMethod(db, auth, {
      paymentMethodId: body.payment_method_id,
      expMonth: body.exp_month,
      expYear: body.exp_year,
      billing: body.billing,
    }),
  );
  route(app, changePrimaryPaymentMethod, ({ auth, body }) => changePrimary(db, auth, body.payment_method_id));
  route(app, isCardExist, async ({ auth, query }) => ({
    exists: await isCardSaved(deps, auth.accountId, query),
  }));
}
