import type { advancedSettings, BodyOf, Campaign } from '@vanbid/contract';
import { REGION_MILES } from '@vanbid/domain';
import { z } from 'zod';

const milesMessage = `Use a radius from ${REGION_MILES.min} to ${REGION_MILES.max} miles`;

/**
 * Where a campaign buys, as its form holds it: a ZIP template (null: anywhere), whole states, or
 * miles around a ZIP (typed text, parsed into a number on submit).
 */
export const areaChoiceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('template'), geoTemplateId: z.number().nullable() }),
  z.object({ kind: z.literal('states'), states: z.array(z.string()).min(1, 'Choose at least one state') }),
  z.object({
    kind: z.literal('radius'),
    zip: z
      .string()
      .trim()
      .regex(/^\d{5}$/, 'A ZIP code has 5 digits'),
    miles: z
      .string()
      .trim()
      .regex(/^\d+$/, milesMessage)
      .transform(Number)
      .pipe(z.number().min(REGION_MILES.min, milesMessage).max(REGION_MILES.max, milesMessage)),
  }),
]);
export type AreaChoiceInput = z.input<typeof areaChoiceSchema>;
export type AreaChoice = z.output<typeof areaChoiceSchema>;
export type AreaKind = AreaChoice['kind'];

/** The form's starting choice for a campaign (a new one buys anywhere). */
export function areaChoiceOf(campaign: Pick<Campaign, 'geoTemplateId' | 'region'> | null): AreaChoiceInput {
  const region = campaign?.region;
  if (region?.kind === 'states') return { kind: 'states', states: region.states };
  if (region?.kind === 'radius') return { kind: 'radius', zip: region.zip, miles: String(region.miles) };
  return { kind: 'template', geoTemplateId: campaign?.geoTemplateId ?? null };
}

/** An empty choice of the kind the owner switched to. */
export function emptyAreaChoice(kind: AreaKind): AreaChoiceInput {
  if (kind === 'states') return { kind, states: [] };
  if (kind === 'radius') return { kind, zip: '', miles: '50' };
  return { kind, geoTemplateId: null };
}

/** What `PATCH /advanced-settings` takes for the choice: a template id, or a region. */
export function areaSettings(
  choice: AreaChoice,
): Pick<BodyOf<typeof advancedSettings>, 'geoTemplateId' | 'region'> {
  if (choice.kind === 'template') return { geoTemplateId: choice.geoTemplateId };
  if (choice.kind === 'states') return { region: { kind: 'states', states: choice.states } };
  return { region: { kind: 'radius', zip: choice.zip, miles: choice.miles } };
}

/** Whether the choice is what the campaign already buys in (then nothing is sent). */
export function isSameArea(
  choice: AreaChoice,
  campaign: Pick<Campaign, 'geoTemplateId' | 'region'>,
): boolean {
  const saved = campaign.region;
  if (choice.kind === 'template') return !saved && choice.geoTemplateId === campaign.geoTemplateId;
  if (choice.kind === 'states')
    return saved?.kind === 'states' && saved.states.join() === choice.states.join();
  return saved?.kind === 'radius' && saved.zip === choice.zip && saved.miles === choice.miles;
}

/** The area's messages by part (`area.states`, `area.zip`, `area.miles`). */
export function areaErrors(error: unknown): Partial<Record<'states' | 'zip' | 'miles', string>> {
  const parts = (error ?? {}) as Partial<Record<'states' | 'zip' | 'miles', { message?: string }>>;
  return { states: parts.states?.message, zip: parts.zip?.message, miles: parts.miles?.message };
}
