import { getDemoStatus } from '@vanbid/contract';
import { urlOf } from './call';

/**
 * Resolves once the embedded demo of the API process on `port` has sold its whole history (a
 * first start serves before that, and its sales move the demo wallets meanwhile).
 */
export async function demoHistoryComplete(port: number, timeoutMs = 240_000): Promise<void> {
  const started = performance.now();
  for (;;) {
    if (performance.now() - started > timeoutMs) throw new Error('the demo history did not fill in in time');
    try {
      const response = await fetch(`http://127.0.0.1:${port}${urlOf(getDemoStatus)}`);
      const body = (await response.json()) as { Data?: { isHistoryFilling?: boolean } };
      if (body.Data?.isHistoryFilling === false) return;
    } catch {}
    await new Promise((done) => setTimeout(done, 250));
  }
}
