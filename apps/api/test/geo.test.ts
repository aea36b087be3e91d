import { getZipInfo, listGeoTemplates } from '@vanbid/contract';
import { describe, expect, it } from 'vitest';
import { createGeoTemplate } from '../src/seed/factories';
import { ownerAndStranger, signedInOwner } from './support/signed-in';
import { useTestApp } from './support/test-app';

const context = useTestApp();
const { call } = context;

describe('GET /geo-library/templates', () => {
  it('lists the account’s own and the shared templates, never another account’s', async () => {
    const { owner, stranger } = await ownerAndStranger(context);
    const own = await createGeoTemplate(context.db, {
      accountId: owner.account.id,
      name: 'AAA own',
      zipCodes: ['23219'],
    });
    const shared = await createGeoTemplate(context.db, {
      accountId: null,
      name: 'AAA shared',
      zipCodes: ['10001'],
    });
    const theirs = await createGeoTemplate(context.db, {
      accountId: stranger.account.id,
      name: 'AAA theirs',
      zipCodes: [],
    });
    const response = await call(listGeoTemplates, { as: owner, query: { page: 1, size: 1000 } });
    expect(response.status).toBe(200);
    const { templates, total_items } = response.data;
    const ids = templates.map((template: { id: number }) => template.id);
    expect(ids).toContain(own.id);
    expect(ids).toContain(shared.id);
    expect(ids).not.toContain(theirs.id);
    expect(total_items).toBe(templates.length);
    expect(templates.find((template: { id: number }) => template.id === own.id)).toEqual({
      id: own.id,
      name: 'AAA own',
      zipCodes: ['23219'],
      isShared: false,
    });
  });

  it('pages, and answers 400 for a page size above 1000', async () => {
    const owner = await signedInOwner(context);
    await createGeoTemplate(context.db, { accountId: owner.account.id, name: 'Page one', zipCodes: [] });
    await createGeoTemplate(context.db, { accountId: owner.account.id, name: 'Page two', zipCodes: [] });
    const first = await call(listGeoTemplates, { as: owner, query: { page: 1, size: 1 } });
    const second = await call(listGeoTemplates, { as: owner, query: { page: 2, size: 1 } });
    expect(first.data.templates).toHaveLength(1);
    expect(second.data.templates[0]!.id).not.toBe(first.data.templates[0]!.id);
    expect(first.data.total_items).toBeGreaterThanOrEqual(2);
    const tooBig = await call(listGeoTemplates, { as: owner, query: { size: 1001 } });
    expect(tooBig.status).toBe(400);
  });
});

describe('GET /geo-library/zip-info/:zip', () => {
  it('answers city, state, position and time zone of a known ZIP', async () => {
    const owner = await signedInOwner(context);
    const response = await call(getZipInfo, { as: owner, params: { zip: '90210' } });
    expect(response.data).toMatchObject({
      zip: '90210',
      city: 'Beverly Hills',
      state: 'CA',
      timeZone: 'America/Los_Angeles',
    });
    expect(response.data.latitude).toBeCloseTo(34.09, 1);
  });

  it('answers an empty object for an unknown ZIP', async () => {
    const owner = await signedInOwner(context);
    const response = await call(getZipInfo, { as: owner, params: { zip: '00000' } });
    expect(response.status).toBe(200);
    expect(response.data).toEqual({});
  });

  it('answers 400 for a malformed ZIP', async () => {
    const owner = await signedInOwner(context);
    for (const zip of ['1234', '123456', 'abcde', '2321%20']) {
      const response = await call(getZipInfo, { as: owner, params: { zip } });
      expect(response.status, zip).toBe(400);
      expect(response.error.code).toBe('VALIDATION_FAILED');
    }
  });
});
