// Column builders the content tables share.
import { sql } from 'drizzle-orm';
import { text, timestamp } from 'drizzle-orm/pg-core';

export const tz = { withTimezone: true } as const;
export const createdAt = () => timestamp('created_at', tz).notNull().defaultNow();
export const textList = (name: string) =>
  text(name)
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);
/** The MPU reasons a piece of content is for; the spec's default is alcohol. */
export const mpuTypes = () =>
  text('mpu_types')
    .array()
    .notNull()
    .default(sql`'{alcohol}'::text[]`);
