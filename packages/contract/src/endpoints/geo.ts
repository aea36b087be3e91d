import { LIST_FETCH_SIZE, MAX_PAGE_SIZE } from '@vanbid/domain';
import { z } from 'zod';
import { defineEndpoint } from '../endpoint';

export const geoTemplateSchema = z.object({
  id: z.number(),
  name: z.string(),
  zipCodes: z.array(z.string()),
  /** Shared templates are offered to every account; the others belong to this one. */
  isShared: z.boolean(),
});
export type GeoTemplate = z.infer<typeof geoTemplateSchema>;

export const listGeoTemplates = defineEndpoint({
  method: 'GET',
  path: '/geo-library/templates',
  summary: 'Geography templates (ZIP lists) the account can target: its own and the shared ones',
  tag: 'geo',
  auth: true,
  query: z.object({
    page: z.coerce.number().int().min(1).default(1),
    size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(LIST_FETCH_SIZE),
  }),
  data: z.object({ templates: z.array(geoTemplateSchema), total_items: z.number() }),
});

export const zipInfoSchema = z.object({
  zip: z.string(),
  city: z.string(),
  state: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  timeZone: z.string().nullable(),
});
export type ZipInfo = z.infer<typeof zipInfoSchema>;

export const getZipInfo = defineEndpoint({
  method: 'GET',
  path: '/geo-library/zip-info/:zip',
  summary: 'City, state, position and time zone of a US ZIP code; an unknown ZIP is {}',
  tag: 'geo',
  auth: true,
  params: z.object({
    zip: z
      .string()
      .max(5, 'A ZIP code has 5 digits')
      .regex(/^\d{5}$/, 'A ZIP code has 5 digits'),
  }),
  data: z.union([zipInfoSchema, z.strictObject({})]),
});
