import { z } from 'zod';

/** Every JSON answer: `{Status:'ok', Data}` or `{Status:'fail', Error}` (docs/product.md §10). */
export function okEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ Status: z.literal('ok'), Data: data });
}

export const errorBody = z.object({
  code: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

export const failEnvelope = z.object({ Status: z.literal('fail'), Error: errorBody });
export type FailEnvelope = z.infer<typeof failEnvelope>;
