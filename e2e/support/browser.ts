import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Download, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { RETURN_PARAM } from '../../apps/web/src/lib/return-path';
import { connectChromium } from './chromium';

/** The demo world's owner: for files that test the demo world itself, and only read it. */
export { DEMO } from './portal';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

export interface BrowserHandle {
  browser: Browser;
  baseUrl: string;
  newPage(options?: {
    width?: number;
    height?: number;
    storageState?: StorageState;
  }): Promise<{ page: Page; context: BrowserContext }>;
  /**
   * A page of a context of its own, signed in as `credentials`, on `path` (default
   * /campaigns/recent, where signing in lands). The file's first signs in on the login page; the
   * later ones open with what that sign-in stored (its session), as a new tab would: one sign-in
   * a file, not one a test. Not for a file whose tests end sessions or change the sign-in.
   */
  signedInPage(
    credentials: { email: string; password: string },
    options?: { width?: number; height?: number; path?: string },
  ): Promise<Page>;
}

const SIGNED_IN_LANDING = '/campaigns/recent';

/**
 * The run's Chromium (global-setup.ts) for a test file, through a connection of the file's own; a
 * fresh context (no storage) per `newPage`, closed when its test ends: a page open after its test
 * would go on polling, animating and taking the server's pushes beside the next tests. Contexts ask
 * for reduced motion, as a user may (the theme then draws no transitions, the CPU fewer frames).
 */
export function useBrowser(): BrowserHandle {
  const handle = { baseUrl: inject('baseUrl') } as BrowserHandle;
  const contexts: BrowserContext[] = [];
  const sessions = new Map<string, StorageState>();
  beforeAll(async () => {
    handle.browser = await connectChromium(inject('chromiumEndpoint'));
    handle.newPage = async ({ width = 1440, height = 900, storageState } = {}) => {
      const context = await handle.browser.newContext({
        baseURL: handle.baseUrl,
        viewport: { width, height },
        reducedMotion: 'reduce',
        ...(storageState ? { storageState } : {}),
      });
      contexts.push(context);
      const page = await context.newPage();
      await reportContentSecurityViolations(page);
      page.on('pageerror', (error) => console.error(`[page error] ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') console.error(`[console] ${message.text()}`);
      });
      return { page, context };
    };
    handle.signedInPage = async (credentials, { path = SIGNED_IN_LANDING, ...size } = {}) => {
      const session = sessions.get(credentials.email);
      const { page, context } = await handle.newPage({ ...size, storageState: session });
      if (session) {
        await page.goto(path);
        return page;
      }
      await openAs(page, credentials, path);
      sessions.set(credentials.email, await context.storageState());
      return page;
    };
  });
  const closeContexts = async () => {
    for (const context of contexts.splice(0)) await context.close().catch(() => {});
  };
  afterEach(closeContexts);
  afterAll(async () => {
    await closeContexts();
    await handle.browser?.close();
  });
  return handle;
}

export async function signIn(
  page: Page,
  credentials: { email: string; password: string },
  loginPath = '/login',
) {
  await page.goto(loginPath);
  await page.getByLabel(/e-?mail/i).fill(credentials.email);
  await page.getByLabel(/password/i).fill(credentials.password);
  await page.getByRole('button', { name: /sign in|log in/i }).click();
}

/** The page a sign-in lands on. */
const LANDING = '/campaigns/recent';

/**
 * A test's start, signed in: signs in as `credentials` the way a signed-out user who followed a
 * link to `path` does (`/login?next=path`), and waits until the sign-in went on from the login
 * page: one load of the app, not the landing page's and then `path`'s.
 */
export async function openAs(
  page: Page,
  credentials: { email: string; password: string },
  path: string = LANDING,
  wait: { timeout: number } | undefined = undefined,
) {
  if (path === LANDING) {
    await signIn(page, credentials);
    await page.waitForURL(`**${LANDING}`, wait);
    return;
  }
  await signIn(page, credentials, `/login?${RETURN_PARAM}=${encodeURIComponent(path)}`);
  await page.waitForURL((url) => url.pathname !== '/login', wait);
}

/** What the browser refused on each page under its Content-Security-Policy, since it opened. */
const contentSecurityViolations = new WeakMap<Page, string[]>();

/** Every `securitypolicyviolation` of the page (any document it loads) is kept for the checks. */
async function reportContentSecurityViolations(page: Page) {
  const violations: string[] = [];
  contentSecurityViolations.set(page, violations);
  await page.exposeBinding('__reportCspViolation', (_source, text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation(text: string): void }).__reportCspViolation;
      report(
        `${location.pathname}: ${event.violatedDirective} ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
}

/** Nothing the page did was refused by its Content-Security-Policy (an inline style, an eval). */
export function expectNoContentSecurityViolation(page: Page) {
  expect(contentSecurityViolations.get(page) ?? []).toEqual([]);
}

/**
 * Waits for the page's animations and transitions that end (a dialog fading in) to end: axe
 * measures colours as they are drawn, and a half-faded button fails its contrast check. Endless
 * ones (a loading pulse) are not waited for.
 */
async function settleAnimations(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * axe on the current page: no serious or critical violation; and none of the CSP so far.
 *
 * A page without frames is checked in the page itself (legacy mode), which finds the same; the
 * default mode, kept for a page with frames, opens a blank page of its own for every check to
 * merge the frames' results. Only the violations' nodes are collected (`resultTypes`): the same
 * rules run, at about a third of the CPU.
 */
export async function expectAccessible(page: Page) {
  expectNoContentSecurityViolation(page);
  await settleAnimations(page);
  const results = await new AxeBuilder({ page })
    .setLegacyMode(page.frames().length === 1)
    .options({ resultTypes: ['violations'] })
    .analyze();
  const severe = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(
    severe.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
}

/**
 * The context's pages see the clock at `at`, running on from there. `Date` keeps its prototype,
 * which subclasses extend and read (the zone-aware dates of `@date-fns/tz`); Playwright's fake
 * clock replaces both.
 */
export async function setClock(context: BrowserContext, at: Date) {
  await context.addInitScript((offsetMs: number) => {
    const NativeDate = Date;
    function ShiftedDate(this: unknown, ...args: unknown[]) {
      if (!new.target) return NativeDate();
      return Reflect.construct(
        NativeDate,
        args.length > 0 ? args : [NativeDate.now() + offsetMs],
        new.target,
      );
    }
    Object.setPrototypeOf(ShiftedDate, NativeDate);
    ShiftedDate.prototype = NativeDate.prototype;
    ShiftedDate.now = () => NativeDate.now() + offsetMs;
    globalThis.Date = ShiftedDate as unknown as DateConstructor;
  }, at.getTime() - Date.now());
}

/** A download's content as text: read through Playwright, since the run's Chromium is connected to (no local path). */
export async function downloadedText(download: Download): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** The space in px from each element matching `selector` to the next one's top (page order). */
export function gapsBetween(page: Page, selector: string): Promise<number[]> {
  return page.evaluate((query) => {
    const boxes = [...document.querySelectorAll(query)].map((element) => element.getBoundingClientRect());
    return boxes.slice(1).map((box, index) => Math.round(box.top - (boxes[index]?.bottom ?? 0)));
  }, selector);
}
