// The texts of the checks (the web's i18next namespace 'story-checks', the examiner's offline mode).
import { describe, expect, it } from 'vitest';
import { HYPOTHESIS_MEANING, SELF_CHECK_PROOF_KINDS, ALL_SELF_CHECK_QUESTION_IDS } from './self-check';
import { ALL_PROMPT_IDS } from './sections';
import { FINDING_KINDS, STORY_SECTIONS } from './types';
import { findVagueLanguage, PHRASE_IDS } from './vague-language';
import de from './texts/de.json';
import en from './texts/en.json';
import tr from './texts/tr.json';

type Tree = { [key: string]: string | Tree };
const languages = { de, tr, en } as Record<'de' | 'tr' | 'en', Tree>;

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of leaves(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

/** The params each finding kind carries (./findings.ts) that its texts may use. */
const PARAMS: Record<string, string[]> = {
  'bac-implausible': ['expectedHigh', 'expectedLow', 'measured'],
  'vague-language': ['index', 'phraseId', 'text'],
  'risk-without-strategy': ['situation'],
  'abstinence-contradicts-tracker': ['abstinentSince', 'count', 'date', 'result'],
  'abstinence-too-short': ['abstinentSince', 'hypothesis', 'months', 'usualMonths'],
  'controlled-drinking-vs-hypothesis': ['hypothesis'],
};

describe('the three languages', () => {
  it('have the same keys, none empty', () => {
    const deKeys = [...leaves(de).keys()].sort();
    for (const language of ['tr', 'en'] as const) expect([...leaves(languages[language]).keys()].sort()).toEqual(deKeys);
    for (const tree of Object.values(languages)) for (const [key, text] of leaves(tree)) expect(text.trim(), key).not.toBe('');
  });

  it.each(['de', 'tr', 'en'] as const)(
    '%s: every finding kind, phrase, question, hypothesis, proof, section and prompt has its texts',
    (language) => {
      const texts = leaves(languages[language]);
      const need = [
        ...FINDING_KINDS.flatMap((kind) => ['title', 'why', 'example', 'question'].map((part) => `findings.${kind}.${part}`)),
        ...PHRASE_IDS.flatMap((id) => [`phrases.${id}.why`, `phrases.${id}.example`]),
        ...ALL_SELF_CHECK_QUESTION_IDS.map((id) => `selfCheck.questions.${id}`),
        ...Object.keys(HYPOTHESIS_MEANING).flatMap((h) => [`selfCheck.hypotheses.${h}.name`, `selfCheck.hypotheses.${h}.means`]),
        ...SELF_CHECK_PROOF_KINDS.map((kind) => `selfCheck.proofs.${kind}`),
        ...STORY_SECTIONS.flatMap((section) => [`sections.${section}.title`, `sections.${section}.intro`]),
        ...ALL_PROMPT_IDS.map((id) => `prompts.${id}`),
      ];
      expect(need.filter((key) => !texts.has(key))).toEqual([]);
    },
  );

  it.each(['de', 'tr', 'en'] as const)(
    '%s: a finding’s placeholders are params the finding carries, the same in every language',
    (language) => {
      const texts = leaves(languages[language]);
      for (const kind of FINDING_KINDS) {
        for (const part of ['title', 'why', 'example', 'question']) {
          const used = placeholders(texts.get(`findings.${kind}.${part}`)!);
          expect(
            used.filter((p) => !(PARAMS[kind] ?? []).includes(p!)),
            `${kind}.${part}`,
          ).toEqual([]);
          expect(used, `${kind}.${part}`).toEqual(placeholders(leaves(de).get(`findings.${kind}.${part}`)!));
        }
      }
    },
  );

  it.each(['de', 'tr', 'en'] as const)(
    '%s: the examples are about someone else and use none of the vague phrases themselves',
    (language) => {
      const texts = leaves(languages[language]);
      const examples = [...texts].filter(([key]) => key.endsWith('.example'));
      expect(examples.length).toBe(FINDING_KINDS.length + PHRASE_IDS.length);
      const someoneElse = {
        de: /^(Herr K\.|Frau S\.) schreibt:/,
        tr: /^(K\. Bey|S\. Hanım) şöyle yazıyor:/,
        en: /^(Mr K\.|Ms S\.) writes:/,
      }[language];
      for (const [key, text] of examples) {
        expect(text, key).toMatch(someoneElse);
        expect(findVagueLanguage(text, language), key).toEqual([]);
      }
    },
  );
});
