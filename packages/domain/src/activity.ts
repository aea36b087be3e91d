// The account's activity log (docs/product.md §9, "Activity"): what changed, in plain words.
// The API stores each change as a structured record (field, subject, before, after); this file is
// the one place that turns a record into the sentence people read, in the page and in the CSV.

export const ACTIVITY_KINDS = ['campaigns', 'money', 'team', 'account'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

export const ACTIVITY_KIND_LABELS: Record<ActivityKind, string> = {
  campaigns: 'Campaigns and bids',
  money: 'Money',
  team: 'Team',
  account: 'Account and security',
};

interface FieldWording {
  kind: ActivityKind;
  /** The start of the sentence, up to the subject when there is one: "Bid on", "Funds added from". */
  label: string;
}

/** Every kind of change the log records, and how it is worded. */
export const ACTIVITY_FIELDS = {
  campaign_created: { kind: 'campaigns', label: 'Campaign created' },
  campaign_name: { kind: 'campaigns', label: 'Campaign renamed' },
  status: { kind: 'campaigns', label: 'Status of' },
  bid: { kind: 'campaigns', label: 'Bid on' },
  daily_limit: { kind: 'campaigns', label: 'Daily limit on' },
  weekly_cap: { kind: 'campaigns', label: 'Weekly cap on' },
  monthly_cap: { kind: 'campaigns', label: 'Monthly cap on' },
  hours: { kind: 'campaigns', label: 'Hours of' },
  area: { kind: 'campaigns', label: 'Area of' },
  concurrent_calls: { kind: 'campaigns', label: 'Concurrent calls on' },
  call_timeout: { kind: 'campaigns', label: 'Call timeout on' },
  funds_added: { kind: 'money', label: 'Funds added from' },
  cash_out: { kind: 'money', label: 'Cash out to' },
  auto_recharge: { kind: 'money', label: 'Auto-recharge' },
  payment_method_added: { kind: 'money', label: 'Payment method added' },
  payment_method_removed: { kind: 'money', label: 'Payment method removed' },
  primary_payment_method: { kind: 'money', label: 'Primary payment method' },
  payment_method_expiry: { kind: 'money', label: 'Expiry of' },
  payment_method_billing: { kind: 'money', label: 'Billing address changed for' },
  invite_sent: { kind: 'team', label: 'Invite sent to' },
  invite_withdrawn: { kind: 'team', label: 'Invite withdrawn for' },
  member_removed: { kind: 'team', label: 'Removed from the team' },
  role: { kind: 'team', label: 'Role of' },
  contact_changed: { kind: 'team', label: 'Authorized contact changed' },
  contact_removed: { kind: 'team', label: 'Authorized contact removed' },
  company_logo: { kind: 'account', label: 'Company logo changed' },
  company_name: { kind: 'account', label: 'Company name' },
} as const satisfies Record<string, FieldWording>;

export type ActivityField = keyof typeof ACTIVITY_FIELDS;
export const ACTIVITY_FIELD_NAMES = Object.keys(ACTIVITY_FIELDS) as ActivityField[];

export function isActivityField(value: string): value is ActivityField {
  return Object.hasOwn(ACTIVITY_FIELDS, value);
}

export function activityKindOf(field: ActivityField): ActivityKind {
  return ACTIVITY_FIELDS[field].kind;
}

/** The fields of one kind (the list's kind filter). */
export function activityFieldsOfKind(kind: ActivityKind): ActivityField[] {
  return ACTIVITY_FIELD_NAMES.filter((field) => ACTIVITY_FIELDS[field].kind === kind);
}

/** One change as stored: values are already in words ("15%", "$75.00", "Visa •••• 4242"). */
export interface ActivityChange {
  field: ActivityField;
  /** What changed, by name: a campaign, a payment method, an e-mail. */
  subject: string | null;
  before: string | null;
  after: string | null;
}

/**
 * The sentence of a change: "Bid on Local Moving Calls — Virginia: 15% → 16%",
 * "Funds added from Visa •••• 4242: $100.00", "Payment method removed: Visa •••• 4242".
 */
export function describeActivity(change: ActivityChange): string {
  const wording: FieldWording = ACTIVITY_FIELDS[change.field];
  const what = change.subject ? `${wording.label} ${change.subject}` : wording.label;
  if (change.before !== null && change.after !== null) return `${what}: ${change.before} → ${change.after}`;
  const value = change.after ?? change.before;
  return value === null ? what : `${what}: ${value}`;
}

/** Who did it, as the owner reads it: support staff are "Vanbid support", never by name. */
export function activityActor(entry: { memberName: string | null; bySupport: boolean }): string {
  if (entry.bySupport) return 'Vanbid support';
  return entry.memberName ?? 'A former member';
}

/** A campaign's hours in words: "Mon–Fri 08:00–18:00, Sat 09:00–13:00" (or "Closed"). */
export function describeHours(hours: Record<string, { from: string; to: string }[]>): string {
  const days = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
  const names = { mon: 'Mon', tue: 'Tue', wed: 'Wed', thu: 'Thu', fri: 'Fri', sat: 'Sat', sun: 'Sun' };
  const spans = days.map((day) => (hours[day] ?? []).map((range) => `${range.from}–${range.to}`).join(' & '));
  const groups: string[] = [];
  for (let start = 0; start < days.length; ) {
    let end = start;
    while (end + 1 < days.length && spans[end + 1] === spans[start]) end += 1;
    if (spans[start]) {
      const label = start === end ? names[days[start]!] : `${names[days[start]!]}–${names[days[end]!]}`;
      groups.push(`${label} ${spans[start]}`);
    }
    start = end + 1;
  }
  return groups.length > 0 ? groups.join(', ') : 'Closed';
}
