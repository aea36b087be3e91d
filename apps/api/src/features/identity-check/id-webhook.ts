import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { IDV_WEBHOOK_SIGNATURE_HEADER, idVerificationWebhook } from '@vanbid/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors';
import { route } from '../../platform/http/route';
import { applyProviderDecision } from './identity-check.service';

const sign = (secret: string | Buffer, body: string | Buffer) =>
  createHmac('sha256', secret).update(body).digest('hex');

/** Whether `signature` is the HMAC of these exact bytes: compared in constant time, lengths first. */
function isSignedBy(secret: string | Buffer, body: Buffer, signature: unknown): boolean {
  if (typeof signature !== 'string') return false;
  const expected = Buffer.from(sign(secret, body), 'utf8');
  const given = Buffer.from(signature.toLowerCase(), 'utf8');
  return given.length === expected.length && timingSafeEqual(expected, given);
}

/**
 * JSON bodies of this plugin's routes (the webhook alone) are parsed as the app parses JSON, and
 * their bytes are kept: the signature covers the bytes sent, not what parsing makes of them.
 */
function keepRawJsonBodies(scope: FastifyInstance): WeakMap<FastifyRequest, Buffer> {
  const rawBodies = new WeakMap<FastifyRequest, Buffer>();
  const parseJson = scope.getDefaultJsonParser('error', 'error');
  scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    rawBodies.set(request, body as Buffer);
    parseJson(request, (body as Buffer).toString('utf8'), done);
  });
  return rawBodies;
}

/**
 * The provider's webhook (`POST /integrations/sumsub/webhook`): a reviewed applicant, signed with
 * the shared secret over the body's bytes; the decision is read back from the provider and applied
 * once per delivery (its `correlationId`). Returns how the sandbox delivers its own decisions:
 * through this same route, signed.
 */
export function registerIdWebhook(app: FastifyInstance) {
  const secret = app.deps.config.IDV_WEBHOOK_SECRET ?? randomBytes(32);
  void app.register(async (scope) => {
    const rawBodies = keepRawJsonBodies(scope);
    route(scope, idVerificationWebhook, ({ body, request }) => {
      const bytes = rawBodies.get(request) ?? Buffer.alloc(0);
      if (!isSignedBy(secret, bytes, request.headers[IDV_WEBHOOK_SIGNATURE_HEADER]))
        throw new AppError('UNAUTHENTICATED', 'The webhook signature does not match');
      return applyProviderDecision(app.deps, body);
    });
  });
  return async function deliverDecision(applicantId: string) {
    const payload = JSON.stringify({ type: 'applicantReviewed', applicantId, correlationId: randomUUID() });
    const answer = await app.inject({
      method: 'POST',
      url: `/integrations${idVerificationWebhook.path}`,
      headers: { 'content-type': 'application/json', [IDV_WEBHOOK_SIGNATURE_HEADER]: sign(secret, payload) },
      payload,
    });
    if (answer.statusCode !== 200) throw new Error(`The ID decision webhook answered ${answer.statusCode}`);
    return answer.json().Data;
  };
}

export { sign as signWebhookBody };
