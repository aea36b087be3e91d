import { listDemoReceiverWebhooks, type ReceivedWebhook } from '@vanbid/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Webhook } from 'standardwebhooks';
import { AppError, notFound } from '../../platform/errors';
import { route } from '../../platform/http/route';
import { allowsLocalTargets, SECRET_PURPOSE } from './deliver';
import { findDeliverySender } from './demo-receiver.queries';

/** Where the demo world's webhook destination points, under `/api`. */
export const DEMO_RECEIVER_PATH = '/dev/webhooks';
const KEPT = 50;

const headersOf = (request: FastifyRequest) =>
  Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)]));

/**
 * Who sent this POST, or a refusal: its message id (`webhook-id`, or the `idempotency-key` of the
 * CRM formats) is one of an account's deliveries, and a Vanbid webhook's signature verifies with
 * that destination's secret (the CRM formats carry none). Anything else is not recorded.
 */
async function receivedFrom(
  app: FastifyInstance,
  headers: Record<string, string>,
  body: string,
): Promise<{ accountId: number; received: ReceivedWebhook }> {
  const messageId = headers['webhook-id'] ?? headers['idempotency-key'];
  const sender = messageId ? await findDeliverySender(app.deps.db, messageId) : undefined;
  if (!messageId || !sender) throw notFound('Delivery');
  const isSigned = sender.format === 'vanbid';
  if (isSigned) {
    const secret = sender.secret_sealed && app.deps.secretBox.open(SECRET_PURPOSE, sender.secret_sealed);
    try {
      new Webhook(secret ?? '').verify(body, headers);
    } catch {
      throw new AppError('UNAUTHENTICATED', 'The webhook signature does not match');
    }
  }
  const receivedAt = new Date().toISOString();
  return {
    accountId: sender.account_id,
    received: { receivedAt, destination: sender.name, messageId, isSignatureVerified: isSigned, body },
  };
}

/**
 * A built-in receiver for the demo and development (never where local targets are refused): it
 * accepts the POSTs of Vanbid's webhook deliveries and answers a signed-in member, at GET
 * (`listDemoReceiverWebhooks`, which the web app's receiver page reads), the last ones their
 * account's destinations sent. Kept in this process's memory.
 */
export async function demoReceiverRoutes(app: FastifyInstance): Promise<void> {
  if (!allowsLocalTargets(app.deps.config)) return;
  const receivedBy = new Map<number, ReceivedWebhook[]>();
  // The body as sent: a signature covers its bytes.
  app.addContentTypeParser(
    ['application/json', 'application/x-www-form-urlencoded'],
    { parseAs: 'string' },
    (_request, body, done) => done(null, body),
  );
  app.post(DEMO_RECEIVER_PATH, { schema: { hide: true } }, async (request) => {
    const headers = headersOf(request);
    const body = typeof request.body === 'string' ? request.body : JSON.stringify(request.body ?? null);
    const { accountId, received } = await receivedFrom(app, headers, body);
    const kept = receivedBy.get(accountId) ?? [];
    kept.unshift(received);
    kept.length = Math.min(kept.length, KEPT);
    receivedBy.set(accountId, kept);
    return { received: true };
  });
  route(app, listDemoReceiverWebhooks, async ({ auth }) => ({
    received: receivedBy.get(auth.accountId) ?? [],
    kept: KEPT,
  }));
}
