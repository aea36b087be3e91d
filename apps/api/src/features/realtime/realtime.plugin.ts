import { clientEvents } from '@vanbid/contract';
import type { FastifyInstance } from 'fastify';
import { Server, type Socket } from 'socket.io';
import { type RequestAuth, readGlobalId, resolveCaller } from '../../platform/auth/guard';
import { AppError } from '../../platform/errors';
import { startOutboxRelay } from './outbox-relay';
import { listenForOutboxWrites } from './outbox-wake';
import { createPostgresAdapter, realtimeAdapterOf } from './postgres-adapter';
import { accountRoom, memberRoom, userRoom } from './rooms';
import { disconnectAtExpiry, forgetExpiry } from './session-expiry';
import { isAllowedOrigin } from './socket-origin';

type SocketData = { auth: RequestAuth };
type LoginAnswer = { Status: 'ok' } | { Status: 'fail'; Error: { code: string; message: string } };
/** What the browser emits (the contract's `clientEvents`; payloads are checked on arrival). */
type ClientToServer = { login: (credentials: unknown, answer?: (reply: LoginAnswer) => void) => void };
type Empty = Record<string, never>;
type RealtimeSocket = Socket<ClientToServer, Empty, Empty, SocketData>;

/** A handshake's or `login`'s credentials → the caller, or the AppError to answer. */
async function callerOf(app: FastifyInstance, credentials: unknown): Promise<RequestAuth> {
  const { token, globalId } = (credentials ?? {}) as { token?: unknown; globalId?: unknown };
  const reading = readGlobalId(globalId);
  if (reading === 'invalid') throw new AppError('VALIDATION_FAILED', 'globalId must be a positive integer');
  return resolveCaller(app.deps, typeof token === 'string' ? token : null, reading);
}

function failure(error: unknown): { code: string; message: string } {
  if (error instanceof AppError) return { code: error.code, message: error.message };
  return { code: 'INTERNAL', message: 'Something went wrong' };
}

/** Whose revocation ends the socket: its user, and the support user behind a guest session. */
const usersOf = (auth: RequestAuth) => [auth.userId, ...(auth.actorUserId ? [auth.actorUserId] : [])];

/**
 * Moves the socket to the rooms of the account it now acts for, of its users (which a
 * revocation disconnects) and of its user on that account (which removing the member
 * disconnects), and ends it when the token expires.
 */
function enterAccount(socket: RealtimeSocket, auth: RequestAuth): void {
  const previous = socket.data.auth;
  if (previous && previous.accountId !== auth.accountId) void socket.leave(accountRoom(previous.accountId));
  if (previous) for (const id of usersOf(previous)) void socket.leave(userRoom(id));
  if (previous) void socket.leave(memberRoom(previous.accountId, previous.userId));
  socket.data.auth = auth;
  void socket.join([
    accountRoom(auth.accountId),
    memberRoom(auth.accountId, auth.userId),
    ...usersOf(auth).map(userRoom),
  ]);
  disconnectAtExpiry(socket, auth.exp);
}

/**
 * Socket.IO on `/socket.io` (docs/product.md §8): the handshake carries
 * `auth: { token, globalId }` and joins the account's room only once the caller is a member; the
 * Origin is checked; `login` re-authenticates the same socket (e.g. after an account switch). The
 * outbox relay pushes the events; with the PostgreSQL adapter a room reaches the sockets of every
 * API process (docs/architecture.md, "Beyond one machine").
 */
export async function registerRealtime(app: FastifyInstance): Promise<void> {
  const isDevelopment = app.deps.config.NODE_ENV === 'development';
  const connectionString = app.deps.db.$client.options.connectionString!;
  const postgres =
    realtimeAdapterOf(app.deps.config) === 'postgres'
      ? createPostgresAdapter(connectionString, app.log)
      : undefined;
  const io = new Server<ClientToServer, Empty, Empty, SocketData>(app.server, {
    path: '/socket.io',
    serveClient: false,
    ...(postgres ? { adapter: postgres.adapter } : {}),
    allowRequest: (request, allow) =>
      allow(null, isAllowedOrigin(request.headers.origin, request.headers.host, isDevelopment)),
  });
  io.use((socket, next) => {
    callerOf(app, socket.handshake.auth)
      .then((auth) => {
        enterAccount(socket, auth);
        next();
      })
      .catch((error: unknown) => {
        const { code, message } = failure(error);
        next(Object.assign(new Error(message), { data: { code } }));
      });
  });
  io.on('connection', (socket) => {
    socket.once('disconnect', () => forgetExpiry(socket));
    // A revocation committed while the handshake was checked would miss this socket (not yet
    // connected when the relay disconnected the room): checked once more, now that it would not.
    callerOf(app, socket.handshake.auth).catch(() => socket.disconnect(true));
    socket.on('login', (credentials, answer) => {
      const parsed = clientEvents.login.safeParse(credentials);
      const attempt = parsed.success
        ? callerOf(app, parsed.data)
        : Promise.reject(new AppError('VALIDATION_FAILED', 'login needs a globalId and a token'));
      attempt
        .then((auth) => {
          enterAccount(socket, auth);
          answer?.({ Status: 'ok' });
        })
        .catch((error: unknown) => answer?.({ Status: 'fail', Error: failure(error) }));
    });
  });

  const pollMs = app.deps.config.REALTIME_RELAY_MS;
  const relay =
    pollMs > 0
      ? startOutboxRelay({
          db: app.deps.db,
          io,
          pollMs,
          log: app.log,
          listen: (wake) => listenForOutboxWrites(connectionString, wake, app.log),
          onSent: (lag) => app.metrics.outboxRelayLag.observe(lag),
        })
      : undefined;
  app.addHook('preClose', async () => {
    io.disconnectSockets(true);
  });
  app.addHook('onClose', async () => {
    await relay?.stop();
    await io.close();
    await postgres?.close();
  });
}
