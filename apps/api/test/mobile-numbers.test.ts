import {
  addMobileNumber,
  confirmMobileNumber,
  deleteMobileNumber,
  devSmsOutbox,
  listMobileNumbers,
  resendMobileCode,
} from '@vanbid/contract';
import { MOBILE_CODE_MAX_ATTEMPTS, MOBILE_CODES_PER_HOUR } from '@vanbid/domain';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mobileNumbers } from '../src/platform/db/schema/index';
import { unchecked } from './support/call';
import { freshMobile, lastCodeTo, textsTo } from './support/mobile-numbers';
import { ownerAndStranger, signedInOwner, signedInSupport } from './support/signed-in';
import { useTestApp } from './support/test-app';

const context = useTestApp();
const { call } = context;

const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
/** The code was sent longer ago than the wait between codes (the test does not wait a minute). */
const backdateCodeOf = (id: number) =>
  context.db.execute(
    sql`update mobile_numbers set code_sent_at = now() - interval '2 minutes' where id = ${id}`,
  );

describe('POST /users/mobileNumbers', () => {
  it('keeps the number in E.164, unconfirmed, and texts it a 6-digit code', async () => {
    const owner = await signedInOwner(context);
    const phone = freshMobile();
    const national = `(${phone.slice(2, 5)}) ${phone.slice(5, 8)}-${phone.slice(8)}`;
    const added = await call(addMobileNumber, { body: { phone: national }, as: owner });
    expect(added.status).toBe(200);
    expect(added.data.number).toMatchObject({ phone, display: national, verified: false, verifiedAt: null });
    const [text] = await textsTo(context, phone);
    expect(text).toMatch(/^Your Vanbid code is \d{6}\./);
    expect((await call(listMobileNumbers, { as: owner })).data.numbers).toEqual([added.data.number]);
  });

  it('keeps only the hash of the code', async () => {
    const owner = await signedInOwner(context);
    const phone = freshMobile();
    const added = await call(addMobileNumber, { body: { phone }, as: owner });
    const code = await lastCodeTo(context, phone);
    const [row] = await context.db
      .select()
      .from(mobileNumbers)
      .where(eq(mobileNumbers.id, added.data.number.id));
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(code);
  });

  it.each(['555-1234', '(123) 456-7890', 'text me'])('refuses %s with 400', async (phone) => {
    const owner = await signedInOwner(context);
    const answer = await call(addMobileNumber, { body: unchecked({ phone }), as: owner });
    expect(answer.status).toBe(400);
    expect(answer.error.code).toBe('VALIDATION_FAILED');
  });
});

describe('POST /users/mobileNumbers/:id/confirm', () => {
  it('confirms the number with the texted code', async () => {
    const owner = await signedInOwner(context);
    const phone = freshMobile();
    const added = await call(addMobileNumber, { body: { phone }, as: owner });
    const code = await lastCodeTo(context, phone);
    const confirmed = await call(confirmMobileNumber, {
      params: { id: added.data.number.id },
      body: { code },
      as: owner,
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.data.number).toMatchObject({ phone, verified: true, verifiedAt: expect.any(String) });
  });

  it('refuses a wrong code, and the code stops working after the last wrong try', async () => {
    const owner = await signedInOwner(context);
    const phone = freshMobile();
    const added = await call(addMobileNumber, { body: { phone }, as: owner });
    const id = added.data.number.id;
    const code = await lastCodeTo(context, phone);
    for (let attempt = 1; attempt <= MOBILE_CODE_MAX_ATTEMPTS; attempt += 1) {
      const wrong = await call(confirmMobileNumber, {
        params: { id },
        body: { code: wrongCodeFor(code) },
        as: owner,
      });
      expect(wrong.status).toBe(400);
      expect(wrong.error.fields?.code).toMatch(/wrong/);
    }
    const right = await call(confirmMobileNumber, { params: { id }, body: { code }, as: owner });
    expect(right.status).toBe(400);
    expect(right.error.fields?.code).toMatch(/expired/);
    expect((await call(listMobileNumbers, { as: owner })).data.numbers[0]!.verified).toBe(false);
  });

  it('refuses an expired code, and a new code confirms', async () => {
    const owner = await signedInOwner(context);
    const phone = freshMobile();
    const id = (await call(addMobileNumber, { body: { phone }, as: owner })).data.number.id;
    const code = await lastCodeTo(context, phone);
    await context.db.execute(
      sql`update mobile_numbers set code_expires_at = now() - interval '1 second' where id = ${id}`,
    );
    const expired = await call(confirmMobileNumber, { params: { id }, body: { code }, as: owner });
    expect(expired.status).toBe(400);
    expect(expired.error.message).toMatch(/expired/);

    await backdateCodeOf(id);
    expect((await call(resendMobileCode, { params: { id }, as: owner })).status).toBe(200);
    const newCode = await lastCodeTo(context, phone);
    const confirmed = await call(confirmMobileNumber, { params: { id }, body: { code: newCode }, as: owner });
    expect(confirmed.data.number.verified).toBe(true);
  });

  it('answers another member’s number as not found, and a stranger’s code does not confirm it', async () => {
    const { owner, stranger } = await ownerAndStranger(context);
    const phone = freshMobile();
    const id = (await call(addMobileNumber, { body: { phone }, as: owner })).data.number.id;
    const code = await lastCodeTo(context, phone);
    const theirs = await call(confirmMobileNumber, { params: { id }, body: { code }, as: stranger });
    expect(theirs.status).toBe(404);
    expect((await call(deleteMobileNumber, { params: { id }, as: stranger })).status).toBe(404);
    expect((await call(listMobileNumbers, { as: stranger })).data.numbers).toEqual([]);
  });
});

describe('the limits on codes', () => {
  it('waits a minute before a new code to the same number', async () => {
    const owner = await signedInOwner(context);
    const phone = freshMobile();
    const id = (await call(addMobileNumber, { body: { phone }, as: owner })).data.number.id;
    const again = await call(resendMobileCode, { params: { id }, as: owner });
    expect(again.status).toBe(429);
    expect(again.error.code).toBe('RATE_LIMITED');
    expect(await textsTo(context, phone)).toHaveLength(1);
  });

  it(`sends a user at most ${MOBILE_CODES_PER_HOUR} codes an hour, over all their numbers`, async () => {
    const owner = await signedInOwner(context);
    const phones = Array.from({ length: MOBILE_CODES_PER_HOUR + 1 }, () => freshMobile());
    const answers = [];
    for (const phone of phones.slice(0, 3))
      answers.push(await call(addMobileNumber, { body: { phone }, as: owner }));
    const first = answers[0]!.data.number.id;
    for (let resend = 0; resend < MOBILE_CODES_PER_HOUR - 3; resend += 1) {
      await backdateCodeOf(first);
      answers.push(await call(resendMobileCode, { params: { id: first }, as: owner }));
    }
    expect(answers.map((answer) => answer.status)).toEqual(Array(MOBILE_CODES_PER_HOUR).fill(200));
    const over = await call(addMobileNumber, { body: { phone: phones.at(-1)! }, as: owner });
    expect(over.status).toBe(429);
    expect(over.error.message).toMatch(/within the hour/);
    expect(await textsTo(context, phones.at(-1)!)).toEqual([]);
  });
});

describe('DELETE /users/mobileNumbers/:id', () => {
  it('removes the number', async () => {
    const owner = await signedInOwner(context);
    const id = (await call(addMobileNumber, { body: { phone: freshMobile() }, as: owner })).data.number.id;
    expect((await call(deleteMobileNumber, { params: { id }, as: owner })).data).toEqual({ deleted: true });
    expect((await call(listMobileNumbers, { as: owner })).data.numbers).toEqual([]);
  });
});

describe('GET /dev/sms-outbox', () => {
  it('shows support staff the texts, newest first, by number as typed', async () => {
    const owner = await signedInOwner(context);
    const phone = freshMobile();
    await call(addMobileNumber, { body: { phone }, as: owner });
    const support = await signedInSupport(context);
    const typed = `${phone.slice(2, 5)}-${phone.slice(5, 8)}-${phone.slice(8)}`;
    const answer = await call(devSmsOutbox, { query: { to: typed }, as: support });
    expect(answer.status).toBe(200);
    expect(answer.data.messages).toEqual([
      {
        id: expect.any(Number),
        to: phone,
        body: expect.stringMatching(/code is \d{6}/),
        createdAt: expect.any(String),
      },
    ]);
  });

  it('is refused to an advertiser (403), even for their own number', async () => {
    const owner = await signedInOwner(context);
    const phone = freshMobile();
    await call(addMobileNumber, { body: { phone }, as: owner });
    const answer = await call(devSmsOutbox, { query: { to: phone }, as: owner });
    expect(answer.status).toBe(403);
    expect(answer.error.code).toBe('FORBIDDEN');
  });
});
