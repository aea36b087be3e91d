import { z } from 'zod';
import { idSchema } from './common';

/**
 * `globalId` names the advertiser account a request acts on: in the query of a GET or DELETE, in
 * the JSON body (or form field) otherwise; absent means the caller's home account (docs/product.md §1, "Accounts").
 * `defineEndpoint` adds it to every signed-in endpoint, so no endpoint declares it by hand.
 */
export const globalIdShape = { globalId: idSchema.optional() };
export type GlobalIdShape = typeof globalIdShape;

/** Where a request carries `globalId`. */
export type GlobalIdSlot = 'query' | 'body';
export type GlobalIdSlotOf<M> = M extends 'GET' | 'DELETE' ? 'query' : 'body';

export function globalIdSlotOf(method: string): GlobalIdSlot {
  return method === 'GET' || method === 'DELETE' ? 'query' : 'body';
}

/** The schema of a query or body with the optional `globalId` added (the type of `withGlobalId`). */
export type WithGlobalId<T, Slot extends GlobalIdSlot> =
  T extends z.ZodObject<infer Shape, infer Config>
    ? z.ZodObject<Shape & GlobalIdShape, Config>
    : T extends z.ZodOptional<infer Inner>
      ? z.ZodOptional<WithGlobalId<Inner, Slot>>
      : T extends z.ZodNullable<infer Inner>
        ? z.ZodNullable<WithGlobalId<Inner, Slot>>
        : T extends z.ZodDiscriminatedUnion<infer Options, infer Discriminator>
          ? z.ZodDiscriminatedUnion<{ [K in keyof Options]: WithGlobalId<Options[K], Slot> }, Discriminator>
          : Slot extends 'query'
            ? z.ZodObject<GlobalIdShape>
            : z.ZodOptional<z.ZodNullable<z.ZodObject<GlobalIdShape>>>;

/**
 * Adds the optional `globalId` to an object schema, to each object of a discriminated union, and
 * inside optional or nullable; an endpoint without a query or body gets one holding only it.
 */
export function withGlobalId(schema: z.ZodType | undefined, slot: GlobalIdSlot): z.ZodType {
  if (schema === undefined)
    return slot === 'query' ? z.object(globalIdShape) : z.object(globalIdShape).nullish();
  if (schema instanceof z.ZodObject) {
    if ('globalId' in schema.shape)
      throw new TypeError('globalId is added by defineEndpoint; do not declare it');
    return schema.safeExtend(globalIdShape);
  }
  if (schema instanceof z.ZodOptional) return withGlobalId(schema.unwrap() as z.ZodType, slot).optional();
  if (schema instanceof z.ZodNullable) return withGlobalId(schema.unwrap() as z.ZodType, slot).nullable();
  if (schema instanceof z.ZodDiscriminatedUnion) {
    const options = schema.options.map((option) => withGlobalId(option as z.ZodType, slot));
    return z.discriminatedUnion(schema.def.discriminator, options as [z.ZodObject, ...z.ZodObject[]]);
  }
  throw new TypeError('globalId can be added only to an object, a union of objects, or no schema');
}
