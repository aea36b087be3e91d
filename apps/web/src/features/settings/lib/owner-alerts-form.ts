import { type OwnerAlerts, ownerAlertsSchema } from '@vanbid/contract';
import { z } from 'zod';

/** A field as typed: empty turns the alert off; `$` and thousands commas are allowed. */
const typed = <T extends z.ZodType<number | null, number | null>>(rule: T) =>
  z
    .string()
    .trim()
    .transform((text) => (text === '' ? null : Number(text.replace(/[$,%\s]/g, ''))))
    .refine((value) => value === null || Number.isFinite(value), 'Enter a number, or leave it empty')
    .pipe(rule);

/** The alerts form: what is typed → what `PUT /settings/alerts` takes. */
export const ownerAlertsFormSchema = z.object({
  balanceBelow: typed(ownerAlertsSchema.shape.balanceBelow),
  spendTodayAbove: typed(ownerAlertsSchema.shape.spendTodayAbove),
  quietHours: typed(ownerAlertsSchema.shape.quietHours),
  missedCallPercent: typed(ownerAlertsSchema.shape.missedCallPercent),
});

export type OwnerAlertsFormText = Record<keyof OwnerAlerts, string>;

/** The saved alerts as the form shows them (an alert that is off is empty). */
export function ownerAlertsText(alerts: OwnerAlerts): OwnerAlertsFormText {
  const text = (value: number | null) => (value === null ? '' : String(value));
  return {
    balanceBelow: text(alerts.balanceBelow),
    spendTodayAbove: text(alerts.spendTodayAbove),
    quietHours: text(alerts.quietHours),
    missedCallPercent: text(alerts.missedCallPercent),
  };
}
