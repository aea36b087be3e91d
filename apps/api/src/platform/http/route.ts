import { type DataOf, type Endpoint, okEnvelope } from '@vanbid/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { authenticate, type RequestAuth } from '../auth/guard';
import { AppError } from '../errors';

type ParamsOut<E> = E extends Endpoint<infer P, z.ZodType, z.ZodType, z.ZodType> ? z.output<P> : never;
type QueryOut<E> = E extends Endpoint<z.ZodType, infer Q, z.ZodType, z.ZodType> ? z.output<Q> : never;
type BodyOut<E> = E extends Endpoint<z.ZodType, z.ZodType, infer B, z.ZodType> ? z.output<B> : never;

export interface HandlerInput<E extends Endpoint> {
  params: ParamsOut<E>;
  query: QueryOut<E>;
  body: BodyOut<E>;
  auth: RequestAuth;
  request: FastifyRequest;
}

type Handler<E extends Endpoint> = (input: HandlerInput<E>) => Promise<DataOf<E>> | DataOf<E>;

/**
 * Registers one contract endpoint: the contract validates the request and serializes the
 * answer (undeclared fields never leave), the guard resolves the caller and account, and the
 * handler's result becomes `Data` of the envelope.
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: Handler<E>,
  options: { config?: Record<string, unknown> } = {},
): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: endpoint.path,
    config: options.config ?? {},
    schema: {
      summary: endpoint.summary,
      tags: [endpoint.tag],
      ...(endpoint.auth ? { security: [{ bearer: [] }] } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: { 200: okEnvelope(endpoint.data) },
    },
    preValidation: endpoint.auth ? authenticate : undefined,
    handler: async (request) => {
      const auth = request.auth ?? anonymous;
      const data = await handler({
        params: request.params as ParamsOut<E>,
        query: request.query as QueryOut<E>,
        body: request.body as BodyOut<E>,
        auth,
        request,
      });
      return { Status: 'ok' as const, Data: data };
    },
  });
}

const anonymous = new Proxy({} as RequestAuth, {
  get() {
    throw new AppError('UNAUTHENTICATED', 'Sign in to continue');
  },
});
