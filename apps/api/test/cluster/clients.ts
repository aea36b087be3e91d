import type { Endpoint } from '@vanbid/contract';
import { io, type Socket } from 'socket.io-client';
import { urlOf } from '../support/call';
import type { ServerName } from './api-cluster';

/** An answer through the balancer, with the process that gave it (`X-Served-By`). */
export interface BalancedAnswer {
  status: number;
  body: {
    Status: string;
    Data?: Record<string, unknown>;
    Error?: { code: string; fields?: Record<string, string> };
  };
  servedBy: string | null;
}

export interface SendOptions {
  body?: unknown;
  token?: string;
  publisherKey?: string;
  idempotencyKey?: string;
  /** Sends the balancer's cookie for this process, as a browser it had answered would. */
  stickTo?: ServerName;
}

/** One call through the balancer; a connection that fails is a `failure`. */
export async function send(
  origin: string,
  endpoint: Endpoint,
  options: SendOptions = {},
): Promise<BalancedAnswer | { failure: string }> {
  const headers: Record<string, string> = {};
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.publisherKey) headers['x-publisher-key'] = options.publisherKey;
  if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
  if (options.stickTo) headers.cookie = `vanbid_api=${options.stickTo}`;
  try {
    const response = await fetch(`${origin}${urlOf(endpoint)}`, {
      method: endpoint.method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(30_000),
    });
    const body = (await response.json()) as BalancedAnswer['body'];
    return { status: response.status, body, servedBy: response.headers.get('x-served-by') };
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return { failure: cause?.code ?? cause?.message ?? String(error) };
  }
}

/** Answers a caller retries with the same key: the connection failed, or the balancer had no process (502–504). */
const isRetried = (outcome: BalancedAnswer | { failure: string }) =>
  'failure' in outcome || [502, 503, 504].includes(outcome.status);

/**
 * `send`, retried as a careful client retries a money call: the same body and the same key
 * (Idempotency-Key, or a lead's external_id) until an answer comes. Resolves with every attempt.
 */
export async function sendUntilAnswered(
  origin: string,
  endpoint: Endpoint,
  options: SendOptions,
  attempts = 20,
): Promise<{ answer: BalancedAnswer; attempts: (BalancedAnswer | { failure: string })[] }> {
  const seen: (BalancedAnswer | { failure: string })[] = [];
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    const outcome = await send(origin, endpoint, options);
    seen.push(outcome);
    if (!isRetried(outcome)) return { answer: outcome as BalancedAnswer, attempts: seen };
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`no answer after ${attempts} attempts: ${JSON.stringify(seen.at(-1))}`);
}

/**
 * A Socket.IO client through the balancer as a browser opens one: long-polling first, then a
 * WebSocket, keeping the balancer's cookie (engine.io's cookie jar in Node), reconnecting on its own.
 */
export function openBrowserSocket(
  origin: string,
  token: string,
  options: { transports?: ('polling' | 'websocket')[]; reconnection?: boolean } = {},
): Socket {
  return io(origin, {
    path: '/socket.io',
    auth: { token },
    withCredentials: true,
    transports: options.transports ?? ['polling', 'websocket'],
    reconnection: options.reconnection ?? true,
    reconnectionDelay: 100,
    reconnectionDelayMax: 1_000,
  });
}

/** The process the balancer pinned the socket's current connection to (its `vanbid_api` cookie). */
export function serverOf(socket: Socket): ServerName | undefined {
  // engine.io keeps the cookies it was given per connection, in a jar it does not expose.
  const jar = (
    socket.io.engine as unknown as { _cookieJar?: { cookies: Iterable<[string, { value: string }]> } }
  )._cookieJar;
  for (const [name, cookie] of jar?.cookies ?? [])
    if (name === 'vanbid_api') return cookie.value as ServerName;
  return undefined;
}

/** Resolves once the socket is connected (again); rejects with the server's refusal. */
export function connectedSocket(socket: Socket): Promise<Socket> {
  if (socket.connected) return Promise.resolve(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      if (!socket.io.opts.reconnection) reject(error);
    });
  });
}

/** The next `event` the socket receives (that `accept` accepts). */
export function nextEvent<T = unknown>(
  socket: Socket,
  event: string,
  accept: (payload: T) => boolean = () => true,
): Promise<T> {
  return new Promise((resolve) => {
    const listener = (payload: T) => {
      if (!accept(payload)) return;
      socket.off(event, listener);
      resolve(payload);
    };
    socket.on(event, listener);
  });
}
