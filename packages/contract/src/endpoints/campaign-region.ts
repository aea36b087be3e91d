import { REGION_MILES } from '@vanbid/domain';
import { z } from 'zod';

const milesMessage = `Use a radius from ${REGION_MILES.min} to ${REGION_MILES.max} miles`;
const zipCode = z
  .string()
  .max(5, 'A ZIP code has 5 digits')
  .regex(/^\d{5}$/, 'A ZIP code has 5 digits');

/** A region as the owner chooses it: whole US states, or whole miles around a ZIP. */
export const regionInputSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('states'),
    states: z
      // Postal codes; which ones are states the API checks (the list stays out of the web's shell).
      .array(
        z
          .string()
          .length(2, 'Unknown state')
          .regex(/^[A-Z]{2}$/, 'Unknown state'),
      )
      .min(1, 'Choose at least one state')
      .max(50)
      .refine((codes) => new Set(codes).size === codes.length, 'Each state once'),
  }),
  z.strictObject({
    kind: z.literal('radius'),
    zip: zipCode,
    miles: z
      .number()
      .int(milesMessage)
      .min(REGION_MILES.min, milesMessage)
      .max(REGION_MILES.max, milesMessage),
  }),
]);
export type RegionInput = z.infer<typeof regionInputSchema>;

/** A campaign's region as saved; a radius keeps its centre's town (the card's words). */
export const campaignRegionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('states'), states: z.array(z.string()) }),
  z.object({
    kind: z.literal('radius'),
    zip: z.string(),
    miles: z.number(),
    city: z.string(),
    state: z.string(),
  }),
]);
