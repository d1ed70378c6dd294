// The wire shapes of content in three languages (common/src/domain/content-language.ts). Learners get one language
// per item and, when it is a translation, the German original beside it; admins get the German columns plus each
// version with its status and send versions back with the German.
import { z } from 'zod';
import { LANGUAGES } from '../domain/value-sets';

export const ContentLanguageSchema = z.enum(LANGUAGES);
export const TranslationStatusSchema = z.enum(['missing', 'stale', 'current']);

/**
 * What a learner's item carries besides its (possibly translated) fields: the language they are in, and the German
 * original when that is not German ("Auch auf Deutsch anzeigen"). An item in German while the learner reads Turkish
 * or English is "nur auf Deutsch".
 */
export const localizedShape = <S extends z.ZodRawShape>(germanFields: S) => ({
  contentLanguage: ContentLanguageSchema,
  german: z.object(germanFields).optional(),
});

/** One version as the admin editor sees it: its fields and whether it was made from today's German. */
const adminVersion = <S extends z.ZodRawShape>(fields: S) => z.object({ ...fields, status: z.enum(['stale', 'current']) }).nullable();
/** The versions of an item for the admin editors: null where there is none ("Übersetzung fehlt"). */
export const adminTranslationsSchema = <S extends z.ZodRawShape>(fields: S) =>
  z.object({ tr: adminVersion(fields), en: adminVersion(fields) });

/**
 * The versions an admin sends with the German. Left out: unchanged; null: removed; `confirmed`: the admin checked a
 * stale version against the new German and it still says the same (it becomes current without an edit).
 */
export const translationsInputSchema = <S extends z.ZodRawShape>(fields: S) => {
  const version = z
    .object({ ...fields, confirmed: z.boolean().optional() })
    .nullable()
    .optional();
  return z.object({ tr: version, en: version }).optional();
};
