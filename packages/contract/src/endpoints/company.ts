import { z } from 'zod';
import { defineEndpoint } from '../endpoint';

export const selectableCompany = z.object({
  globalId: z.number(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  isMainAccount: z.boolean(),
  contactType: z.string(),
});
export type SelectableCompany = z.infer<typeof selectableCompany>;

export const getAllDetails = defineEndpoint({
  method: 'GET',
  path: '/company/getAllDetails',
  summary: 'Accounts the user can act on (the header’s company select)',
  tag: 'company',
  auth: true,
  data: z.object({ companies: z.array(selectableCompany) }),
});

export const getCompanyName = defineEndpoint({
  method: 'GET',
  path: '/company/getCompanyName',
  summary: 'Name and logo of the selected account',
  tag: 'company',
  auth: true,
  data: z.object({ name: z.string(), logoUrl: z.string().nullable() }),
});

export const brandedCompanies = defineEndpoint({
  method: 'GET',
  path: '/branded-companies',
  summary: 'Branded companies of the account',
  tag: 'company',
  auth: true,
  data: z.object({
    companies: z.array(z.object({ id: z.number(), name: z.string(), logoUrl: z.string().nullable() })),
  }),
});

export const brandedPoints = defineEndpoint({
  method: 'GET',
  path: '/branded/points',
  summary: 'Branded calls of this month (UTC) and how many of the month’s free ones are left',
  tag: 'company',
  auth: true,
  data: z.object({
    /** Branded calls this month (UTC). */
    points: z.number(),
    freeCallsRemaining: z.number(),
    /** The free branded calls of a month (setting `branded_free_calls_per_month`). */
    freeCallsPerMonth: z.number(),
  }),
});

export const setupFlagsSchema = z.object({
  signed_insertion_order: z.boolean(),
  identity_verification: z.boolean(),
  auth_contact_added: z.boolean(),
  company_info: z.boolean(),
  payment_method_added: z.boolean(),
  signed_payment_authorization: z.boolean(),
  initial_payment_done: z.boolean(),
});

/** Setup flags plus small per-account preferences (docs/product.md §3). */
export const metaData = setupFlagsSchema.extend({
  walletWelcomeDismissed: z.boolean(),
  isMainAccount: z.boolean(),
});
export type MetaData = z.infer<typeof metaData>;

export const getCompanyUserMeta = defineEndpoint({
  method: 'GET',
  path: '/user-meta/company',
  summary: 'Setup flags and preferences of the selected account',
  tag: 'company',
  auth: true,
  data: z.object({ metaData }),
});

/** Only preferences are writable here; setup flags are set by the steps that earn them. */
export const patchCompanyUserMeta = defineEndpoint({
  method: 'PATCH',
  path: '/user-meta/company',
  summary: 'Change a preference of the selected account',
  tag: 'company',
  auth: true,
  body: z.strictObject({ walletWelcomeDismissed: z.boolean().optional() }),
  data: z.object({ metaData }),
});

export const contactMetaData = z.object({
  isContactInvitee: z.boolean(),
  identity_verification: z.boolean(),
  signed_insertion_order: z.boolean(),
});

export const getContactUserMeta = defineEndpoint({
  method: 'GET',
  path: '/authorized-contact/user-meta',
  summary: 'The signed-in contact’s own setup flags (authorized-contact invitees)',
  tag: 'company',
  auth: true,
  data: z.object({ metaData: contactMetaData }),
});
