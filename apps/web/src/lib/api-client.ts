import type { DataOf, Endpoint, EndpointInput, OptionsArgument } from '@vanbid/contract';
import { env } from '../config/env';
import { isPublicPath } from '../config/paths';
import { ApiError, networkError, parseError } from './api-error';
import { getSession } from './session';
import { endSession, requireTwoFactor } from './session-end-handlers';

export type RequestOptions<E extends Endpoint> = EndpointInput<E> & {
  signal?: AbortSignal;
  headers?: Record<string, string>;
};

const BASES = {
  api: () => env.apiBase,
  integrations: () => env.integrationsBase,
  report: () => env.reportBase,
};

function buildUrl(endpoint: Endpoint, params: unknown, query: Record<string, unknown> | undefined): string {
  const values = (params ?? {}) as Record<string, unknown>;
  const path = endpoint.path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined || value === null) throw new TypeError(`Missing path parameter "${name}"`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.append(key, String(value));
  }
  const qs = search.toString();
  return `${BASES[endpoint.base ?? 'api']()}${path}${qs ? `?${qs}` : ''}`;
}

/** An upload's body: files as file parts, the rest as fields; the browser sets the boundary. */
function formDataOf(fields: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    form.append(name, value instanceof Blob ? value : String(value));
  }
  return form;
}

/** Sends one request of the contract: the session's token and account added, the network failure typed. */
async function send<E extends Endpoint>(endpoint: E, options: RequestOptions<E>, accept: string) {
  const session = getSession();
  const isBodyless = endpoint.method === 'GET' || endpoint.method === 'DELETE';
  const withAccount = session ? { globalId: session.globalId } : {};
  const query = isBodyless ? { ...withAccount, ...(options.query as object) } : (options.query as object);
  const headers: Record<string, string> = { Accept: accept, ...options.headers };
  if (session) headers.Authorization = `Bearer ${session.token}`;
  let body: string | FormData | undefined;
  if (endpoint.multipart) {
    body = formDataOf({ ...withAccount, ...(options.body as object) });
  } else if (!isBodyless) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify({ ...withAccount, ...(options.body as object) });
  }
  try {
    const url = buildUrl(endpoint, options.params, query as Record<string, unknown>);
    return await fetch(url, { method: endpoint.method, headers, body, signal: options.signal });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw networkError();
  }
}

/**
 * A failed answer as an `ApiError`; outside the public paths a 401/503 also ends the session, and
 * so does `ACCOUNT_FORBIDDEN`: the selected company is no longer the user's (they were removed
 * from it; signing in again opens one they still belong to). `TWO_FACTOR_REQUIRED` sends the user
 * to turn two-factor sign-in on.
 */
function failure(status: number, payload: unknown): ApiError {
  const error = parseError(status, payload);
  const hasEnded = error.status === 401 || error.status === 503 || error.code === 'ACCOUNT_FORBIDDEN';
  if (hasEnded && !isPublicPath(window.location.pathname)) endSession();
  else if (error.code === 'TWO_FACTOR_REQUIRED' && !isPublicPath(window.location.pathname))
    requireTwoFactor();
  return error;
}

/** Calls one endpoint of the contract and answers its `Data`, or throws an `ApiError`. */
export async function apiRequest<E extends Endpoint>(
  endpoint: E,
  ...[options = {} as RequestOptions<E>]: OptionsArgument<RequestOptions<E>>
): Promise<DataOf<E>> {
  const response = await send(endpoint, options, 'application/json');
  const payload: unknown = await response.json().catch(() => undefined);
  if (response.ok && isOkEnvelope(payload)) return payload.Data as DataOf<E>;
  throw failure(response.status, payload);
}

/**
 * Calls an endpoint that answers a file (a CSV export, a PDF receipt) instead of the JSON
 * envelope: the file, named as the server's Content-Disposition says, or an `ApiError`.
 */
export async function apiFile<E extends Endpoint>(
  endpoint: E,
  ...[options = {} as RequestOptions<E>]: OptionsArgument<RequestOptions<E>>
): Promise<File> {
  const response = await send(endpoint, options, '*/*');
  if (!response.ok) throw failure(response.status, await response.json().catch(() => undefined));
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'download';
  const type = response.headers.get('content-type') ?? '';
  return new File([await response.arrayBuffer()], name, { type });
}

function isOkEnvelope(payload: unknown): payload is { Status: 'ok'; Data: unknown } {
  return typeof payload === 'object' && payload !== null && (payload as { Status?: unknown }).Status === 'ok';
}

export { ApiError };
