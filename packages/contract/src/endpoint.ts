import type { z } from 'zod';
import type { ErrorCode } from './errors';
import {
  type GlobalIdSlot,
  type GlobalIdSlotOf,
  globalIdSlotOf,
  type WithGlobalId,
  withGlobalId,
} from './global-id';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Where an endpoint is served: the REST API, the integrations proxy or the report service. */
export type ServiceBase = 'api' | 'integrations' | 'report';

/**
 * One endpoint of the wire: method, path (Fastify style, `:id` params), the schemas of its
 * inputs and of the `Data` of its answer. The API registers routes from it, the web client is
 * typed from it, and the OpenAPI document is generated from it.
 */
export interface Endpoint<
  TParams extends z.ZodType = z.ZodType,
  TQuery extends z.ZodType = z.ZodType,
  TBody extends z.ZodType = z.ZodType,
  TData extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  path: string;
  summary: string;
  tag: string;
  /** `false` for the few public calls (login, invite status, ...); signed-in calls take `globalId`. */
  auth: boolean;
  base?: ServiceBase;
  /** The media type of an answer that is a file (`application/pdf`, `text/csv`), not the JSON envelope. */
  produces?: string;
  /** The body is a multipart form (uploads): fields and files, not JSON. */
  multipart?: true;
  /**
   * How the caller of a public endpoint proves who they are when it is not a session: a
   * publisher's key header, or the identity provider's signature over the body.
   */
  credential?: 'publisher-key' | 'webhook-signature';
  /** Takes an `Idempotency-Key` header: a retry with the same key and body replays the first answer. */
  idempotent?: true;
  /**
   * The refusals of the endpoint's own rules (a conflict, a business rule), beyond what every
   * endpoint of its kind can answer (`errorCodesOf`: validation, session, account, unknown id).
   */
  refusals?: readonly ErrorCode[];
  params?: TParams;
  query?: TQuery;
  body?: TBody;
  data: TData;
}

type AccountQuery<M, A, Q> = A extends true
  ? GlobalIdSlotOf<M> extends 'query'
    ? WithGlobalId<Q, 'query'>
    : Q
  : Q;
type AccountBody<M, A, B> = A extends true
  ? GlobalIdSlotOf<M> extends 'body'
    ? WithGlobalId<B, 'body'>
    : B
  : B;

/**
 * Declares an endpoint. A signed-in one (`auth: true`) gets the optional `globalId` in its query
 * (GET, DELETE) or body (the others): see `global-id.ts`.
 */
export function defineEndpoint<
  M extends HttpMethod,
  A extends boolean,
  TParams extends z.ZodType = z.ZodUndefined,
  TQuery extends z.ZodType = z.ZodUndefined,
  TBody extends z.ZodType = z.ZodUndefined,
  TData extends z.ZodType = z.ZodType,
  TProduces extends string | undefined = undefined,
>(
  definition: Endpoint<TParams, TQuery, TBody, TData> & { method: M; auth: A; produces?: TProduces },
): Endpoint<TParams, AccountQuery<M, A, TQuery>, AccountBody<M, A, TBody>, TData> & {
  method: M;
  auth: A;
  produces: TProduces;
} {
  if (!definition.auth) return definition as never;
  const slot = globalIdSlotOf(definition.method);
  return { ...definition, [slot]: withGlobalId(definition[slot], slot) } as never;
}

/** Where the endpoint takes `globalId`; undefined for a public endpoint. */
export function globalIdSlotOfEndpoint(endpoint: Endpoint): GlobalIdSlot | undefined {
  return endpoint.auth ? globalIdSlotOf(endpoint.method) : undefined;
}

export type ParamsOf<E> = E extends Endpoint<infer P, z.ZodType, z.ZodType, z.ZodType> ? z.input<P> : never;
export type QueryOf<E> = E extends Endpoint<z.ZodType, infer Q, z.ZodType, z.ZodType> ? z.input<Q> : never;
export type BodyOf<E> = E extends Endpoint<z.ZodType, z.ZodType, infer B, z.ZodType> ? z.input<B> : never;
export type DataOf<E> = E extends Endpoint<z.ZodType, z.ZodType, z.ZodType, infer D> ? z.output<D> : never;
