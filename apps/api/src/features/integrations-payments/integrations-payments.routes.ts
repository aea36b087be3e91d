import { createPaymentToken, lookupCardBin } from '@vanbid/contract';
import type { PaymentMethodType } from '@vanbid/domain';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/route';
import { withGateway } from '../../platform/payments-gateway/gateway-errors';
import { getPaymentGateway } from '../../platform/payments-gateway/index';

/** Card testing costs real money: a tight limit per client on tokenization. */
const TOKENIZE_LIMIT = { rateLimit: { max: 60, timeWindow: '1 minute' } };

/**
 * The sandbox gateway's browser-facing calls, under /integrations (DECISIONS.md: card numbers and
 * CVVs go only here). Fastify logs no bodies, and nothing of the input is kept or echoed.
 */
export async function integrationsPaymentsRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  route(
    app,
    createPaymentToken,
    ({ auth, body }) => {
      const { globalId: _globalId, ...details } = body;
      return withGateway(() => getPaymentGateway().tokenize(db, { ...details, accountId: auth.accountId }));
    },
    { config: TOKENIZE_LIMIT },
  );
  route(app, lookupCardBin, ({ params }) => {
    const facts = getPaymentGateway().lookupBin(params.bin);
    const type: PaymentMethodType | null =
      facts.funding === 'debit' ? 'DebitCard' : facts.funding === 'credit' ? 'CreditCard' : null;
    return { bin: params.bin, ...facts, payment_method_type: type };
  });
}
