import { type ReturnSettings, returnSettingsSchema } from '@vanbid/contract';
import { z } from 'zod';

/** A whole number as typed (a `%` or spaces allowed), checked by the contract's rule. */
const typed = (rule: z.ZodNumber) =>
  z
    .string()
    .trim()
    .min(1, 'Enter a number')
    .transform((text) => Number(text.replace(/[%\s]/g, '')))
    .refine(Number.isFinite, 'Enter a number')
    .pipe(rule);

/** The return settings form: what is typed → what `PUT /settings/returns` takes. */
export const returnSettingsFormSchema = z.object({
  lead_window_days: typed(returnSettingsSchema.shape.lead_window_days),
  call_window_days: typed(returnSettingsSchema.shape.call_window_days),
  cap_percent: typed(returnSettingsSchema.shape.cap_percent),
});

export type ReturnSettingsFormText = Record<keyof ReturnSettings, string>;

export function returnSettingsText(settings: ReturnSettings): ReturnSettingsFormText {
  return {
    lead_window_days: String(settings.lead_window_days),
    call_window_days: String(settings.call_window_days),
    cap_percent: String(settings.cap_percent),
  };
}
