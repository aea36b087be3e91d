import { beforeAll } from 'vitest';
import type {
  AccountWithOwner,
  AccountWithOwnerOptions,
  CampaignSpec,
} from '../../apps/api/src/seed/account-with-owner.types';
import { serverDatabaseUrl } from './database';

/** The password of every account a test file makes (the demo's). */
export const OWN_PASSWORD = 'vanbid-demo-1';

/** The demo account's campaigns (names, groups, distances, bids and limits), for files that need its shape. */
export const DEMO_LIKE_CAMPAIGNS: CampaignSpec[] = [
  {
    group: 'calls',
    nickname: 'Local Moving Calls — Virginia',
    leadType: 'Local',
    bidPercent: 15,
    leadsLimitCents: 150_000,
  },
  {
    group: 'calls',
    nickname: 'Long Distance Calls — East Coast',
    leadType: 'Long Distance',
    bidPercent: 25,
    leadsLimitCents: 100_000,
  },
  {
    group: 'leads',
    nickname: 'Moving Leads — Richmond',
    leadType: 'Local',
    bidPercent: 10,
    leadsLimitCents: 90_000,
  },
  {
    group: 'leads',
    nickname: 'Interstate Leads',
    leadType: 'Long Distance',
    bidPercent: 5,
    leadsLimitCents: 60_000,
  },
  {
    group: 'branded',
    nickname: 'Blue Ridge Branded Calls',
    leadType: 'Local',
    bidPercent: 0,
    leadsLimitCents: 25_000,
  },
];

/**
 * The seed's builder, loaded at run time: it is the API's code (type-checked with the API), which
 * this folder's browser-typed program does not compile.
 */
const BUILDER = new URL('../../apps/api/src/seed/account-with-owner.ts', import.meta.url).pathname;
type Builder = {
  createAccountWithOwnerAt(url: string, options: AccountWithOwnerOptions): Promise<AccountWithOwner>;
};

/**
 * A company of the test file's own on the shared server, with its owner, made before the file's
 * tests (`beforeAll`) by the seed factories (those that build the demo world) straight in the
 * server's database: files running at once each sign in to and change only their own. The
 * fields are filled in when it is made; `owner` is the same object throughout.
 */
export function useOwnAccount(options: Omit<AccountWithOwnerOptions, 'password'>): AccountWithOwner {
  const handle: AccountWithOwner = {
    accountId: 0,
    companyName: '',
    owner: { email: '', password: OWN_PASSWORD, name: '' },
    campaignIds: {},
  };
  beforeAll(async () => {
    const builder = (await import(/* @vite-ignore */ BUILDER)) as Builder;
    const made = await builder.createAccountWithOwnerAt(serverDatabaseUrl(), {
      ...options,
      password: OWN_PASSWORD,
    });
    handle.accountId = made.accountId;
    handle.companyName = made.companyName;
    Object.assign(handle.owner, made.owner);
    Object.assign(handle.campaignIds, made.campaignIds);
  });
  return handle;
}
