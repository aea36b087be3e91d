import { describe, expect, it } from 'vitest';
import { createGeoTemplate } from '../src/seed/factories';
import { signedInOwner, useTestApp } from './support/test-app';

const context = useTestApp();

describe('GET /geo-library/templates', () => {
  it('lists the account’s own and the shared templates, never another account’s', async () => {
    const owner = await signedInOwner(context);
    const other = await signedInOwner(context, { name: 'Other Movers' });
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
      accountId: other.account.id,
      name: 'AAA theirs',
      zipCodes: [],
    });
    const response = await owner.call({ method: 'GET', url: '/api/geo-library/templates?page=1&size=1000' });
    expect(response.statusCode).toBe(200);
    const { templates, total_items } = response.json().Data;
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
    const first = await owner.call({ method: 'GET', url: '/api/geo-library/templates?page=1&size=1' });
    const second = await owner.call({ method: 'GET', url: '/api/geo-library/templates?page=2&size=1' });
    expect(first.json().Data.templates).toHaveLength(1);
    expect(second.json().Data.templates[0].id).not.toBe(first.json().Data.templates[0].id);
    expect(first.json().Data.total_items).toBeGreaterThanOrEqual(2);
    const tooBig = await owner.call({ method: 'GET', url: '/api/geo-library/templates?size=1001' });
    expect(tooBig.statusCode).toBe(400);
  });
});

describe('GET /geo-library/zip-info/:zip', () => {
  it('answers city, state, position and time zone of a known ZIP', async () => {
    const owner = await signedInOwner(context);
    const response = await owner.call({ method: 'GET', url: '/api/geo-library/zip-info/90210' });
    expect(response.json().Data).toMatchObject({
      zip: '90210',
      city: 'Beverly Hills',
      state: 'CA',
      timeZone: 'America/Los_Angeles',
    });
    expect(response.json().Data.latitude).toBeCloseTo(34.09, 1);
  });

  it('answers an empty object for an unknown ZIP', async () => {
    const owner = await signedInOwner(context);
    const response = await owner.call({ method: 'GET', url: '/api/geo-library/zip-info/00000' });
    expect(response.statusCode).toBe(200);
    expect(response.json().Data).toEqual({});
  });

  it('answers 400 for a malformed ZIP', async () => {
    const owner = await signedInOwner(context);
    for (const zip of ['1234', '123456', 'abcde', '2321%20']) {
      const response = await owner.call({ method: 'GET', url: `/api/geo-library/zip-info/${zip}` });
      expect(response.statusCode, zip).toBe(400);
      expect(response.json().Error.code).toBe('VALIDATION_FAILED');
    }
  });
});
