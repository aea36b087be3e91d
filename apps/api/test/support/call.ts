import {
  type Endpoint,
  type EndpointInput,
  globalIdSlotOfEndpoint,
  type OptionsArgument,
  type ServiceBase,
} from '@vanbid/contract';
import type { FastifyInstance } from 'fastify';
import { Answer } from './answer';
import { multipartForm } from './multipart';

/** Who calls: a signed-in test user's token and the account the call acts on (absent: home). */
export interface TestSession {
  token: string;
  globalId?: number;
}

export type CallOptions<E extends Endpoint> = EndpointInput<E> & {
  as?: TestSession;
  headers?: Record<string, string>;
  remoteAddress?: string;
};

/** Input that is deliberately not what the contract accepts (to test a 400). */
export function unchecked(value: unknown): never {
  return value as never;
}

const PREFIXES: Record<ServiceBase, string> = {
  api: '/api',
  integrations: '/integrations',
  report: '/report',
};

/** The route of the endpoint as the app registers it (`/api/campaigns/:id`). */
export function routeOf(endpoint: Endpoint): string {
  return `${PREFIXES[endpoint.base ?? 'api']}${endpoint.path}`;
}

/** The endpoint's URL with its path parameters filled in. */
export function urlOf(endpoint: Endpoint, params: Record<string, unknown> = {}): string {
  return routeOf(endpoint).replace(/:(\w+)/g, (_match, name: string) => {
    if (params[name] === undefined) throw new TypeError(`${endpoint.path} needs the parameter "${name}"`);
    return encodeURIComponent(String(params[name]));
  });
}

function withGlobalId(input: unknown, globalId: number | undefined): unknown {
  if (globalId === undefined) return input;
  if (input === undefined) return { globalId };
  return input && typeof input === 'object' && !Array.isArray(input) ? { globalId, ...input } : input;
}

function queryStrings(query: unknown): Record<string, string> {
  const entries = Object.entries((query ?? {}) as Record<string, unknown>);
  return Object.fromEntries(
    entries.filter(([, value]) => value !== undefined).map(([k, v]) => [k, String(v)]),
  );
}

/**
 * Calls one contract endpoint of the app, as the web client does: the session's token as bearer
 * and its `globalId` where the wire rule puts it (query for GET/DELETE, body otherwise).
 */
export function createCall(app: () => FastifyInstance) {
  return async function call<E extends Endpoint>(
    endpoint: E,
    ...[options = {} as CallOptions<E>]: OptionsArgument<CallOptions<E>>
  ): Promise<Answer<E>> {
    const slot = globalIdSlotOfEndpoint(endpoint);
    const globalId = options.as?.globalId;
    const query = slot === 'query' ? withGlobalId(options.query, globalId) : options.query;
    const body = slot === 'body' ? withGlobalId(options.body, globalId) : options.body;
    // An upload goes as a multipart form (its byte arrays as files), as the web sends it.
    const form = endpoint.multipart && body ? multipartForm(body as Record<string, unknown>) : undefined;
    const response = await app().inject({
      method: endpoint.method,
      url: urlOf(endpoint, options.params as Record<string, unknown>),
      query: queryStrings(query),
      headers: {
        ...(options.as ? { authorization: `Bearer ${options.as.token}` } : {}),
        ...(form ? { 'content-type': form.contentType } : {}),
        ...options.headers,
      },
      ...(body === undefined ? {} : { payload: form ? form.payload : (body as string | object) }),
      ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    });
    return new Answer<E>(response);
  };
}

export type Call = ReturnType<typeof createCall>;
