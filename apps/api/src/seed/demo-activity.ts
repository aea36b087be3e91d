import { type ActivityChange, activityKindOf } from '@vanbid/domain';
import { inArray } from 'drizzle-orm';
import type { Queryable } from '../platform/db/database';
import { activityChanges, users } from '../platform/db/schema/index';
import { INTERSTATE_LEADS } from './demo-businesses';

const HOUR_MS = 3_600_000;

/**
 * A few days of the demo account's activity log (Settings → Activity): the owner's changes and
 * one of Vanbid support in a guest session, matching the demo's settings as they are now.
 */
export async function seedDemoActivity(
  db: Queryable,
  input: { accountId: number; ownerEmail: string; supportEmail: string; now: number },
): Promise<void> {
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, [input.ownerEmail, input.supportEmail]));
  const owner = people.find((person) => person.email === input.ownerEmail)!.id;
  const support = people.find((person) => person.email === input.supportEmail)!.id;
  const entries: { hoursAgo: number; bySupport: boolean; change: ActivityChange }[] = [
    {
      hoursAgo: 74,
      bySupport: false,
      change: { field: 'bid', subject: 'Local Moving Calls — Virginia', before: '10%', after: '15%' },
    },
    {
      hoursAgo: 50,
      bySupport: true,
      change: {
        field: 'daily_limit',
        subject: 'Moving Leads — Richmond',
        before: '$750.00',
        after: '$900.00',
      },
    },
    {
      hoursAgo: 26,
      bySupport: false,
      change: { field: 'status', subject: INTERSTATE_LEADS, before: 'Active', after: 'Paused' },
    },
  ];
  await db.insert(activityChanges).values(
    entries.map(({ hoursAgo, bySupport, change }) => ({
      accountId: input.accountId,
      userId: owner,
      supportUserId: bySupport ? support : null,
      kind: activityKindOf(change.field),
      ...change,
      createdAt: new Date(input.now - hoursAgo * HOUR_MS),
    })),
  );
}
