import { z } from 'zod';
import { dollars } from '../common';
import { defineEndpoint } from '../endpoint';

/** One Eastern hour's minimums in dollars: `min_value` and one value per weekday. */
export const hourlyMinBidSchema = z.object({
  min_value: dollars,
  mon: dollars,
  tue: dollars,
  wed: dollars,
  thu: dollars,
  fri: dollars,
  sat: dollars,
  sun: dollars,
});
/** Eastern hour `"0"`–`"23"` → that hour's minimums. */
export const minBidsByHourSchema = z.record(z.string(), hourlyMinBidSchema);

export const getMinHourlyBids = defineEndpoint({
  method: 'GET',
  path: '/campaigns/getminhourlybids',
  summary: 'Minimum hourly bids: campaign type id → local / long → Eastern hour → dollars',
  tag: 'bids',
  auth: true,
  data: z.record(
    z.string(),
    z.object({ local: minBidsByHourSchema.optional(), long: minBidsByHourSchema.optional() }),
  ),
});

export const getMinBidLocal = defineEndpoint({
  method: 'GET',
  path: '/settings/minBidLocal',
  summary: 'The local part of the minimum hourly bids: campaign type id → Eastern hour → dollars',
  tag: 'bids',
  auth: true,
  data: z.record(z.string(), minBidsByHourSchema),
});
