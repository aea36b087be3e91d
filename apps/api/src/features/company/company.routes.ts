import {
  brandedCompanies,
  brandedPoints,
  getAllDetails,
  getCompanyName as getCompanyNameEndpoint,
  getCompanyUserMeta,
  getContactUserMeta,
  patchCompanyUserMeta,
} from '@vanbid/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/route';
import { readSetting } from '../settings';
import {
  countBrandedCallsSince,
  getCompanyName,
  listBrandedCompanies,
  listSelectableCompanies,
  mergeAccountMeta,
} from './company.queries';
import { getCompanyMetaData, getContactMetaData } from './company.service';

function startOfMonthUtc(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

export async function companyRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  route(app, getAllDetails, async ({ auth }) => ({
    companies: await listSelectableCompanies(db, auth.userId),
  }));
  route(app, getCompanyNameEndpoint, ({ auth }) => getCompanyName(db, auth.accountId));
  route(app, brandedCompanies, async ({ auth }) => ({
    companies: await listBrandedCompanies(db, auth.userId),
  }));
  route(app, brandedPoints, async ({ auth }) => {
    const freePerMonth = await readSetting(db, 'branded_free_calls_per_month', 10);
    const used = await countBrandedCallsSince(db, auth.accountId, startOfMonthUtc(new Date()));
    return {
      points: used,
      freeCallsRemaining: Math.max(0, freePerMonth - used),
      freeCallsPerMonth: freePerMonth,
    };
  });
  route(app, getCompanyUserMeta, async ({ auth }) => ({ metaData: await getCompanyMetaData(db, auth) }));
  route(app, patchCompanyUserMeta, async ({ auth, body }) => {
    await mergeAccountMeta(db, auth.accountId, body as Record<string, boolean>);
    return { metaData: await getCompanyMetaData(db, auth) };
  });
  route(app, getContactUserMeta, async ({ auth }) => ({ metaData: await getContactMetaData(db, auth) }));
}
