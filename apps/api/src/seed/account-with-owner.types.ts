/** A campaign of `createAccountWithOwner`; it buys around the clock. */
export interface CampaignSpec {
  group: 'calls' | 'leads' | 'branded';
  nickname: string;
  leadType: 'Local' | 'Long Distance';
  bidPercent?: number;
  leadsLimitCents?: number;
  /** Buys only leads from these ZIP codes (a geography template of the account's own). */
  zipCodes?: string[];
  /** Another campaign type of the group's than the factory's (4 and 5 are lead types no demo campaign uses). */
  campaignTypeId?: number;
}

export interface AccountWithOwnerOptions {
  /** Starts the company's name and its owner's e-mail (`team` → `team-1a2b3c4d@vanbid.test`). */
  label: string;
  password: string;
  /** The owner's name as the portal shows it. */
  ownerName?: string;
  /** false: a company whose setup has not started (the wizard's first step), as New Horizon Moving. */
  isSetUp?: boolean;
  isMainAccount?: boolean;
  campaigns?: CampaignSpec[];
  /** A sandbox Visa (primary) and this much added from it; none when 0. */
  walletCents?: number;
  /** Call and lead records of the campaigns over the last `days` days, `perDay` a day each. */
  history?: { days: number; perDay: number };
  /** The demo's few weeks of notifications (two unread). */
  hasNotifications?: boolean;
  /** The demo company's two authorized contacts. */
  hasContacts?: boolean;
}

export interface AccountWithOwner {
  accountId: number;
  companyName: string;
  owner: { email: string; password: string; name: string };
  /** Campaign ids by nickname. */
  campaignIds: Record<string, number>;
}
