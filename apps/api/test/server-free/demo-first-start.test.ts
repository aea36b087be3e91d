import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getDemoStatus, listSignedDocuments, proappLogin } from '@vanbid/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { describeDifferences, verifyLedger } from '../../src/features/verify-ledger/index';
import { createDatabase } from '../../src/platform/db/database';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../src/seed/demo-world';
import { type ApiProcess, callOverHttp, embeddedServerOf, startApiProcess } from '../support/api-process';
import { demoHistoryComplete } from '../support/demo-history';

// The API's own embedded PostgreSQL, as on a newcomer's first `npm start`.
const DATA_DIR = mkdtempSync(join(tmpdir(), 'vanbid-first-start-'));
// As root the embedded PostgreSQL runs as the `postgres` user, which must reach DATA_DIR.
chmodSync(DATA_DIR, 0o755);
let api: ApiProcess | undefined;

afterAll(async () => {
  if (api && api.process.exitCode === null) {
    api.process.kill('SIGTERM');
    await api.exited;
  }
  rmSync(DATA_DIR, { recursive: true, force: true });
});

async function isHistoryFilling(port: number): Promise<boolean> {
  const answer = await callOverHttp(port, getDemoStatus);
  if (!('status' in answer)) throw new Error(answer.failure);
  return answer.body.Data!.isHistoryFilling as boolean;
}

describe('a first start on the embedded database', () => {
  it('serves the portal and the demo sign-in while the demo history fills in, which then agrees with its books, with the setup documents signed', async () => {
    api = await startApiProcess({ DATABASE_URL: '', DATA_DIR, DEMO_HISTORY_DAYS: '10' });
    const port = api.port;
    expect(await isHistoryFilling(port)).toBe(true);
    const login = await callOverHttp(port, proappLogin, {
      body: { login: DEMO_EMAIL, password: DEMO_PASSWORD },
    });
    expect(login).toMatchObject({ status: 200 });

    await demoHistoryComplete(port);
    // The owner's setup documents are signed, and /ServiceAgreement says so.
    const token = 'status' in login ? (login.body.Data as { token: string }).token : '';
    const signed = await callOverHttp(port, listSignedDocuments, { token });
    const documents =
      'status' in signed ? (signed.body.Data as { documents: { kind: string }[] }).documents : [];
    expect(documents.map((document) => document.kind).sort()).toEqual([
      'insertion-order',
      'payment-authorization',
    ]);

    const db = createDatabase(embeddedServerOf(join(DATA_DIR, 'pgdata'))!.url, 1);
    try {
      expect(describeDifferences(await verifyLedger(db))).toEqual([]);
      // What the history's sales announced went out at the time: no socket event and no e-mail now.
      const { rows } = await db.$client.query(
        `select (select count(*) from outbox_events where sent_at is null)::int as unsent,
           (select count(*) from mail_outbox)::int as mails,
           (select count(*) from notifications where mailed_at is null)::int as unmailed`,
      );
      expect(rows[0]).toEqual({ unsent: 0, mails: 0, unmailed: 0 });
    } finally {
      await db.$client.end();
    }
  }, 300_000);
});
