// Content in the learner's language (common/src/domain/content-language.ts): the shapes the learner routes send.
import type { Context } from 'hono';
import { localize, type ContentFields, type StoredTranslations, type TranslatableFields } from '@common/domain/content-language';
import { orderedOptions } from '@common/domain/option-order';
import type { Language } from '@common/domain/value-sets';
import type { AppEnv } from './middleware/context';
import { interfaceLanguageOf } from './request-language';

/** The language a signed-in learner reads content in: the interface's. */
export const contentLanguageOf = (c: Context<AppEnv>): Language => interfaceLanguageOf(c.req.raw, c.get('viewer'));

type Fields<K extends keyof ContentFields> = ContentFields[K];

/**
 * One item's fields in `language` where a current version exists, with `contentLanguage` and, for a translation,
 * the German original (`german`); German otherwise.
 */
export function localizedItem<F extends TranslatableFields>(
  german: F,
  translations: StoredTranslations<F> | null | undefined,
  language: Language,
): F & { contentLanguage: Language; german?: F } {
  const shown = localize(german, translations, language);
  return { ...shown.fields, contentLanguage: shown.language, ...(shown.german && { german: shown.german }) };
}

export interface StoredQuestionTexts {
  question: string;
  options: string[];
  explanation: string;
  translations: StoredTranslations<Fields<'examQuestion'>>;
}

/** An exam question's texts in the learner's language, options in the round's order, and the German beside them. */
export function localizedQuestion(row: StoredQuestionTexts, order: readonly number[], language: Language) {
  const shown = localize({ question: row.question, options: row.options, explanation: row.explanation }, row.translations, language);
  return {
    question: shown.fields.question,
    options: orderedOptions(shown.fields.options, order),
    explanation: shown.fields.explanation,
    contentLanguage: shown.language,
    german: shown.german && {
      question: shown.german.question,
      options: orderedOptions(shown.german.options, order),
      explanation: shown.german.explanation,
    },
  };
}

/** A category's name in the learner's language (the description is part of what a version was made from). */
export const categoryNameIn = (
  row: { name: string; description: string; translations: StoredTranslations<Fields<'category'>> },
  language: Language,
) => localize({ name: row.name, description: row.description }, row.translations, language).fields.name;

/** The explanation after the answer, with the rule it rests on and, for a translation, the German one. */
export function explanationTexts(row: StoredQuestionTexts & { legalBasis: string; checkedOn: string | null }, language: Language) {
  const texts = localizedQuestion(row, [], language);
  return {
    explanation: texts.explanation,
    legalBasis: row.legalBasis,
    checkedOn: row.checkedOn,
    ...(texts.german && { germanExplanation: texts.german.explanation }),
  };
}

/**
 * What a reader is shown of an item the admin edits in the same list (glossary, articles, news): the fields in the
 * reader's language and which language that is; the German stays in the item's own fields.
 */
export function shownTexts<F extends TranslatableFields>(
  german: F,
  translations: StoredTranslations<F> | null | undefined,
  language: Language,
): F & { contentLanguage: Language } {
  const shown = localize(german, translations, language);
  return { ...shown.fields, contentLanguage: shown.language };
}
