import { bigserial, timestamp } from 'drizzle-orm/pg-core';

/** Columns every table writes the same way. */
export const serialId = () => bigserial('id', { mode: 'number' }).primaryKey();
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
