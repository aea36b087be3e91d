import { z } from 'zod';
import { defineEndpoint } from '../endpoint';

/** `leads_slider` (docs/product.md §4): the daily limit's range in dollars and its step in percent. */
export const leadsSliderSettingSchema = z.object({
  transaction_limit_min: z.number(),
  transaction_limit_max: z.number(),
  slider_step_percent: z.number(),
});
export type LeadsSliderSetting = z.infer<typeof leadsSliderSettingSchema>;

export const getApplicationSettings = defineEndpoint({
  method: 'GET',
  path: '/settings/application',
  summary: 'Global settings keyed by type (e.g. leads_slider)',
  tag: 'settings',
  auth: true,
  data: z.object({ setting: z.object({ leads_slider: leadsSliderSettingSchema }) }),
});
