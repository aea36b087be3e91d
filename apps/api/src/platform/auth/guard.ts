import { TWO_FACTOR_REQUIRED_MESSAGE } from '@vanbid/contract';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps';
import { AppError } from '../errors';
import { findSessionStanding } from './memberships';

/** Who is calling and for which account; set by `authenticate` on every signed-in route. */
export interface RequestAuth {
  userId: number;
  /** The support user behind a guest session (docs/product.md §9: `act` claim). */
  actorUserId: number | null;
  role: 'user' | 'guest';
  homeAccountId: number;
  /** The account this request acts on: `globalId` when given, else the home account. */
  accountId: number;
  contactType: string;
  inviteType: string | null;
  isMainAccount: boolean;
  exp: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth?: RequestAuth;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  return header.slice('Bearer '.length).trim() || null;
}

type GlobalIdReading = number | undefined | 'invalid';

export function readGlobalId(raw: unknown): GlobalIdReading {
  // A multipart form field arrives as `{ value }` (attachFieldsToBody).
  const value = raw && typeof raw === 'object' && 'value' in raw ? (raw as { value: unknown }).value : raw;
  if (value === undefined || value === null || value === '') return undefined;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : 'invalid';
}

/**
 * `globalId` from the query (GET, DELETE) or the JSON body / form field (others, and a DELETE
 * with a body; a multipart form may name it `global_id`, as docs/product.md §7 does). When both are given they must agree.
 */
function requestedGlobalId(request: FastifyRequest): GlobalIdReading {
  const fromQuery = readGlobalId((request.query as Record<string, unknown> | undefined)?.globalId);
  const body = request.body;
  const fromBody =
    body && typeof body === 'object' && !Array.isArray(body)
      ? readGlobalId(
          (body as Record<string, unknown>).globalId ?? (body as Record<string, unknown>).global_id,
        )
      : undefined;
  if (fromQuery === 'invalid' || fromBody === 'invalid') return 'invalid';
  if (fromQuery !== undefined && fromBody !== undefined && fromQuery !== fromBody) return 'invalid';
  return fromQuery ?? fromBody;
}

const sessionEnded = () => new AppError('UNAUTHENTICATED', 'Your session has ended. Please sign in again.');

/**
 * The caller of a bearer token acting on `globalId` (the home account when undefined): the token
 * must verify, carry the user's current session version (and a guest session its support
 * user's; docs/product.md §9, Sessions) and the user must be a member of that account. A member
 * of an account that requires two-factor sign-in who has not turned it on gets 403
 * `TWO_FACTOR_REQUIRED`, unless `isOpenBeforeTwoFactor` (the calls that set it up) or the session
 * is a support guest's. Shared by the HTTP guard and the realtime socket's handshake.
 */
export async function resolveCaller(
  deps: AppDeps,
  token: string | null,
  globalId: number | undefined,
  options: { isOpenBeforeTwoFactor?: boolean } = {},
): Promise<RequestAuth> {
  if (!token) throw new AppError('UNAUTHENTICATED', 'Sign in to continue');
  const claims = await deps.tokens.verify(token);
  if (!claims) throw sessionEnded();
  const accountId = globalId ?? claims.user.globalId;
  const userId = Number(claims.sub);
  // One round trip: the session version (a revoked session is 401) and the membership (403).
  const actorUserId = claims.act ? Number(claims.act.sub) : null;
  const standing = await findSessionStanding(deps.db, userId, accountId, actorUserId);
  if (!standing || standing.sessionVersion !== claims.sv) throw sessionEnded();
  if (claims.act && standing.actorSessionVersion !== claims.act.sv) throw sessionEnded();
  const { membership } = standing;
  if (!membership) throw new AppError('ACCOUNT_FORBIDDEN', 'You do not have access to this account');
  if (standing.isTwoFactorMissing && !claims.act && !options.isOpenBeforeTwoFactor)
    throw new AppError('TWO_FACTOR_REQUIRED', TWO_FACTOR_REQUIRED_MESSAGE);
  return {
    userId,
    actorUserId,
    role: claims.user.role,
    homeAccountId: claims.user.globalId,
    accountId,
    contactType: membership.contactType,
    inviteType: membership.inviteType,
    isMainAccount: membership.isMainAccount,
    exp: claims.exp,
  };
}

/** Verifies the token and resolves `globalId` against the caller's memberships. */
export async function authenticate(
  request: FastifyRequest,
  options: { isOpenBeforeTwoFactor?: boolean } = {},
): Promise<void> {
  const token = bearerToken(request);
  if (!token) throw new AppError('UNAUTHENTICATED', 'Sign in to continue');
  const globalId = requestedGlobalId(request);
  if (globalId === 'invalid')
    throw new AppError(
      'VALIDATION_FAILED',
      'globalId must be one positive integer (query and body must agree)',
      {
        globalId: 'Invalid id',
      },
    );
  request.auth = await resolveCaller(request.server.deps, token, globalId, options);
}
