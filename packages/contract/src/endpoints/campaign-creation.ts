import { DASHBOARD_TYPES, LEAD_TYPES } from '@vanbid/domain';
import { z } from 'zod';
import { dollars, idSchema } from '../common';
import { defineEndpoint } from '../endpoint';
import { regionInputSchema } from './campaign-region';
import {
  bidPercentSchema,
  campaignHoursSchema,
  campaignHoursShape,
  campaignSchema,
  concurrentCallsSchema,
  leadsLimitSchema,
  nicknameSchema,
  timeoutSecondsSchema,
  timeZoneSchema,
} from './campaigns';

/**
 * Creating a campaign (docs/product.md §4): `duplicate` an available campaign (the new campaign is
 * off), `advanced-settings` to set it up, then `notify-creation`, which switches it on.
 */
export const duplicateCampaign = defineEndpoint({
  method: 'POST',
  path: '/phone-company/duplicate',
  summary: 'Join an available campaign: creates the account’s own copy, switched off',
  tag: 'campaigns',
  auth: true,
  refusals: ['NOT_FOUND', 'ALREADY_EXISTS'],
  body: z.object({
    /** The available campaign's id. */
    campaignId: idSchema,
    nickname: nicknameSchema.optional(),
    timezone: timeZoneSchema,
  }),
  data: z.object({ campaign: campaignSchema }),
});

export const advancedSettings = defineEndpoint({
  method: 'PATCH',
  path: '/advanced-settings',
  summary: 'Change several settings of a campaign at once; answers the nickname and limit',
  tag: 'campaigns',
  auth: true,
  refusals: ['NOT_FOUND'],
  body: z
    .strictObject({
      campaignId: idSchema,
      timezone: timeZoneSchema,
      nickname: nicknameSchema.optional(),
      limit: leadsLimitSchema.optional(),
      hours: campaignHoursSchema.optional(),
      bidPercent: bidPercentSchema.optional(),
      concurrentCalls: concurrentCallsSchema.optional(),
      timeoutPerCall: timeoutSecondsSchema.optional(),
      /** A ZIP template (null: anywhere); replaces a region. */
      geoTemplateId: idSchema.nullable().optional(),
      /** States or a radius around a ZIP; replaces a ZIP template. */
      region: regionInputSchema.optional(),
    })
    .refine((body) => body.geoTemplateId === undefined || body.region === undefined, {
      message: 'Choose a ZIP template or a region, not both',
      path: ['region'],
    }),
  data: z.object({ nickname: z.string(), limit: dollars, campaign: campaignSchema }),
});

export const notifyCampaignCreation = defineEndpoint({
  method: 'POST',
  path: '/webhook/campaign/notify-creation',
  summary: 'Announce a new campaign: switches it on and notifies the account',
  tag: 'campaigns',
  auth: true,
  refusals: ['NOT_FOUND'],
  body: z.object({ campaign_id: idSchema, timezone: timeZoneSchema }),
  data: z.object({ campaign: campaignSchema }),
});

const range = z.object({ min: z.number(), max: z.number() });

export const campaignCompanyMetadata = defineEndpoint({
  method: 'GET',
  path: '/campaigns/company-metadata',
  summary: 'What campaign creation needs: the company type, defaults and bounds',
  tag: 'campaigns',
  auth: true,
  data: z.object({
    companyName: z.string(),
    /** Derived from the wizard's US DOT and state licence numbers; null before they are given. */
    companyType: z.enum(['Local', 'Long Distance', 'Both']).nullable(),
    leadTypes: z.array(z.enum(LEAD_TYPES)),
    defaults: z.object({
      limit: dollars,
      concurrentCalls: z.number(),
      timeoutPerCall: z.number(),
      bidPercent: z.number(),
      hours: campaignHoursShape,
    }),
    limits: z.object({
      limit: range.extend({ stepPercent: z.number() }),
      concurrentCalls: range,
      timeoutPerCall: range,
      bidPercent: range,
    }),
  }),
});

export const thankYouPagePreview = defineEndpoint({
  method: 'GET',
  path: '/company/thankYouPagePreview',
  summary: 'What a consumer sees after reaching the company, as desktop or mobile preview',
  tag: 'campaigns',
  auth: true,
  query: z.object({ device: z.enum(DASHBOARD_TYPES).default('desktop') }),
  data: z.object({
    device: z.enum(DASHBOARD_TYPES),
    width: z.number(),
    height: z.number(),
    companyName: z.string(),
    logoUrl: z.string().nullable(),
    headline: z.string(),
    message: z.string(),
    phoneNumber: z.string().nullable(),
  }),
});

/**
 * What each open offer's campaigns bought a week, on average over the last 4 weeks (its own
 * campaigns; without any, those of the same kind of offer): the volume to expect, shown at creation.
 */
export const listOfferVolumes = defineEndpoint({
  method: 'GET',
  path: '/campaign-creation/offer-volumes',
  summary: 'Calls or leads a campaign of each open offer bought a week, over the last 4 weeks',
  tag: 'campaigns',
  auth: true,
  data: z.object({
    volumes: z.array(
      z.object({
        /** The offer's id (an available campaign's `campaignId`). */
        campaignId: idSchema,
        /** Per campaign and week, to a tenth; null when the market has no history yet. */
        perWeek: z.number().nonnegative().nullable(),
      }),
    ),
  }),
});
