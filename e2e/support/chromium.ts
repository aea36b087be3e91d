import { type Browser, type BrowserServer, chromium } from 'playwright-core';

/**
 * Headless Chromium as the browser tests and the tutorial videos run it (Debian's, CHROMIUM_PATH):
 * no sandbox (root), no GPU, and nothing of its own fetched in the background.
 */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The tests' JavaScript runs without V8's optimizing compilers (Maglev, TurboFan): a test's page
 * lives seconds, too short for their compiling to pay off; the same code runs, with the same results.
 */
const TEST_FLAGS = [...CHROMIUM_FLAGS, '--js-flags=--no-opt --no-maglev'];

const options = (args = CHROMIUM_FLAGS) => ({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args,
});

/** A Chromium of the caller's own. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch(options());
}

/** A Chromium that several processes connect to (`connectChromium`), each with contexts of its own. */
export function launchChromiumServer(): Promise<BrowserServer> {
  return chromium.launchServer(options(TEST_FLAGS));
}

/** A connection to the Chromium of `launchChromiumServer`; closing it closes this connection's contexts. */
export function connectChromium(wsEndpoint: string): Promise<Browser> {
  return chromium.connect(wsEndpoint);
}
