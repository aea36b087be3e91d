import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { IDV_WEBHOOK_SIGNATURE_HEADER, idVerificationWebhook } from '@vanbid/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/errors';
import { route } from '../../platform/http/route';
import { applyProviderDecision } from './identity-check.service';

const sign = (secret: string | Buffer, body: string) =>
  createHmac('sha256', secret).update(body).digest('hex');

function isSignedBy(secret: string | Buffer, body: string, signature: unknown): boolean {
  if (typeof signature !== 'string' || !/^[a-f0-9]{64}$/.test(signature)) return false;
  return timingSafeEqual(Buffer.from(sign(secret, body), 'hex'), Buffer.from(signature, 'hex'));
}

/**
 * The provider's webhook (`POST /integrations/sumsub/webhook`): a reviewed applicant, signed with
 * the shared secret over the JSON body; the decision is read back from the provider and applied.
 * Returns how the sandbox delivers its own decisions: through this same route, signed.
 */
export function registerIdWebhook(app: FastifyInstance) {
  const secret = app.deps.config.IDV_WEBHOOK_SECRET ?? randomBytes(32);
  route(app, idVerificationWebhook, ({ body, request }) => {
    if (!isSignedBy(secret, JSON.stringify(body), request.headers[IDV_WEBHOOK_SIGNATURE_HEADER]))
      throw new AppError('UNAUTHENTICATED', 'The webhook signature does not match');
    return applyProviderDecision(app.deps, body.applicantId);
  });
  return async function deliverDecision(applicantId: string) {
    const payload = JSON.stringify({ type: 'applicantReviewed', applicantId });
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
