import type { TestProject } from 'vitest/node';
import { launchChromiumServer } from './chromium';
import { startPortal } from './portal';

/**
 * The portal as `npm start` runs it (e2e/support/portal.ts), shared by every browser test file,
 * and one Chromium that every file connects to (each with contexts of its own): a browser is
 * started once for the run, not once per file.
 */
export default async function setup(project: TestProject) {
  const portal = await startPortal('e2e', {
    // The reset e-mails stay in the local outbox; the tests read them at /api/dev/mailbox.
    MAILBOX_VIEW: 'on',
    // Every file signs in from this one address, several at once: room for all of them.
    LOGIN_RATE_LIMIT: '200',
  });
  const chromium = await launchChromiumServer().catch(async (error: unknown) => {
    await portal.stop();
    throw error;
  });
  project.provide('baseUrl', portal.baseUrl);
  // The demo publisher's key is written there (DATA_DIR/demo-publisher.key).
  project.provide('dataDir', portal.dataDir);
  project.provide('chromiumEndpoint', chromium.wsEndpoint());
  return async () => {
    await chromium.close();
    await portal.stop();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    chromiumEndpoint: string;
  }
}
