import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Webhook } from 'standardwebhooks';
import { authenticate } from '../../platform/auth/guard';
import { AppError, notFound } from '../../platform/errors';
import { allowsLocalTargets, SECRET_PURPOSE } from './deliver';
import { findDeliverySender } from './demo-receiver.queries';
import { type Received, receiverPage } from './demo-receiver-page';

/** Where the demo world's webhook destination points, under `/api`. */
export const DEMO_RECEIVER_PATH = '/dev/webhooks';
const KEPT = 50;

const headersOf = (request: FastifyRequest) =>
  Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)]));

/**
 * The account whose destination sent this POST: its message id (`webhook-id`, or the
 * `idempotency-key` of the CRM formats) is one of the account's deliveries, and a Vanbid webhook's
 * signature verifies with that destination's secret. Anything else is not recorded.
 */
async function senderAccountOf(app: FastifyInstance, headers: Record<string, string>, body: string) {
  const messageId = headers['webhook-id'] ?? headers['idempotency-key'];
  const sender = messageId ? await findDeliverySender(app.deps.db, messageId) : undefined;
  if (!sender) throw notFound('Delivery');
  if (sender.format === 'vanbid') {
    const secret = sender.secret_sealed && app.deps.secretBox.open(SECRET_PURPOSE, sender.secret_sealed);
    try {
      new Webhook(secret ?? '').verify(body, headers);
    } catch {
      throw new AppError('UNAUTHENTICATED', 'The webhook signature does not match');
    }
  }
  return sender.account_id;
}

/**
 * A built-in receiver for the demo and development (never where local targets are refused): it
 * accepts the POSTs of Vanbid's webhook deliveries and shows a signed-in member, at GET, the last
 * ones their account's destinations sent. Kept in this process's memory. Not part of the API
 * contract, so not in the OpenAPI document.
 */
export async function demoReceiverRoutes(app: FastifyInstance): Promise<void> {
  if (!allowsLocalTargets(app.deps.config)) return;
  const receivedBy = new Map<number, Received[]>();
  // The body as sent: a signature covers its bytes.
  app.addContentTypeParser(
    ['application/json', 'application/x-www-form-urlencoded'],
    { parseAs: 'string' },
    (_request, body, done) => done(null, body),
  );
  app.post(DEMO_RECEIVER_PATH, { schema: { hide: true } }, async (request) => {
    const headers = headersOf(request);
    const body = typeof request.body === 'string' ? request.body : JSON.stringify(request.body ?? null);
    const accountId = await senderAccountOf(app, headers, body);
    const received = receivedBy.get(accountId) ?? [];
    received.unshift({ at: new Date().toISOString(), headers, body });
    received.length = Math.min(received.length, KEPT);
    receivedBy.set(accountId, received);
    return { received: true };
  });
  app.get(DEMO_RECEIVER_PATH, { schema: { hide: true } }, async (request, reply) => {
    await authenticate(request);
    const received = receivedBy.get(request.auth!.accountId) ?? [];
    return reply.type('text/html; charset=utf-8').send(receiverPage(received, KEPT));
  });
}
