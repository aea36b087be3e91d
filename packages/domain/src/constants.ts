// Business constants (docs/product.md §12) that belong to no single rule. Constants tied to one rule
// live beside it (e.g. `LEADS_SLIDER` in leads-slider.ts, `DATE_PRESETS` in date-preset-names.ts).

/** Lists: first page, rows per page, the largest page a list accepts, and the size used for "fetch all". */
export const DEFAULT_PAGE = 1;
export const PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 1000;
export const LIST_FETCH_SIZE = 1000;

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];
/** Default sort of call and lead records and of billed items (docs/product.md §6). */
export const DEFAULT_RECORDS_SORT = 'time_created:desc';
export const DEFAULT_BILLED_ITEMS_SORT = 'timestamp:desc';

/** Times and sizes of the user interface. */
export const TOAST_MS = 10_000;
export const CLOCK_REFRESH_MS = 1000;
export const DRAG_CLOSE_PX = 100;
export const MOBILE_WIDTH_PX = 600;
export const HOUR_MS = 3_600_000;
export const BID_SCHEDULE_HOURS = 24;

export const DEFAULT_PRIMARY_PAYMENT_ID = 58;

export const PRIORITY = { high: 3, medium: 2, low: 1 } as const;
export type Priority = keyof typeof PRIORITY;

export const LOG_KINDS = ['error', 'user_activity', 'webhook'] as const;
export type LogKind = (typeof LOG_KINDS)[number];

export const RESULT_FLAGS = { ok: 1, fail: 2 } as const;

export const COMPANY_TYPES = [
  { value: 'Local', label: 'Local (Intrastate)' },
  { value: 'Long Distance', label: 'Long Distance (Interstate)' },
  { value: 'Both', label: 'Both' },
] as const;
export type CompanyType = (typeof COMPANY_TYPES)[number]['value'];

export const LEAD_TYPES = ['Local', 'Long Distance'] as const;
export type LeadType = (typeof LEAD_TYPES)[number];

export const CAMPAIGN_COMPANIES = ['EM', 'QR', 'HE'] as const;
export type CampaignCompany = (typeof CAMPAIGN_COMPANIES)[number];

export const DASHBOARD_TYPES = ['desktop', 'mobile'] as const;
export type DashboardType = (typeof DASHBOARD_TYPES)[number];

export const CONTACT_TYPES = ['Owner', 'Sales Manager', 'Manager', 'Other', 'Account Manager'] as const;
export type ContactType = (typeof CONTACT_TYPES)[number];

export const INVITE_KINDS = ['authorized_contact_invite', 'company_creation_invite'] as const;
export type InviteKind = (typeof INVITE_KINDS)[number];
/** The invite kind of an authorized contact: such invitees need only ID verification and the insertion order. */
export const CONTACT_INVITE_KIND: InviteKind = 'authorized_contact_invite';

export const ENVIRONMENTS = ['localhost', 'stage', 'master'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

/** Passwords: at least this long (and at most `PASSWORD_MAX_LENGTH`, the sign-in form's limit). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;
/** Password reset (docs/product.md §1): a 6-digit code, its lifetime and tries; the link's lifetime. */
export const RESET_CODE_DIGITS = 6;
export const RESET_CODE_TTL_MINUTES = 15;
export const RESET_CODE_MAX_ATTEMPTS = 5;
export const RESET_LINK_TTL_MINUTES = 30;
