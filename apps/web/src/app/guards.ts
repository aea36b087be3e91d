import { allowedRouteStep, firstUnfinishedRouteStep, WIZARD_MAX_STEP } from '@vanbid/domain';
import { data, type LoaderFunctionArgs, redirect } from 'react-router';
import { paths } from '../config/paths';
import { STORAGE_KEYS } from '../config/storage-keys';
import { clearAllState } from '../lib/auth';
import { notificationSubject } from '../lib/notification-subject';
import { loginPathFor } from '../lib/return-path';
import { getSession, isSessionValid, type Session, saveSelectedGlobalId } from '../lib/session';
import { readStored } from '../lib/storage';

// Route guards (docs/product.md §2, "Routing rules"): loaders that redirect before a page renders.

const CAMPAIGNS_HOME = paths.campaigns.build('recent');

/** The session; without one, the login page, which says why and comes back to `request`'s page. */
function requireSession(request: Request): Session {
  const session = isSessionValid() ? getSession() : null;
  if (!session) throw redirect(loginPathFor(new URL(request.url)));
  return session;
}

function notFound(): never {
  throw data('Not found', { status: 404 });
}

/** A `:step` parameter between 1 and `max`, else the not-found page. */
function requireStep(raw: string | undefined, max: number): number {
  const step = Number(raw);
  if (!/^\d+$/.test(raw ?? '') || step < 1 || step > max) notFound();
  return step;
}

/**
 * The selected account's setup state and whether the user is support staff (its code loads with
 * the first signed-in page).
 */
async function setupOf(session: Session) {
  const [{ loadSetupState }, { queryClient }, { currentUserQueryOptions }, { ApiError }] = await Promise.all([
    import('../features/wizard/lib/setup-state'),
    import('../lib/query-client'),
    import('../lib/api/current-user'),
    import('../lib/api-error'),
  ]);
  try {
    const [state, user] = await Promise.all([
      loadSetupState(queryClient, session.globalId),
      queryClient.ensureQueryData(currentUserQueryOptions()),
    ]);
    return { state, isSupport: user.isSupport && session.tokenMetaData?.user.role !== 'guest' };
  } catch (error) {
    // The API client already ends a session answered with 401/503 (docs/product.md §2).
    if (error instanceof ApiError && (error.status === 401 || error.status === 503)) {
      throw redirect(paths.login.build());
    }
    if (error instanceof ApiError && error.code === 'TWO_FACTOR_REQUIRED')
      throw redirect(paths.settingsSecurity.build());
    console.error('Setup check failed', error);
    throw error;
  }
}

/** Signs in with a link's code; on failure logs out and opens the login (docs/product.md §2). */
async function signInFromLink(code: string, then: string) {
  try {
    const { signInWithCode } = await import('../features/auth/api/session');
    await signInWithCode(code);
    return redirect(then);
  } catch {
    clearAllState();
    return redirect(paths.login.build());
  }
}

/**
 * `/settings/security`: a session only (no setup check: a member whose company requires
 * two-factor sign-in opens nothing else until they turn it on, docs/product.md §9).
 */
export function securityLoader({ request }: LoaderFunctionArgs) {
  requireSession(request);
  return null;
}

/** `/`: a `token` query is a guest link; else signed in → the campaign list, or log out and sign in. */
export async function rootLoader({ request }: LoaderFunctionArgs) {
  const code = new URL(request.url).searchParams.get('token');
  // A guest sign-in (support staff) shows which account opens, then goes on.
  if (code)
    return signInFromLink(code, `${paths.transition.build()}?next=${encodeURIComponent(CAMPAIGNS_HOME)}`);
  if (isSessionValid()) return redirect(CAMPAIGNS_HOME);
  clearAllState();
  return redirect(paths.login.build());
}

/** `/notification_redirect?token&campaignId&eventType`: sign in from the link, open its subject. */
export async function notificationRedirectLoader({ request }: LoaderFunctionArgs) {
  const search = new URL(request.url).searchParams;
  const code = search.get('token');
  if (!code) return redirect(paths.login.build());
  const campaignId = Number(search.get('campaignId'));
  const subject = notificationSubject({
    type: search.get('eventType') ?? undefined,
    campaignId: Number.isSafeInteger(campaignId) && campaignId > 0 ? campaignId : null,
  });
  const target = subject?.to ?? CAMPAIGNS_HOME;
  return signInFromLink(code, target);
}

export function dashboardLoader() {
  return redirect(CAMPAIGNS_HOME);
}

/**
 * A link into one account (`?account=`: a delivered lead's link, for a member of several
 * accounts): opens that account when the user may act on it, through the page that names it,
 * then the page without the query; an account not theirs leaves the selected one.
 */
async function openLinkedAccount(request: Request, session: Session): Promise<void> {
  const url = new URL(request.url);
  const raw = url.searchParams.get('account');
  if (raw === null) return;
  url.searchParams.delete('account');
  const page = url.pathname + url.search;
  const id = Number(raw);
  if (/^\d{1,15}$/.test(raw) && id !== session.globalId) {
    const [{ queryClient }, { selectableCompaniesQueryOptions }] = await Promise.all([
      import('../lib/query-client'),
      import('../features/shell/api/companies'),
    ]);
    const companies = await queryClient.ensureQueryData(selectableCompaniesQueryOptions()).catch(() => []);
    if (companies.some((company) => company.globalId === id)) {
      saveSelectedGlobalId(id);
      throw redirect(`${paths.transition.build()}?next=${encodeURIComponent(page)}`);
    }
  }
  throw redirect(page);
}

/**
 * The signed-in area: a session, and no setup step due (else the wizard's first unfinished step).
 * Support staff have no setup: they land on the ID review queue.
 */
export async function signedInLoader({ request }: LoaderFunctionArgs) {
  const session = requireSession(request);
  await openLinkedAccount(request, session);
  const { state, isSupport } = await setupOf(session);
  if (isSupport) {
    const path = new URL(request.url).pathname;
    return path.startsWith('/campaigns') ? redirect(paths.supportIdReviews.build()) : null;
  }
  const due = firstUnfinishedRouteStep(state.flags, state);
  if (state.step !== null) return redirect(paths.wizard.build(due ?? 1));
  return null;
}

/**
 * `/wizard/:step` (1–7): done steps stay open, a later one sends to the step due, Done opens only
 * at the end; with nothing due (or for support staff), the campaign list.
 */
export async function wizardLoader({ params, request }: LoaderFunctionArgs) {
  const requested = requireStep(params.step, WIZARD_MAX_STEP);
  const { state, isSupport } = await setupOf(requireSession(request));
  if (isSupport) return redirect(paths.supportIdReviews.build());
  const allowed = allowedRouteStep(requested, state.flags, state);
  if (allowed === 'campaigns') return redirect(CAMPAIGNS_HOME);
  if (allowed !== requested) return redirect(paths.wizard.build(allowed));
  return null;
}

export function sessionLoader({ request }: LoaderFunctionArgs) {
  requireSession(request);
  return null;
}

/** `/new-user`: needs the stored invite token or an `id` query. */
export function newUserLoader({ request }: LoaderFunctionArgs) {
  const hasId = new URL(request.url).searchParams.has('id');
  if (!hasId && !readStored(STORAGE_KEYS.inviteToken)) return redirect(paths.login.build());
  return null;
}

export function stepLoader(max: number) {
  return ({ params }: LoaderFunctionArgs) => {
    requireStep(params.step, max);
    return null;
  };
}
