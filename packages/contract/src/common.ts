import { z } from 'zod';

/** An id on the wire: integers, accepted as numbers or numeric strings (query strings). */
export const idSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const emptyData = z.object({});

/** Dollars on the wire, with 2 decimals (cents in the database). */
export const dollars = z.number();

export const isoDateTime = z.string();
