// 'Freigaben für neue Konten' (docs/decisions/074-access-for-new-accounts.md): which areas a new
// account gets, set by the operator in the admin console and applied to existing learners on request.
import { z } from 'zod';
import { PAGE_KEYS_WITH_ROWS, type NewAccountPage } from '../domain';

/** Every page that gets a row, each exactly once and a boolean; anything else is refused by field. */
export const NewAccountPermissionsSchema = z.strictObject(
  Object.fromEntries(PAGE_KEYS_WITH_ROWS.map((page) => [page, z.boolean('INVALID_VALUE')])) as Record<NewAccountPage, z.ZodBoolean>,
  'UNKNOWN_PAGE',
);

export const AccessDefaultsSchema = z
  .object({
    /** What a new account gets now (the operator's choice, or the specification's defaults). */
    permissions: NewAccountPermissionsSchema,
    /** The operator saved a choice at least once; false: the specification's defaults. */
    isCustomized: z.boolean(),
    /** ISO 8601 of the last save, or null. */
    updatedAt: z.string().nullable(),
  })
  .meta({ id: 'AccessDefaults' });
export type AccessDefaults = z.infer<typeof AccessDefaultsSchema>;

export const UpdateAccessDefaultsSchema = z.object({ permissions: NewAccountPermissionsSchema }).meta({ id: 'UpdateAccessDefaults' });
export type UpdateAccessDefaults = z.infer<typeof UpdateAccessDefaultsSchema>;

/** How many learner accounts 'auch für bestehende Konten übernehmen' would change (admins are not affected). */
export const AccessDefaultsPreviewSchema = z
  .object({ permissions: NewAccountPermissionsSchema, accounts: z.number().int().min(0) })
  .meta({ id: 'AccessDefaultsPreview' });
export type AccessDefaultsPreview = z.infer<typeof AccessDefaultsPreviewSchema>;

/**
 * The confirmation names what the admin saw: the defaults and the number of accounts. When either is
 * no longer true, nothing is applied (409) and the dialog shows the new figure.
 */
export const ApplyAccessDefaultsSchema = z
  .object({ permissions: NewAccountPermissionsSchema, accounts: z.number('INVALID_COUNT').int('INVALID_COUNT').min(0, 'INVALID_COUNT') })
  .meta({ id: 'ApplyAccessDefaults' });
export type ApplyAccessDefaults = z.infer<typeof ApplyAccessDefaultsSchema>;

export const ApplyAccessDefaultsResultSchema = z
  .object({ success: z.literal(true), accounts: z.number().int().min(0) })
  .meta({ id: 'ApplyAccessDefaultsResult' });
export type ApplyAccessDefaultsResult = z.infer<typeof ApplyAccessDefaultsResultSchema>;
