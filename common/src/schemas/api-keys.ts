// The admin page 'API-Schlüssel für Pipedrive' (/dashboard/admin/settings): integration keys for the
// CRM (docs/ARCHITECTURE.md, difference 2). A list never carries a key or its hash; the full key is
// in the answer to its creation only.
import { z } from 'zod';

export const API_KEY_NAME_MAX_LENGTH = 100;
export const API_KEY_PREFIX = 'pd_';
export const API_KEY_RANDOM_LENGTH = 32;
/** 'pd_' and 32 letters or digits. */
export const API_KEY_PATTERN = /^pd_[A-Za-z0-9]{32}$/;

/** YYYY-MM-DD that names a real calendar day. */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day && year <= 9999;
}

/** Today's date (YYYY-MM-DD) in Europe/Berlin, the platform's calendar. */
export function getBerlinToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

export const ApiKeyCreateInputSchema = z.object({
  name: z.string().trim().min(1, 'REQUIRED').max(API_KEY_NAME_MAX_LENGTH, 'TOO_LONG'),
  /** The last day the key works (through the end of that day in Europe/Berlin); null: never expires. Not before today. */
  expiresOn: z.string().refine(isCalendarDate, 'DATE').nullable().default(null),
  isActive: z.boolean().default(true),
});
export type ApiKeyCreateInput = z.input<typeof ApiKeyCreateInputSchema>;

export const ApiKeyStatusSchema = z.object({ isActive: z.boolean() });
export type ApiKeyStatus = z.infer<typeof ApiKeyStatusSchema>;

export const ApiKeyIdParamSchema = z.object({ id: z.uuid() });

export const ApiKeySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    /** Always 'pd_'; with lastFour the masked display ('pd_••••…AbC1'). */
    prefix: z.string(),
    lastFour: z.string(),
    createdAt: z.iso.datetime(),
    /** The last valid day (YYYY-MM-DD, Europe/Berlin) or null ('Nie'). */
    expiresOn: z.string().nullable(),
    isExpired: z.boolean(),
    isActive: z.boolean(),
    lastUsedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'ApiKey' });
export type ApiKey = z.infer<typeof ApiKeySchema>;

/** Newest first. */
export const ApiKeyListSchema = z.object({ items: z.array(ApiKeySchema) }).meta({ id: 'ApiKeyList' });
export type ApiKeyList = z.infer<typeof ApiKeyListSchema>;

/** The answer to a creation: the only time the full key leaves the server. */
export const ApiKeyCreatedSchema = ApiKeySchema.extend({ key: z.string().regex(API_KEY_PATTERN) }).meta({ id: 'ApiKeyCreated' });
export type ApiKeyCreated = z.infer<typeof ApiKeyCreatedSchema>;
