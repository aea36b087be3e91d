import { randomInt } from 'node:crypto';
import { addMobileNumber, confirmMobileNumber } from '@vanbid/contract';
import { desc, eq } from 'drizzle-orm';
import { smsOutbox } from '../../src/platform/db/schema/index';
import type { TestContext } from './test-app';

/** A valid US mobile number of its own for each test, in E.164 (exchanges 234–299: never a service code). */
export function freshMobile(): string {
  return `+1804${234 + randomInt(66)}${String(randomInt(10_000)).padStart(4, '0')}`;
}

/** The texts the sandbox kept for this number, newest first. */
export async function textsTo(context: TestContext, phone: string): Promise<string[]> {
  const rows = await context.db
    .select({ body: smsOutbox.body })
    .from(smsOutbox)
    .where(eq(smsOutbox.to, phone))
    .orderBy(desc(smsOutbox.id));
  return rows.map((row) => row.body);
}

/** The code in the newest text to this number. */
export async function lastCodeTo(context: TestContext, phone: string): Promise<string> {
  const [newest] = await textsTo(context, phone);
  const code = /\b(\d{6})\b/.exec(newest ?? '')?.[1];
  if (!code) throw new Error(`No code was texted to ${phone}`);
  return code;
}

type Session = { token: string; globalId: number };

/** Adds the number for the signed-in member and confirms it with the texted code. */
export async function verifiedMobile(context: TestContext, as: Session, phone = freshMobile()) {
  const added = await context.call(addMobileNumber, { body: { phone }, as });
  const code = await lastCodeTo(context, phone);
  await context.call(confirmMobileNumber, { params: { id: added.data.number.id }, body: { code }, as });
  return phone;
}
