import { getRecords, type QueryOf } from '@vanbid/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCampaign, generateCallRecords } from '../src/seed/factories';
import { type SignedInOwner, signedInOwner } from './support/signed-in';
import { useTestApp } from './support/test-app';

const context = useTestApp();
const { call } = context;

type Owner = SignedInOwner;
type Page = {
  records: { id: number; time_created: string; payout: number | null }[];
  total_items: number;
  monetary_value: number;
  next_cursor: string | null;
  prev_cursor: string | null;
};

const world = {} as { owner: Owner; filter: string };

beforeAll(async () => {
  const { db } = context;
  world.owner = await signedInOwner(context, { name: 'Paging Movers' });
  const accountId = world.owner.account.id;
  const campaigns = await Promise.all(
    ['North', 'South', 'Elsewhere'].map((nickname) =>
      createCampaign(db, { accountId, group: 'calls', nickname }),
    ),
  );
  for (const campaign of campaigns) {
    await generateCallRecords(db, {
      accountId,
      campaignId: campaign.id,
      campaignName: campaign.nickname,
      days: 12,
      perDay: 15,
    });
  }
  world.filter = `phone_company_id:in:${campaigns[0]!.id},${campaigns[1]!.id}`;
});

async function page(query: Partial<QueryOf<typeof getRecords>>): Promise<Page> {
  const response = await call(getRecords, {
    as: world.owner,
    query: { type: 'calls', filter: world.filter, ...query },
  });
  expect(response.status, response.text).toBe(200);
  return response.data;
}

const ids = (pages: Page[]) => pages.flatMap((each) => each.records.map((record) => record.id));
const cents = (pages: Page[]) =>
  pages
    .flatMap((each) => each.records)
    .reduce((sum, record) => sum + Math.round((record.payout ?? 0) * 100), 0);

async function walk(first: Page, direction: 'next_cursor' | 'prev_cursor', query = {}): Promise<Page[]> {
  const pages = [first];
  for (let current = first; current[direction]; ) {
    current = await page({ size: 50, ...query, cursor: current[direction]! });
    pages.push(current);
  }
  return pages;
}

describe('GET /statistic/getRecords: paging and totals', () => {
  it('gives totals equal to the count and payout sum over all pages, walked by page number', async () => {
    const first = await page({ size: 50 });
    const pages = [first];
    for (let number = 2; number <= Math.ceil(first.total_items / 50); number += 1) {
      pages.push(await page({ size: 50, page: number }));
    }
    expect(first.total_items).toBeGreaterThan(250);
    expect(ids(pages)).toHaveLength(first.total_items);
    expect(new Set(ids(pages)).size).toBe(first.total_items);
    expect(cents(pages)).toBe(Math.round(first.monetary_value * 100));
    const times = pages.flatMap((each) => each.records.map((record) => record.time_created));
    expect(times).toEqual([...times].sort().reverse());
    expect(first.prev_cursor).toBeNull();
  });

  it('walks the same rows forwards with next_cursor and back with prev_cursor', async () => {
    const first = await page({ size: 50 });
    const byNumber = [first];
    for (let number = 2; number <= Math.ceil(first.total_items / 50); number += 1) {
      byNumber.push(await page({ size: 50, page: number }));
    }
    const forwards = await walk(first, 'next_cursor');
    expect(forwards.map((each) => each.records.map((record) => record.id))).toEqual(
      byNumber.map((each) => each.records.map((record) => record.id)),
    );
    expect(forwards.every((each) => each.total_items === first.total_items)).toBe(true);
    const backwards = await walk(forwards.at(-1)!, 'prev_cursor');
    expect(backwards.map((each) => each.records.map((record) => record.id))).toEqual(
      [...forwards].reverse().map((each) => each.records.map((record) => record.id)),
    );
  });

  it('continues from a numbered page with its next_cursor', async () => {
    const third = await page({ size: 40, page: 3 });
    const fourth = await page({ size: 40, page: 4 });
    expect(third.prev_cursor).not.toBeNull();
    const next = await page({ size: 40, cursor: third.next_cursor! });
    expect(next.records.map((record) => record.id)).toEqual(fourth.records.map((record) => record.id));
  });

  it('keeps every row exactly once when paging by payout with a cursor, no-payout rows last', async () => {
    const first = await page({ size: 50, sort: 'payout:asc' });
    const pages = await walk(first, 'next_cursor', { sort: 'payout:asc' });
    expect(new Set(ids(pages)).size).toBe(first.total_items);
    const payouts = pages.flatMap((each) => each.records.map((record) => record.payout));
    const paid = payouts.filter((payout) => payout !== null) as number[];
    expect(paid).toEqual([...paid].sort((a, b) => a - b));
    expect(payouts.slice(paid.length).every((payout) => payout === null)).toBe(true);
  });

  it('answers an empty page past the end with the totals, and pages up to 1000 rows', async () => {
    const past = await page({ size: 50, page: 1000 });
    expect(past.records).toEqual([]);
    expect(past.total_items).toBeGreaterThan(0);
    expect(past).toMatchObject({ next_cursor: null, prev_cursor: null });
    const all = await page({ size: 1000 });
    expect(all.records).toHaveLength(all.total_items);
    expect(all.next_cursor).toBeNull();
  });
});
