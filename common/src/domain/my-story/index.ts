// The story checks (issue 37): see ./types.ts for the contract. Pure functions; the texts for their
// results are in ./texts/<lang>.json (the web's i18next namespace 'story-checks').
import { expectedBac } from './bac';
import { storyFindings } from './findings';
import { storyReadiness } from './readiness';
import { storySections } from './sections';
import { selfCheck, selfCheckQuestions } from './self-check';
import type { StoryChecks } from './types';
import { findVagueLanguage } from './vague-language';

export * from './types';
export { expectedBac, alcoholGrams, watsonBodyWater, BAC_MARGIN_PERMILLE } from './bac';
export { findVagueLanguage, PHRASE_IDS, type PhraseId } from './vague-language';
export {
  selfCheck,
  selfCheckQuestions,
  SELF_CHECK_QUESTION_IDS,
  ALL_SELF_CHECK_QUESTION_IDS,
  HYPOTHESIS_MEANING,
  SELF_CHECK_PROOF_KINDS,
} from './self-check';
export { storyFindings, FINDING_ARTICLES, monthsBetween } from './findings';
export { storyReadiness, FINDING_PENALTY, VAGUE_PENALTY, MIN_LENGTH } from './readiness';
export { storySections, SECTION_PROMPTS, ALL_PROMPT_IDS } from './sections';
export { STORY_ARTICLES, type StoryArticleSlug } from './articles';

/** All checks as one object, typed by the contract. */
export const storyChecks: StoryChecks = {
  expectedBac,
  findVagueLanguage,
  selfCheckQuestions,
  selfCheck,
  storyFindings,
  storyReadiness,
  storySections,
};
