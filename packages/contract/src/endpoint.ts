import type { z } from 'zod';

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
  /** `false` for the few public calls (login, invite status, ...). */
  auth: boolean;
  base?: ServiceBase;
  params?: TParams;
  query?: TQuery;
  body?: TBody;
  data: TData;
}

export function defineEndpoint<
  TParams extends z.ZodType = z.ZodUndefined,
  TQuery extends z.ZodType = z.ZodUndefined,
  TBody extends z.ZodType = z.ZodUndefined,
  TData extends z.ZodType = z.ZodType,
>(endpoint: Endpoint<TParams, TQuery, TBody, TData>): Endpoint<TParams, TQuery, TBody, TData> {
  return endpoint;
}

export type ParamsOf<E> = E extends Endpoint<infer P, z.ZodType, z.ZodType, z.ZodType> ? z.input<P> : never;
export type QueryOf<E> = E extends Endpoint<z.ZodType, infer Q, z.ZodType, z.ZodType> ? z.input<Q> : never;
export type BodyOf<E> = E extends Endpoint<z.ZodType, z.ZodType, infer B, z.ZodType> ? z.input<B> : never;
export type DataOf<E> = E extends Endpoint<z.ZodType, z.ZodType, z.ZodType, infer D> ? z.output<D> : never;
