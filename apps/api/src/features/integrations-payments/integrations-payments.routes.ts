import { createPaymentToken, lookupCardBin } from '@vanbid/contract';
import type { PaymentMethodType } from '@vanbid/domain';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/route';
import { withGateway } from '../../platform/payments-gateway/gateway-errors';

/** Card testing costs real money: a tight limit per client on tokenization. */
const TOKENIZE_LIMIT = { rateLimit: { max: 60, timeWindow: '1 minute' } };

/**
 * The sandbox gateway's browser-facing calls, under /integrations (docs/product.md §9: card numbers and
 * CVVs go only here). Fastify logs no bodies, and nothing of the input is kept or echoed.
 */
export async function integrationsPaymentsRoutes(app: FastifyInstance): Promise<void> {
  const { db, paymentGateway } = app.deps;
  route(
    app,
    createPaymentToken,
    ({ auth, body }) =>
      withGateway(() => paymentGateway.tokenize(db, { ...body, accountId: auth.accountId })),
    { config: TOKENIZE_LIMIT },
  );
  route(app, lookupCardBin, ({ params }) => {
    const facts = paymentGateway.lookupBin(params.bin);
    const type: PaymentMethodType | null =
      facts.funding === 'debit' ? 'DebitCard' : facts.funding === 'credit' ? 'CreditCard' : null;
    return { bin: params.bin, ...facts, payment_method_type: type };
  });
}
