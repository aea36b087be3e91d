import { appendFileSync } from 'node:fs';
import { inject } from 'vitest';

/**
 * Notes a secret the API showed a test user once (a two-factor key, a recovery code): the scan
 * after the run (`secrets-scan.ts`) fails when one of them is found at rest.
 */
export function rememberShownSecret(name: string, secret: string): void {
  appendFileSync(inject('shownSecretsFile'), `${name}\t${secret}\n`);
}
