import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buyer, leadBody, prepareMarket, publisherClient } from './support/marketplace';
import { useTestApp } from './support/test-app';

const context = useTestApp();
let publisher: Awaited<ReturnType<typeof publisherClient>>;

beforeAll(async () => {
  await prepareMarket(context.db);
  publisher = await publisherClient(context, 'Bounds Traffic');
  await buyer(context.db, { balanceCents: 1_000_000 });
  await buyer(context.db, { group: 'calls', balanceCents: 1_000_000 });
});

const DAY_MS = 86_400_000;
const dateIn = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
const momentIn = (ms: number) => new Date(Date.now() + ms).toISOString();

/** Posts a lead with these changes: the answer's status and the fields its error names. */
async function postLead(changes: Record<string, unknown>, consent: Record<string, unknown> = {}) {
  const body = leadBody(changes);
  const response = await publisher.post('/api/marketplace/leads', {
    ...body,
    consent: { ...body.consent, ...consent },
  });
  return { status: response.statusCode, fields: Object.keys(response.json().Error?.fields ?? {}) };
}

async function storedLeadsWithEmail(email: string): Promise<number> {
  const result = await context.db.execute<{ n: number }>(
    sql`select count(*)::int as n from lead_records where email = ${email}`,
  );
  return result.rows[0]!.n;
}

describe('POST /api/marketplace/leads: what a publisher may send', () => {
  it('answers 400 naming email to a 200,000-character address, and stores nothing', async () => {
    const email = `${'a'.repeat(200_000)}@example.com`;
    expect(await postLead({ email })).toEqual({ status: 400, fields: ['email'] });
    expect(await storedLeadsWithEmail(email)).toBe(0);
  });

  it('holds e-mail addresses to the RFC lengths: 254 in all, 64 before the @', async () => {
    expect(await postLead({ email: `${'a'.repeat(65)}@example.com` })).toMatchObject({
      status: 400,
      fields: ['email'],
    });
    const long = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`;
    expect(long).toHaveLength(254);
    expect((await postLead({ email: long })).status).toBe(200);
    expect((await postLead({ email: `x${long}` })).fields).toEqual(['email']);
  });

  it('bounds the consent text and addresses', async () => {
    expect(
      (await postLead({}, { page_url: `https://quotes.example.com/${'p'.repeat(3000)}` })).fields,
    ).toEqual(['consent.page_url']);
    expect(
      (await postLead({}, { certificate_url: `https://cert.example.com/${'c'.repeat(3000)}` })).fields,
    ).toEqual(['consent.certificate_url']);
  });

  it('takes a move date from yesterday to about 18 months ahead, and answers 400 naming move_date otherwise', async () => {
    for (const move_date of ['0001-01-01', '9999-12-31', dateIn(-10), dateIn(600)])
      expect(await postLead({ move_date }), move_date).toEqual({ status: 400, fields: ['move_date'] });
    for (const move_date of [dateIn(-1), dateIn(0), dateIn(30), dateIn(540)])
      expect((await postLead({ move_date })).status, move_date).toBe(200);
  });

  it('answers 400 naming consent.captured_at when consent was captured in the future or long ago', async () => {
    for (const captured_at of ['2099-01-01T00:00:00Z', momentIn(10 * 60_000), '2001-01-01T00:00:00Z'])
      expect(await postLead({}, { captured_at }), captured_at).toEqual({
        status: 400,
        fields: ['consent.captured_at'],
      });
    // A publisher's clock a little ahead of ours is not its lead's fault.
    for (const captured_at of [momentIn(2 * 60_000), momentIn(-DAY_MS), momentIn(-20 * DAY_MS)])
      expect((await postLead({}, { captured_at })).status, captured_at).toBe(200);
  });

  it('takes North American numbers only: answers 400 naming phone to 000-000-0000, N11 codes and the fictional 555-01xx', async () => {
    for (const phone of [
      '000-000-0000',
      '(123) 456-7890',
      '(804) 123-4567',
      '(911) 234-5678',
      '(804) 411-2345',
      '(804) 555-0123',
      '1 (099) 234-5678',
    ])
      expect(await postLead({ phone }), phone).toEqual({ status: 400, fields: ['phone'] });
    for (const phone of ['(804) 234-5678', '+1 804 555 1234', '804.920.0011'])
      expect((await postLead({ phone })).status, phone).toBe(200);
  });
});

describe('POST /api/marketplace/calls: the caller’s number', () => {
  it('answers 400 naming caller_phone to a number that is not North American', async () => {
    for (const caller_phone of ['000-000-0000', '(804) 555-0100', '(211) 234-5678']) {
      const response = await publisher.post('/api/marketplace/calls', {
        external_id: `bounds-${caller_phone}`,
        caller_phone,
        from_zip: '23219',
        to_zip: '22201',
      });
      expect(response.statusCode, caller_phone).toBe(400);
      expect(Object.keys(response.json().Error.fields)).toEqual(['caller_phone']);
    }
  });
});
