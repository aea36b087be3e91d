import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type CallRecord,
  getCallDetail,
  getCompanyInfo,
  getMissedOpportunities,
  getRecords,
  listCampaigns,
  listInvites,
  listSignedDocuments,
  proappLogin,
  unseenPatches,
} from '@vanbid/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/platform/config';
import { createBuiltInESignature } from '../src/platform/e-signature';
import { createFileStorage } from '../src/platform/file-storage';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemoWorld } from '../src/seed/demo-world';
import { createCall, type TestSession } from './support/call';
import { useScratchDatabase } from './support/scratch-database';
import { TEST_JWT_SECRET } from './support/test-app';
import { sessionOf } from './support/two-factor';

// What a newcomer sees on a first look at the demo (signed in as demo@): every feature with data.
const scratch = useScratchDatabase();
let app: FastifyInstance;
let dataDir: string;
let demo: TestSession;
const call = createCall(() => app);

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'vanbid-demo-features-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', JOBS: 'off' });
  const fileStorage = createFileStorage(config);
  const eSignature = createBuiltInESignature({ fileStorage });
  await seedDemoWorld(scratch.db, { historyDays: 3, eSignature, fileStorage });
  app = await buildApp({ config, db: scratch.db, jwtSecret: TEST_JWT_SECRET, serveSpa: false });
  await app.ready();
  demo = sessionOf(await call(proappLogin, { body: { login: DEMO_EMAIL, password: DEMO_PASSWORD } }));
}, 240_000);

afterAll(async () => {
  await app?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const day = (time: number) => new Date(time).toISOString().slice(0, 10);

describe('the demo world as demo@vanbid.test sees it', () => {
  it('has company info with an address, a DOT number and a licence, so the company type is set', async () => {
    const { company } = (await call(getCompanyInfo, { as: demo })).data;
    expect(company.companyBusinessAddress).toBeTruthy();
    expect(company.companyUsDotNumber).toBeTruthy();
    expect(company.companyLocalStateLicenseNumber).toBeTruthy();
    expect(company.companyType).not.toBeNull();
  });

  it('has the insertion order and the payment authorization signed', async () => {
    const { documents } = (await call(listSignedDocuments, { as: demo })).data;
    expect(documents.map((document) => document.kind).sort()).toEqual([
      'insertion-order',
      'payment-authorization',
    ]);
    for (const document of documents) expect(document.signerName).toBe('Dana Whitfield');
  });

  it('has a pending invite', async () => {
    const { invites } = (await call(listInvites, { query: {}, as: demo })).data;
    expect(invites.filter((invite) => invite.status === 'pending')).not.toHaveLength(0);
  });

  it('has a release note the demo user has not seen ("What’s new")', async () => {
    const { patches } = (await call(unseenPatches, { as: demo })).data;
    expect(patches).not.toHaveLength(0);
  });

  it('has calls with a zero payout and calls with no payout in the call log', async () => {
    const total = async (filter: string) =>
      (await call(getRecords, { query: { type: 'calls', filter }, as: demo })).data.total_items;
    expect(await total('payout:eq:0')).toBeGreaterThan(0);
    expect(await total('payout:null')).toBeGreaterThan(0);
  });

  it('has calls with a recording in the call log, which the call detail plays by its signed link', async () => {
    const log = await call(getRecords, { query: { type: 'calls', filter: '', size: 200 }, as: demo });
    const recorded = (log.data.records as CallRecord[]).filter((record) => record.has_recording);
    expect(recorded).not.toHaveLength(0);
    const detail = await call(getCallDetail, { params: { id: recorded[0]!.id }, as: demo });
    const audio = await app.inject({ method: 'GET', url: `/api${detail.data.recording!.url}` });
    expect(audio.statusCode).toBe(200);
    expect(audio.headers['content-type']).toBe('audio/wav');
  });

  it('has a campaign outbid in the last week, with the prices that won', async () => {
    const { campaigns } = (await call(listCampaigns, { query: {}, as: demo })).data;
    const now = Date.now();
    const outbid = [];
    for (const campaign of campaigns) {
      const missed = await call(getMissedOpportunities, {
        params: { id: campaign._id },
        query: { from: day(now - 7 * 86_400_000), to: day(now + 86_400_000), timezone: 'UTC' },
        as: demo,
      });
      if (missed.data.clearing_prices && missed.data.missed.outbid > 0) outbid.push(missed.data);
    }
    expect(outbid).not.toHaveLength(0);
    expect(outbid[0]!.clearing_prices!.high).toBeGreaterThan(0);
  });
});
