import {
  type DataOf,
  type Endpoint,
  guestSessionWithheldOf,
  isOpenBeforeTwoFactor,
  okEnvelope,
  operationIdOf,
  permissionOf,
} from '@vanbid/contract';
import { can, guestSessionRefusal, PERMISSION_LABELS } from '@vanbid/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { authenticate, type RequestAuth } from '../auth/guard';
import { AppError } from '../errors';
import { type FileReply, sendFile } from './file-reply';

/** The handler never sees `globalId`: the guard has turned it into `auth.accountId`. */
type WithoutGlobalId<T> = T extends object ? Omit<T, 'globalId'> : T;
type ParamsOut<E> = E extends Endpoint<infer P, z.ZodType, z.ZodType, z.ZodType> ? z.output<P> : never;
type QueryOut<E> =
  E extends Endpoint<z.ZodType, infer Q, z.ZodType, z.ZodType> ? WithoutGlobalId<z.output<Q>> : never;
type BodyOut<E> =
  E extends Endpoint<z.ZodType, z.ZodType, infer B, z.ZodType> ? WithoutGlobalId<z.output<B>> : never;

export interface HandlerInput<E extends Endpoint> {
  params: ParamsOut<E>;
  query: QueryOut<E>;
  body: BodyOut<E>;
  auth: RequestAuth;
  request: FastifyRequest;
  /** For a header of the answer (a cookie); the body is the handler's result. */
  reply: FastifyReply;
}

/** `Data` of the JSON envelope, or a file for an endpoint that `produces` one. */
type AnswerOf<E> = E extends { produces: string } ? FileReply : DataOf<E>;
type Handler<E extends Endpoint> = (input: HandlerInput<E>) => Promise<AnswerOf<E>> | AnswerOf<E>;

/**
 * Registers one contract endpoint: the contract validates the request and serializes the
 * answer (undeclared fields never leave), the guard resolves the caller and account, and the
 * handler's result becomes `Data` of the envelope, or the file of an endpoint that `produces` one.
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: Handler<E>,
  options: {
    config?: Record<string, unknown> /** Bytes; the app's limit (1 MB) otherwise. */;
    bodyLimit?: number;
  } = {},
): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: endpoint.path,
    config: { ...options.config, takesForm: endpoint.multipart === true },
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    schema: routeSchema(endpoint, { rateLimited: options.config?.rateLimit !== undefined }),
    preValidation: endpoint.auth ? guardFor(endpoint) : undefined,
    handler: async (request, reply) => {
      const answer = await handler({
        params: request.params as ParamsOut<E>,
        query: request.query as QueryOut<E>,
        body: request.body as BodyOut<E>,
        auth: request.auth ?? anonymous,
        request,
        reply,
      });
      if (endpoint.produces) return sendFile(reply, endpoint.produces, answer as FileReply);
      return { Status: 'ok' as const, Data: answer };
    },
  });
}

/**
 * Validation and the OpenAPI document, both from the contract; `x-rate-limited` tells the document
 * (`openapi-answers.ts`) to declare the rate-limit headers and the 429 this route sends.
 */
function routeSchema(endpoint: Endpoint, { rateLimited }: { rateLimited: boolean }): FastifySchema {
  return {
    operationId: operationIdOf(endpoint),
    summary: endpoint.summary,
    tags: [endpoint.tag],
    security: securityOf(endpoint),
    ...(rateLimited ? { 'x-rate-limited': true } : {}),
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.body ? { body: endpoint.body } : {}),
    ...(endpoint.produces
      ? { produces: [endpoint.produces] }
      : { response: { 200: okEnvelope(endpoint.data) } }),
  };
}

/** The security requirement of the document: a session, another credential, or explicitly none. */
function securityOf(endpoint: Endpoint): Record<string, string[]>[] {
  if (endpoint.auth) return [{ bearer: [] }];
  if (endpoint.credential === 'publisher-key') return [{ publisherKey: [] }];
  if (endpoint.credential === 'webhook-signature') return [{ webhookSignature: [] }];
  return [{}];
}

/**
 * The guard reads `globalId` (query or body; they must agree) into `auth.accountId`, checks the
 * caller's role may use the endpoint and a support (guest) session may make its change (before
 * the input is looked at), then leaves the input, so the schemas validate and the handler sees
 * only the endpoint's own fields.
 */
function guardFor(endpoint: Endpoint) {
  const permission = permissionOf(endpoint);
  const withheldFromGuests = guestSessionWithheldOf(endpoint);
  const openBeforeTwoFactor = { isOpenBeforeTwoFactor: isOpenBeforeTwoFactor(endpoint) };
  return async function authenticateAndTakeGlobalId(request: FastifyRequest): Promise<void> {
    await authenticate(request, openBeforeTwoFactor);
    const auth = request.auth!;
    if (permission && !can(auth.contactType, permission))
      throw new AppError(
        'FORBIDDEN',
        `As ${auth.contactType || 'a member'} of this company you cannot ${PERMISSION_LABELS[permission]}. Ask the owner.`,
      );
    if (withheldFromGuests && auth.role === 'guest')
      throw new AppError('FORBIDDEN', guestSessionRefusal(withheldFromGuests)!);
    for (const input of [request.query, request.body]) {
      if (input && typeof input === 'object') {
        if ('globalId' in input) delete input.globalId;
        if ('global_id' in input) delete input.global_id;
      }
    }
  };
}

const anonymous = new Proxy({} as RequestAuth, {
  get() {
    throw new AppError('UNAUTHENTICATED', 'Sign in to continue');
  },
});
