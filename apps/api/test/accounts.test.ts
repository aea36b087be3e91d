import {
  brandedCompanies,
  brandedPoints,
  contactPhoneNumbers,
  getAllDetails,
  getCompanyName,
  getCompanyUserMeta,
  getContactUserMeta,
  getCurrentUser,
  getFeatures,
  getTeam,
  patchCompanyUserMeta,
  updateMe,
} from '@vanbid/contract';
import { describe, expect, it } from 'vitest';
import { addMembership, createAccount } from '../src/seed/factories';
import { unchecked, urlOf } from './support/call';
import { ownerAndStranger, signedInOwner } from './support/signed-in';
import { useTestApp } from './support/test-app';

const context = useTestApp();
const { call } = context;

describe('globalId and memberships', () => {
  it('answers 403 for a globalId the caller does not belong to, on reads and writes', async () => {
    const { owner, stranger } = await ownerAndStranger(context);
    const actingOnStranger = { token: owner.token, globalId: stranger.globalId };
    const read = await call(getCompanyName, { as: actingOnStranger });
    expect(read.status).toBe(403);
    expect(read.error.code).toBe('ACCOUNT_FORBIDDEN');
    const write = await call(patchCompanyUserMeta, {
      as: actingOnStranger,
      body: { walletWelcomeDismissed: true },
    });
    expect(write.status).toBe(403);
    const strangerMeta = await call(getCompanyUserMeta, { as: stranger });
    expect(strangerMeta.data.metaData.walletWelcomeDismissed).toBe(false);
  });

  it('acts on the home account when globalId is absent', async () => {
    const owner = await signedInOwner(context, { name: 'Home Movers' });
    const name = await call(getCompanyName, { as: { token: owner.token } });
    expect(name.data).toEqual({ name: 'Home Movers', logoUrl: null });
  });

  it('lets a member act on a second account and lists both in getAllDetails', async () => {
    const owner = await signedInOwner(context, { name: 'Alpha Movers' });
    const branch = await createAccount(context.db, { name: 'Alpha Movers Branch', isMainAccount: false });
    await addMembership(context.db, owner.user.id, branch.id, 'Sales Manager');
    const details = await call(getAllDetails, { as: owner });
    expect(details.data.companies).toEqual([
      {
        globalId: owner.account.id,
        name: 'Alpha Movers',
        logoUrl: null,
        isMainAccount: true,
        contactType: 'Owner',
      },
      {
        globalId: branch.id,
        name: 'Alpha Movers Branch',
        logoUrl: null,
        isMainAccount: false,
        contactType: 'Sales Manager',
      },
    ]);
    const name = await call(getCompanyName, { as: { ...owner, globalId: branch.id } });
    expect(name.data).toEqual({ name: 'Alpha Movers Branch', logoUrl: null });
  });

  it('refuses a request whose query and body name different accounts', async () => {
    const owner = await signedInOwner(context);
    const branch = await createAccount(context.db, { name: 'Split Movers', isMainAccount: false });
    await addMembership(context.db, owner.user.id, branch.id, 'Owner');
    // The wire rule puts a PATCH's globalId in the body; a second one in the query must agree.
    const patch = (queryGlobalId: number) =>
      context.app.inject({
        method: patchCompanyUserMeta.method,
        url: urlOf(patchCompanyUserMeta),
        query: { globalId: String(queryGlobalId) },
        headers: { authorization: `Bearer ${owner.token}` },
        payload: { globalId: branch.id, walletWelcomeDismissed: true },
      });
    const response = await patch(owner.account.id);
    expect(response.statusCode).toBe(400);
    expect(response.json().Error.fields).toHaveProperty('globalId');
    expect((await patch(branch.id)).statusCode).toBe(200);
  });
});

describe('GET and PATCH /user-meta/company', () => {
  it('returns every setup flag, false for a new account', async () => {
    const owner = await signedInOwner(context, { setupComplete: false, isMainAccount: false });
    const response = await call(getCompanyUserMeta, { as: owner });
    expect(response.data.metaData).toEqual({
      signed_insertion_order: false,
      identity_verification: false,
      auth_contact_added: false,
      company_info: false,
      payment_method_added: false,
      signed_payment_authorization: false,
      initial_payment_done: false,
      walletWelcomeDismissed: false,
      isMainAccount: false,
    });
  });

  it('keeps a preference and refuses to set a setup flag', async () => {
    const owner = await signedInOwner(context, { setupComplete: false });
    const patched = await call(patchCompanyUserMeta, { as: owner, body: { walletWelcomeDismissed: true } });
    expect(patched.data.metaData.walletWelcomeDismissed).toBe(true);
    const again = await call(getCompanyUserMeta, { as: owner });
    expect(again.data.metaData.walletWelcomeDismissed).toBe(true);
    const refused = await call(patchCompanyUserMeta, { as: owner, body: unchecked({ company_info: true }) });
    expect(refused.status).toBe(400);
    const unchanged = await call(getCompanyUserMeta, { as: owner });
    expect(unchanged.data.metaData.company_info).toBe(false);
  });

  it('reports a contact invitee’s own flags', async () => {
    const owner = await signedInOwner(context);
    const response = await call(getContactUserMeta, { as: owner });
    expect(response.data.metaData).toEqual({
      isContactInvitee: false,
      identity_verification: false,
      signed_insertion_order: false,
    });
  });
});

describe('user and shell calls', () => {
  it('renames the user with updateMe and shows it in getCurrentUser', async () => {
    const owner = await signedInOwner(context);
    const renamed = await call(updateMe, { as: owner, body: { newUserName: '  Jordan Mills ' } });
    expect(renamed.status).toBe(200);
    const current = await call(getCurrentUser, { as: owner });
    expect(current.data).toMatchObject({
      id: owner.user.id,
      username: 'Jordan Mills',
      email: owner.email,
      isSupport: false,
    });
    expect(current.data).not.toHaveProperty('passwordHash');
  });

  it('rejects an empty new name with a 400 naming newUserName', async () => {
    const owner = await signedInOwner(context);
    const response = await call(updateMe, { as: owner, body: { newUserName: ' ' } });
    expect(response.status).toBe(400);
    expect(response.error.fields).toHaveProperty('newUserName');
  });

  it('serves phone numbers, features, team, branded points and companies', async () => {
    const owner = await signedInOwner(context);
    const phones = (await call(contactPhoneNumbers, { as: owner })).data;
    expect(phones.contactPhoneNumber).toMatch(/\d{3}/);
    const features = (await call(getFeatures, { as: owner })).data.features;
    expect(features.wallet).toBe(true);
    const team = (await call(getTeam, { as: owner })).data.team;
    expect(team).toEqual([
      { id: owner.user.id, name: 'Test Owner', email: owner.email, contactType: 'Owner', avatarUrl: null },
    ]);
    const points = (await call(brandedPoints, { as: owner })).data;
    expect(points).toEqual({ points: 0, freeCallsRemaining: 10, freeCallsPerMonth: 10 });
    const branded = (await call(brandedCompanies, { as: owner })).data;
    expect(branded).toEqual({ companies: [] });
  });
});
