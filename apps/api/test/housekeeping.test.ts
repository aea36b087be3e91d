import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PURGE_JOB } from '../src/features/housekeeping';
import { signedInOwner } from './support/signed-in';
import { useTestApp } from './support/test-app';

// This file's app runs the job queue, as `npm start` does.
const context = useTestApp({
  JOBS: 'on',
  PURGE_SENT_EVENTS_AFTER_DAYS: '7',
  PURGE_IDEMPOTENCY_KEYS_AFTER_DAYS: '30',
});

/** The job runs its deletes one after another: what is left is polled until it is all done. */
const UNTIL_PURGED = { timeout: 20_000, interval: 200 };

describe('the housekeeping job on the PostgreSQL job queue', () => {
  it('deletes sent events, expired codes, idempotency keys and failed sign-ins past their age, and nothing newer', async () => {
    const { db } = context;
    const owner = await signedInOwner(context);
    const accountId = owner.account.id;
    const marker = randomUUID();
    await db.execute(sql`
      insert into outbox_events (account_id, event, payload, created_at, sent_at) values
        (${accountId}, 'refresh_app', ${JSON.stringify({ marker, age: 'old' })}::jsonb, now() - interval '9 days', now() - interval '8 days'),
        (${accountId}, 'refresh_app', ${JSON.stringify({ marker, age: 'recent' })}::jsonb, now() - interval '2 days', now() - interval '2 days'),
        (${accountId}, 'refresh_app', ${JSON.stringify({ marker, age: 'unsent' })}::jsonb, now() - interval '9 days', null)`);
    await db.execute(sql`
      insert into idempotency_keys (account_id, key, request_hash, created_at) values
        (${accountId}, ${`${marker}-old`}, 'h', now() - interval '31 days'),
        (${accountId}, ${`${marker}-recent`}, 'h', now() - interval '1 day')`);
    await db.execute(sql`
      insert into login_codes (code_hash, user_id, purpose, expires_at, used_at) values
        (${`${marker}-old`}, ${owner.user.id}, 'guest', now() - interval '8 days', now() - interval '8 days'),
        (${`${marker}-recent`}, ${owner.user.id}, 'guest', now() - interval '1 hour', null)`);
    await db.execute(sql`
      insert into mobile_code_sends (user_id, phone, sent_at) values
        (${owner.user.id}, ${`${marker}-old`}, now() - interval '8 days'),
        (${owner.user.id}, ${`${marker}-recent`}, now() - interval '1 hour')`);
    await db.execute(sql`
      insert into login_failures (login, address, failures, last_failed_at) values
        (${`${marker}-old`}, '192.0.2.1', 3, now() - interval '25 hours'),
        (${`${marker}-recent`}, '192.0.2.1', 3, now() - interval '2 hours')`);

    await context.app.jobs!.runNow(PURGE_JOB);

    const remaining = async () => ({
      events: (
        await db.execute<{ age: string }>(
          sql`select payload->>'age' as age from outbox_events where payload->>'marker' = ${marker} order by age`,
        )
      ).rows.map((row) => row.age),
      keys: (
        await db.execute<{ key: string }>(
          sql`select key from idempotency_keys where account_id = ${accountId} order by key`,
        )
      ).rows.map((row) => row.key),
      codes: (
        await db.execute<{ code_hash: string }>(
          sql`select code_hash from login_codes where code_hash like ${`${marker}%`} order by code_hash`,
        )
      ).rows.map((row) => row.code_hash),
      codeSends: (
        await db.execute<{ phone: string }>(
          sql`select phone from mobile_code_sends where phone like ${`${marker}%`} order by phone`,
        )
      ).rows.map((row) => row.phone),
      failures: (
        await db.execute<{ login: string }>(
          sql`select login from login_failures where login like ${`${marker}%`} order by login`,
        )
      ).rows.map((row) => row.login),
    });
    await expect.poll(remaining, UNTIL_PURGED).toEqual({
      events: ['recent', 'unsent'],
      keys: [`${marker}-recent`],
      codes: [`${marker}-recent`],
      codeSends: [`${marker}-recent`],
      failures: [`${marker}-recent`],
    });
  });

  it('deletes delivery attempts, kept e-mails and kept texts past their age, and nothing newer', async () => {
    const { db } = context;
    const owner = await signedInOwner(context);
    const marker = randomUUID();
    const destination = await db.execute<{ id: number }>(sql`
      insert into delivery_destinations (account_id, name, kind, emails) values (${owner.account.id}, ${marker}, 'email', '{}')
      returning id`);
    const delivery = await db.execute<{ id: number }>(sql`
      insert into lead_deliveries (account_id, destination_id, record_id, status, created_at)
      values (${owner.account.id}, ${destination.rows[0]!.id}, null, 'delivered', now() - interval '100 days') returning id`);
    const deliveryId = delivery.rows[0]!.id;
    await db.execute(sql`
      insert into lead_delivery_attempts (delivery_id, started_at, duration_ms, outcome, answer) values
        (${deliveryId}, now() - interval '100 days', 5, 'retry', 'old'),
        (${deliveryId}, now() - interval '1 day', 5, 'delivered', 'recent')`);
    await db.execute(sql`
      insert into mail_outbox ("to", subject, text, created_at) values
        (${`${marker}@old.test`}, 's', 't', now() - interval '40 days'),
        (${`${marker}@recent.test`}, 's', 't', now() - interval '1 day')`);
    await db.execute(sql`
      insert into sms_outbox ("to", body, created_at) values
        (${`${marker}-old`}, 'b', now() - interval '40 days'),
        (${`${marker}-recent`}, 'b', now() - interval '1 day')`);

    await context.app.jobs!.runNow(PURGE_JOB);

    const remaining = async () => ({
      attempts: (
        await db.execute<{ answer: string }>(
          sql`select answer from lead_delivery_attempts where delivery_id = ${deliveryId} order by answer`,
        )
      ).rows.map((row) => row.answer),
      mails: (
        await db.execute<{ to: string }>(sql`select "to" from mail_outbox where "to" like ${`${marker}%`}`)
      ).rows.map((row) => row.to),
      texts: (
        await db.execute<{ to: string }>(sql`select "to" from sms_outbox where "to" like ${`${marker}%`}`)
      ).rows.map((row) => row.to),
    });
    await expect.poll(remaining, UNTIL_PURGED).toEqual({
      attempts: ['recent'],
      mails: [`${marker}@recent.test`],
      texts: [`${marker}-recent`],
    });
  });
});
