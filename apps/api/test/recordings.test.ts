import { randomUUID } from 'node:crypto';
import { type CallRecord, getCallDetail, getRecords } from '@vanbid/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { synthesizeRecording } from '../src/features/demo-traffic';
import { purgeOldRecordings } from '../src/features/recordings';
import { buyer, freshPhone, prepareMarket, publisherClient } from './support/marketplace';
import { ownerAndStranger, type SignedInOwner } from './support/signed-in';
import { useTestApp } from './support/test-app';

const context = useTestApp();
const { call } = context;
let publisher: Awaited<ReturnType<typeof publisherClient>>;
let owner: SignedInOwner;
let stranger: SignedInOwner;
const audio = synthesizeRecording(3, () => 0.5);

beforeAll(async () => {
  await prepareMarket(context.db);
  publisher = await publisherClient(context);
  ({ owner, stranger } = await ownerAndStranger(context));
  await buyer(context.db, { group: 'calls', bidPercent: 95, account: owner.account });
});

/** A call bought by the owner, answered and ended by the publisher with `recording`. */
async function recordedCall(recording: Record<string, unknown> | undefined) {
  const offered = await publisher.post('/api/marketplace/calls', {
    external_id: randomUUID(),
    caller_phone: freshPhone(),
    from_zip: '23219',
    to_zip: '22201',
  });
  const callId: number = offered.json().Data.call_id;
  const event = (body: unknown) => publisher.post(`/api/marketplace/calls/${callId}/events`, body);
  await event({ type: 'answered' });
  const ended = await event({ type: 'ended', status: 'answered', duration_seconds: 120, recording });
  expect(ended.statusCode).toBe(200);
  const record = await context.db.execute<{ id: string }>(
    sql`select id from call_records where account_id = ${owner.account.id} order by id desc limit 1`,
  );
  return Number(record.rows[0]!.id);
}

const withRecording = (callerWasTold = true) => ({
  content_type: 'audio/wav',
  audio_base64: audio.toString('base64'),
  caller_was_told: callerWasTold,
});

const download = (url: string) => context.app.inject({ method: 'GET', url: `/api${url}` });

describe('Call recordings', () => {
  it('gives the buying account’s members a signed link that plays the publisher’s audio, saying the caller was told', async () => {
    const id = await recordedCall(withRecording(true));
    const detail = (await call(getCallDetail, { as: owner, params: { id } })).data;
    expect(detail.recording).toMatchObject({ seconds: 120, is_disclosed: true });
    const expiresIn = Date.parse(detail.recording!.expires_at) - Date.now();
    expect(expiresIn).toBeGreaterThan(0);
    expect(expiresIn).toBeLessThanOrEqual(10 * 60_000);
    const file = await download(detail.recording!.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('audio/wav');
    expect(file.rawPayload.equals(audio)).toBe(true);
  });

  it('marks in the call log the calls that have a recording, without handing out a link there', async () => {
    const recorded = await recordedCall(withRecording());
    const plain = await recordedCall(undefined);
    const log = await call(getRecords, { as: owner, query: { type: 'calls', filter: '' } });
    const byId = new Map((log.data.records as CallRecord[]).map((record) => [record.id, record]));
    expect(byId.get(recorded)).toMatchObject({ has_recording: true });
    expect(byId.get(plain)).toMatchObject({ has_recording: false });
    expect(JSON.stringify(log.data)).not.toContain('/recordings/');
  });

  it('says when the caller was not told, and has no recording when none was sent', async () => {
    const untold = await recordedCall(withRecording(false));
    const plain = await recordedCall(undefined);
    expect((await call(getCallDetail, { as: owner, params: { id: untold } })).data.recording).toMatchObject({
      is_disclosed: false,
    });
    expect((await call(getCallDetail, { as: owner, params: { id: plain } })).data.recording).toBeNull();
  });

  it('refuses another tenant and anonymous requests: no link for them, and a link changed in any part is refused', async () => {
    const id = await recordedCall(withRecording());
    expect((await call(getCallDetail, { as: stranger, params: { id } })).status).toBe(404);
    const { url } = (await call(getCallDetail, { as: owner, params: { id } })).data.recording!;
    const link = new URL(url, 'http://vanbid.test');
    const unsigned = `${link.pathname}?account=${owner.account.id}&expires=${link.searchParams.get('expires')}`;
    expect((await download(unsigned)).statusCode).toBe(400);
    const signature = link.searchParams.get('signature')!;
    const changed = [
      `${link.pathname}?account=${stranger.account.id}&expires=${link.searchParams.get('expires')}&signature=${signature}`,
      `${link.pathname}?account=${owner.account.id}&expires=${Number(link.searchParams.get('expires')) + 3600}&signature=${signature}`,
      `${link.pathname}?account=${owner.account.id}&expires=${link.searchParams.get('expires')}&signature=${'A'.repeat(43)}`,
      url.replace(`/calls/${id}?`, `/calls/${id + 1}?`),
    ];
    for (const path of changed) {
      const refused = await download(path);
      expect(refused.statusCode).toBe(401);
      expect(refused.json().Error.code).toBe('UNAUTHENTICATED');
    }
  });

  it('refuses a signed link once it has expired', async () => {
    const id = await recordedCall(withRecording());
    const expires = Math.floor(Date.now() / 1000) - 1;
    const signature = context.app.deps.tokens.mac('recording', `${owner.account.id}:${id}:${expires}`);
    const expired = await download(
      `/recordings/calls/${id}?account=${owner.account.id}&expires=${expires}&signature=${signature}`,
    );
    expect(expired.statusCode).toBe(401);
  });

  it('deletes recordings past the retention period, file and link', async () => {
    const id = await recordedCall(withRecording());
    const { url } = (await call(getCallDetail, { as: owner, params: { id } })).data.recording!;
    const key = await context.db.execute<{ recording_key: string }>(
      sql`select recording_key from call_records where id = ${id}`,
    );
    await context.db.execute(
      sql`update call_records set time_created = now() - interval '91 days' where id = ${id}`,
    );
    expect(await purgeOldRecordings(context.app.deps, 90)).toBeGreaterThanOrEqual(1);
    expect(await context.app.deps.fileStorage.exists(key.rows[0]!.recording_key)).toBe(false);
    expect((await call(getCallDetail, { as: owner, params: { id } })).data.recording).toBeNull();
    expect((await download(url)).statusCode).toBe(404);
  });
});
