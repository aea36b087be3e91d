import { avatarUrlOf, getDemoStatus, getFeatures, getTeam } from '@vanbid/contract';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { memberships, users } from '../../platform/db/schema/index';
import { route } from '../../platform/http/route';
import { readSetting } from './settings.queries';

/** Set while the embedded demo sells its history in the background (seed/demo-world.ts). */
export const DEMO_HISTORY_FILLING_SETTING = 'demo_history_filling';

export const DEFAULT_FEATURES = { wallet: true, brandedCalls: true, tutorials: true, campaignCreation: true };

export async function settingsRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  route(app, getFeatures, async () => ({ features: await readSetting(db, 'features', DEFAULT_FEATURES) }));
  route(app, getDemoStatus, async () => ({
    isHistoryFilling: await readSetting(db, DEMO_HISTORY_FILLING_SETTING, false),
  }));
  route(app, getTeam, async ({ auth }) => {
    const team = await db
      .select({
        id: users.id,
        name: users.username,
        email: users.email,
        contactType: memberships.contactType,
        avatarFileId: users.avatarFileId,
      })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(eq(memberships.accountId, auth.accountId))
      .orderBy(asc(users.username));
    return {
      team: team.map(({ avatarFileId, ...member }) => ({
        ...member,
        avatarUrl: avatarUrlOf(member.id, avatarFileId),
      })),
    };
  });
}
