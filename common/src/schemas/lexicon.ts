// The glossary ('MPU-Lexikon', /dashboard/lexicon): every term for readers, and the admin's
// add/edit/delete of a term with its related terms.
import { z } from 'zod';
import { GLOSSARY_CATEGORIES } from '../domain';
import { ContentLanguageSchema } from './content-language';
import { translatedRequiredText } from './admin-translations';
import { adminTranslationsSchema, translationsInputSchema } from './content-language';

export const LEXICON_TERM_MAX_LENGTH = 120;
export const LEXICON_DEFINITION_MAX_LENGTH = 5000;
export const LEXICON_RELATED_MAX_COUNT = 20;

const requiredText = (max: number) => z.string().trim().min(1, 'REQUIRED').max(max, 'TOO_LONG');

export const LexiconTermSchema = z
  .object({
    id: z.string(),
    term: z.string(),
    definition: z.string(),
    category: z.enum(GLOSSARY_CATEGORIES),
    /** Names of other terms; a name without an entry is shown as plain text. */
    related: z.array(z.string()),
    /**
     * What a reader sees: name, definition and related names in the reader's language where a current version
     * exists, German otherwise (the fields above stay the German original the admin edits).
     */
    shown: z
      .object({ term: z.string(), definition: z.string(), related: z.array(z.string()), contentLanguage: ContentLanguageSchema })
      .optional(),
  })
  .meta({ id: 'LexiconTerm' });
export type LexiconTerm = z.infer<typeof LexiconTermSchema>;

/** Every term, in the alphabetical order of the reader's language (Ä with A, ß as ss in German). */
export const LexiconSchema = z.object({ terms: z.array(LexiconTermSchema) }).meta({ id: 'Lexicon' });
export type Lexicon = z.infer<typeof LexiconSchema>;

/**
 * The add/edit-term modal. Related terms are trimmed; empty and repeated ones are dropped on the
 * server (spec: a related term is added only if non-empty and not already present).
 */
export const LexiconTermInputSchema = z.object({
  term: requiredText(LEXICON_TERM_MAX_LENGTH),
  definition: requiredText(LEXICON_DEFINITION_MAX_LENGTH),
  category: z.enum(GLOSSARY_CATEGORIES, 'REQUIRED'),
  related: z.array(z.string().trim().max(LEXICON_TERM_MAX_LENGTH, 'TOO_LONG')).max(LEXICON_RELATED_MAX_COUNT, 'TOO_MANY').default([]),
  translations: translationsInputSchema({
    term: translatedRequiredText(LEXICON_TERM_MAX_LENGTH),
    definition: translatedRequiredText(LEXICON_DEFINITION_MAX_LENGTH),
  }),
});
export type LexiconTermInput = z.input<typeof LexiconTermInputSchema>;

export const LexiconIdParamSchema = z.object({ id: z.uuid() });

/** The translatable fields of a term (ContentFields['term']). */
export const termTranslationShape = { term: z.string(), definition: z.string() };

/** A term in the admin's editor: the German fields and its Turkish and English versions with their status. */
export const LexiconAdminTermSchema = z
  .object({
    id: z.string(),
    term: z.string(),
    definition: z.string(),
    category: z.enum(GLOSSARY_CATEGORIES),
    related: z.array(z.string()),
    translations: adminTranslationsSchema(termTranslationShape),
  })
  .meta({ id: 'LexiconAdminTerm' });
export type LexiconAdminTerm = z.infer<typeof LexiconAdminTermSchema>;

/** Every term with its versions, in German alphabetical order. */
export const LexiconAdminSchema = z.object({ terms: z.array(LexiconAdminTermSchema) }).meta({ id: 'LexiconAdmin' });
export type LexiconAdmin = z.infer<typeof LexiconAdminSchema>;
