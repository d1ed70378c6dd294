// What the admin editors send and get for the Turkish and English versions of an item (content-language.ts holds the
// generic shapes): the per-kind field rules and the check that a translated option list lines up with the German one.
import { z } from 'zod';
import { TRANSLATION_LANGUAGES } from '../domain/content-language';

/** A translated text: trimmed, as long as the German field may be; empty is allowed where the German is optional. */
export const translatedText = (max: number) => z.string().trim().max(max, 'TOO_LONG');
/** A translated text that must be there when the version is sent at all (a question, a title). */
export const translatedRequiredText = (max: number) => z.string().trim().min(1, 'REQUIRED').max(max, 'TOO_LONG');

type WithTranslatedOptions = {
  options: string[];
  translations?: Partial<Record<(typeof TRANSLATION_LANGUAGES)[number], { options: string[] } | null | undefined>> | undefined;
};

/** Blank translated options are dropped like the German ones, so the positions keep matching. */
export function dropBlankTranslatedOptions<T extends WithTranslatedOptions>(input: T): T {
  if (!input.translations) return input;
  const translations = { ...input.translations };
  for (const language of TRANSLATION_LANGUAGES) {
    const version = translations[language];
    if (version) translations[language] = { ...version, options: version.options.filter((option) => option.length > 0) };
  }
  return { ...input, translations };
}

/**
 * The answer is evaluated on the option's position in every language: a version with more or fewer options than
 * the German is refused (`translations.tr.options`: OPTION_COUNT).
 */
export function checkTranslatedOptions(input: WithTranslatedOptions, ctx: z.RefinementCtx) {
  for (const language of TRANSLATION_LANGUAGES) {
    const version = input.translations?.[language];
    if (version && version.options.length !== input.options.length) {
      ctx.addIssue({ code: 'custom', message: 'OPTION_COUNT', path: ['translations', language, 'options'] });
    }
  }
}
