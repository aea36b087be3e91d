import {
  getAuthorizedContacts,
  getCompanyInfo,
  isEmailAvailable as isEmailAvailableEndpoint,
  resetAccount,
  saveAuthorizedContact,
  saveCompanyInfo as saveCompanyInfoEndpoint,
} from '@vanbid/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/route';
import { getCompanyMetaData } from '../company';
import {
  isEmailAvailable,
  listContacts,
  readCompanyInfo,
  resetSetup,
  saveCompanyInfo,
  saveContact,
} from './onboarding.service';

/** The wizard's company and contact steps, and starting over (docs/product.md §3). */
export async function onboardingRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  route(app, saveCompanyInfoEndpoint, async ({ auth, body }) => ({
    company: await saveCompanyInfo(db, auth.accountId, body),
    metaData: await getCompanyMetaData(db, auth),
  }));
  route(app, getCompanyInfo, async ({ auth }) => ({ company: await readCompanyInfo(db, auth.accountId) }));
  route(app, saveAuthorizedContact, async ({ auth, body }) => ({
    contact: await saveContact(db, auth, body),
    metaData: await getCompanyMetaData(db, auth),
  }));
  route(app, getAuthorizedContacts, async ({ auth }) => ({
    contacts: await listContacts(db, auth.accountId),
  }));
  route(app, isEmailAvailableEndpoint, async ({ query }) => ({
    available: await isEmailAvailable(db, query.email),
  }));
  route(app, resetAccount, async ({ auth }) => {
    await resetSetup(db, auth.accountId);
    return { metaData: await getCompanyMetaData(db, auth) };
  });
}
