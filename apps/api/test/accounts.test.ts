import { describe, expect, it } from 'vitest';
import { addMembership, createAccount } from '../src/seed/factories';
import { signedInOwner, useTestApp } from './support/test-app';

const context = useTestApp();

describe('globalId and memberships', () => {
  it('answers 403 for a globalId the caller does not belong to, on reads and writes', async () => {
    const owner = await signedInOwner(context);
    const stranger = await signedInOwner(context, { name: 'Other Movers' });
    const read = await owner.call({
      method: 'GET',
      url: `/api/company/getCompanyName?globalId=${stranger.account.id}`,
    });
    expect(read.statusCode).toBe(403);
    expect(read.json().Error.code).toBe('ACCOUNT_FORBIDDEN');
    const write = await owner.call({
      method: 'PATCH',
      url: '/api/user-meta/company',
      payload: { globalId: stranger.account.id, walletWelcomeDismissed: true },
    });
    expect(write.statusCode).toBe(403);
    const strangerMeta = await stranger.call({ method: 'GET', url: '/api/user-meta/company' });
    expect(strangerMeta.json().Data.metaData.walletWelcomeDismissed).toBe(false);
  });

  it('lets a member act on a second account and lists both in getAllDetails', async () => {
    const owner = await signedInOwner(context, { name: 'Alpha Movers' });
    const branch = await createAccount(context.db, { name: 'Alpha Movers Branch', isMainAccount: false });
    await addMembership(context.db, owner.user.id, branch.id, 'Sales Manager');
    const details = await owner.call({ method: 'GET', url: '/api/company/getAllDetails' });
    expect(details.json().Data.companies).toEqual([
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
    const name = await owner.call({
      method: 'GET',
      url: `/api/company/getCompanyName?globalId=${branch.id}`,
    });
    expect(name.json().Data).toEqual({ name: 'Alpha Movers Branch', logoUrl: null });
  });

  it('refuses a request whose query and body name different accounts', async () => {
    const owner = await signedInOwner(context);
    const branch = await createAccount(context.db, { name: 'Split Movers', isMainAccount: false });
    await addMembership(context.db, owner.user.id, branch.id, 'Owner');
    const response = await owner.call({
      method: 'PATCH',
      url: `/api/user-meta/company?globalId=${branch.id}`,
      payload: { globalId: owner.account.id, walletWelcomeDismissed: true },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().Error.fields).toHaveProperty('globalId');
    const agreed = await owner.call({
      method: 'PATCH',
      url: `/api/user-meta/company?globalId=${branch.id}`,
      payload: { globalId: branch.id, walletWelcomeDismissed: true },
    });
    expect(agreed.statusCode).toBe(200);
  });
});

describe('GET and PATCH /user-meta/company', () => {
  it('returns every setup flag, false for a new account', async () => {
    const owner = await signedInOwner(context, { setupComplete: false, isMainAccount: false });
    const response = await owner.call({ method: 'GET', url: '/api/user-meta/company' });
    expect(response.json().Data.metaData).toEqual({
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
    const patched = await owner.call({
      method: 'PATCH',
      url: '/api/user-meta/company',
      payload: { walletWelcomeDismissed: true },
    });
    expect(patched.json().Data.metaData.walletWelcomeDismissed).toBe(true);
    const again = await owner.call({ method: 'GET', url: '/api/user-meta/company' });
    expect(again.json().Data.metaData.walletWelcomeDismissed).toBe(true);
    const refused = await owner.call({
      method: 'PATCH',
      url: '/api/user-meta/company',
      payload: { company_info: true },
    });
    expect(refused.statusCode).toBe(400);
    const unchanged = await owner.call({ method: 'GET', url: '/api/user-meta/company' });
    expect(unchanged.json().Data.metaData.company_info).toBe(false);
  });

  it('reports a contact invitee’s own flags', async () => {
    const owner = await signedInOwner(context);
    const response = await owner.call({ method: 'GET', url: '/api/authorized-contact/user-meta' });
    expect(response.json().Data.metaData).toEqual({
      isContactInvitee: false,
      identity_verification: false,
      signed_insertion_order: false,
    });
  });
});

describe('user and shell calls', () => {
  it('renames the user with updateMe and shows it in getCurrentUser', async () => {
    const owner = await signedInOwner(context);
    const renamed = await owner.call({
      method: 'POST',
      url: '/api/users/updateMe',
      payload: { newUserName: '  Jordan Mills ' },
    });
    expect(renamed.statusCode).toBe(200);
    const current = await owner.call({ method: 'GET', url: '/api/admin/getCurrentUser' });
    expect(current.json().Data).toMatchObject({
      id: owner.user.id,
      username: 'Jordan Mills',
      email: owner.email,
      isSupport: false,
    });
    expect(current.json().Data).not.toHaveProperty('passwordHash');
  });

  it('rejects an empty new name with a 400 naming newUserName', async () => {
    const owner = await signedInOwner(context);
    const response = await owner.call({
      method: 'POST',
      url: '/api/users/updateMe',
      payload: { newUserName: ' ' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().Error.fields).toHaveProperty('newUserName');
  });

  it('serves phone numbers, features, team, branded points and companies', async () => {
    const owner = await signedInOwner(context);
    const phones = (await owner.call({ method: 'GET', url: '/api/users/contactPhoneNumbers' })).json().Data;
    expect(phones.contactPhoneNumber).toMatch(/\d{3}/);
    const features = (await owner.call({ method: 'GET', url: '/api/settings/features' })).json().Data
      .features;
    expect(features.wallet).toBe(true);
    const team = (await owner.call({ method: 'GET', url: '/api/settings/team' })).json().Data.team;
    expect(team).toEqual([
      { id: owner.user.id, name: 'Test Owner', email: owner.email, contactType: 'Owner' },
    ]);
    const points = (await owner.call({ method: 'GET', url: '/api/branded/points' })).json().Data;
    expect(points).toEqual({ points: 0, freeCallsRemaining: 10 });
    const branded = (await owner.call({ method: 'GET', url: '/api/branded-companies' })).json().Data;
    expect(branded).toEqual({ companies: [] });
  });
});
