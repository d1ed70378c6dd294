// Vague or minimising phrases, the way assessors hear them: intentions without a how ("weniger",
// "nie wieder"), frequencies without a figure ("ab und zu"), and playing it down ("Pech",
// "Ausrutscher", "alle machen das"). The German list is the reference; Turkish and English carry the
// same phrase ids so a finding's texts (texts/<lang>.json, phrases.<id>) read the same in each language.
//
// Matching: case-insensitive, whole words (a letter or digit on either side is no boundary, so
// "Pechschwarz" is not "Pech"), a few cheap inflections written into the patterns.
import type { StoryContext, VagueMatch } from './types';

export const PHRASE_IDS = [
  'less',
  'now-and-then',
  'only-a-few',
  'bad-luck',
  'slip',
  'everyone-does-it',
  'never-again',
  'stupid-mistake',
  'wont-happen-again',
  'actually',
  'hardly',
  'normal-drinking',
  'trying',
  'under-control',
] as const;
export type PhraseId = (typeof PHRASE_IDS)[number];

type Language = StoryContext['language'];

/** Pattern sources per phrase id and language (alternatives, lower case, spaces match any whitespace). */
const PHRASES: Record<Language, Record<PhraseId, string[]>> = {
  de: {
    less: ['weniger', 'nicht mehr so viel'],
    'now-and-then': ['ab und zu', 'ab und an', 'hin und wieder', 'gelegentlich', 'manchmal'],
    'only-a-few': ['nur ein paar', 'nur ein bisschen', 'nur ein wenig', 'nur wenig', 'nur mal ein'],
    'bad-luck': ['pech', 'pech gehabt', 'dumm gelaufen', 'unglücklich gelaufen'],
    slip: ['ausrutscher[s]?', 'ausgerutscht', 'einmalige[rn]? sache', 'einmalig'],
    'everyone-does-it': [
      'alle machen das',
      'das machen (?:doch )?alle',
      'jeder macht das',
      'das macht (?:doch )?jeder',
      'alle trinken',
      'jeder trinkt',
    ],
    'never-again': ['nie wieder', 'nie mehr', 'niemals wieder', 'niemals mehr'],
    'stupid-mistake': ['dumme[rn]? fehler[s]?', 'dummheit', 'blöde[rn]? fehler[s]?'],
    'wont-happen-again': [
      'kommt nicht (?:mehr|wieder) vor',
      'wird nicht (?:mehr|wieder) vorkommen',
      'passiert (?:mir )?nicht (?:mehr|wieder)',
      'wird (?:mir )?nicht (?:mehr|wieder) passieren',
    ],
    actually: ['eigentlich'],
    hardly: ['kaum'],
    'normal-drinking': ['normal getrunken', 'ganz normal', 'normale[n]? menge[n]?', 'wie jeder andere'],
    trying: ['versuche', 'versuchen', 'probiere'],
    'under-control': ['im griff', 'unter kontrolle'],
  },
  tr: {
    less: ['daha az', 'azalttım', 'azaltıyorum', 'eskisi kadar değil'],
    'now-and-then': ['ara sıra', 'arada bir', 'arada sırada', 'ara ara', 'bazen', 'zaman zaman'],
    'only-a-few': ['sadece birkaç', 'yalnızca birkaç', 'sadece biraz', 'birkaç tane', 'sadece bir iki'],
    'bad-luck': ['şanssızlık\\p{L}*', 'şanssızdım', 'kötü şans', 'talihsizlik\\p{L}*'],
    slip: ['bir kerelik', 'bir kereye mahsus', 'kaza eseri'],
    'everyone-does-it': ['herkes yapıyor', 'herkes böyle yapıyor', 'herkes içiyor', 'bunu herkes yapar'],
    'never-again': ['bir daha asla', 'asla bir daha', 'bir daha hiç'],
    'stupid-mistake': ['aptalca (?:bir )?hata\\p{L}*', 'saçma (?:bir )?hata\\p{L}*', 'salakça (?:bir )?hata\\p{L}*'],
    'wont-happen-again': ['bir daha olmayacak', 'tekrar olmayacak', 'bir daha yaşanmayacak', 'tekrarlanmayacak'],
    actually: ['aslında'],
    hardly: ['neredeyse hiç', 'hemen hemen hiç', 'pek az'],
    'normal-drinking': ['normal içtim', 'normal miktarda', 'normal şekilde içtim', 'herkes kadar'],
    trying: ['deniyorum', 'denemeye çalışıyorum', 'çalışacağım'],
    'under-control': ['kontrol altında', 'kontrolümde'],
  },
  en: {
    less: ['less', 'fewer', 'cut down', 'cut back'],
    'now-and-then': ['now and then', 'now and again', 'from time to time', 'every now and then', 'occasionally', 'sometimes'],
    'only-a-few': ['only a few', 'just a few', 'only a couple', 'just a couple', 'only a little', 'just a little'],
    'bad-luck': ['bad luck', 'unlucky'],
    slip: ['slip-up', 'slip up', 'slipped up', 'one-off', 'one off', 'a slip'],
    'everyone-does-it': ['everyone does (?:it|that)', 'everybody does (?:it|that)', 'everyone drinks', 'everybody drinks'],
    'never-again': ['never again'],
    'stupid-mistake': ['stupid mistake', 'silly mistake', 'dumb mistake'],
    'wont-happen-again': ["won[’']t happen again", 'will not happen again', 'will never happen again'],
    actually: ['actually'],
    hardly: ['hardly', 'barely', 'scarcely'],
    'normal-drinking': ['drank normally', 'normal amount', 'drinking normally', 'like everyone else'],
    trying: ["i[’']m trying", 'i am trying', 'i try', "i[’']ll try", 'i will try'],
    'under-control': ['under control', 'in control'],
  },
};

/**
 * "nie wieder" is vague only without a how: it is not flagged when the same sentence says how or
 * since when (a cause or means: "weil", "indem", "stattdessen", "dadurch", "seit", or any digit, as
 * in a date or a time).
 */
const HOW_MARKERS: Record<Language, string[]> = {
  de: ['weil', 'indem', 'stattdessen', 'dadurch', 'seit', 'deshalb', 'darum'],
  tr: ['çünkü', 'yerine', 'sayesinde', 'beri', 'bu yüzden', 'için'],
  en: ['because', 'by', 'instead', 'since', 'so that', 'which is why'],
};
const NEEDS_HOW: readonly PhraseId[] = ['never-again'];

const LETTER_OR_DIGIT = '[\\p{L}\\p{N}]';

/** Turkish dotted and dotless i do not case-fold onto each other: both spellings are allowed. */
function forLanguage(source: string, language: Language): string {
  const spaced = source.replace(/ /g, '\\s+');
  if (language !== 'tr') return spaced;
  return spaced.replace(/\\p\{L\}|[iı]/g, (c) => (c === 'i' ? '[iİ]' : c === 'ı' ? '[ıI]' : c));
}

function wordPattern(alternatives: string[], language: Language): RegExp {
  const body = alternatives.map((a) => forLanguage(a, language)).join('|');
  return new RegExp(`(?<!${LETTER_OR_DIGIT})(?:${body})(?!${LETTER_OR_DIGIT})`, 'giu');
}

const COMPILED: Record<Language, { id: PhraseId; pattern: RegExp }[]> = Object.fromEntries(
  (Object.keys(PHRASES) as Language[]).map((language) => [
    language,
    PHRASE_IDS.map((id) => ({ id, pattern: wordPattern(PHRASES[language][id], language) })),
  ]),
) as Record<Language, { id: PhraseId; pattern: RegExp }[]>;

const HOW_PATTERNS: Record<Language, RegExp> = Object.fromEntries(
  (Object.keys(HOW_MARKERS) as Language[]).map((language) => [
    language,
    new RegExp(
      `\\p{N}|(?<!${LETTER_OR_DIGIT})(?:${HOW_MARKERS[language].map((m) => forLanguage(m, language)).join('|')})(?!${LETTER_OR_DIGIT})`,
      'iu',
    ),
  ]),
) as Record<Language, RegExp>;

/** A sentence ends at ! ? ; a line break, or a full stop that does not follow a digit ("am 3. März" goes on). */
const SENTENCE_END = /[!?;\n]|(?<!\p{N})\./gu;

/** The sentence around an index. */
function sentenceAround(text: string, index: number): string {
  let from = 0;
  let to = text.length;
  for (const m of text.matchAll(SENTENCE_END)) {
    if (m.index < index) from = m.index + 1;
    else {
      to = m.index;
      break;
    }
  }
  return text.slice(from, to);
}

export function findVagueLanguage(text: string, language: Language): VagueMatch[] {
  const found: VagueMatch[] = [];
  for (const { id, pattern } of COMPILED[language]) {
    pattern.lastIndex = 0;
    for (const m of text.matchAll(pattern)) {
      if (NEEDS_HOW.includes(id) && HOW_PATTERNS[language].test(sentenceAround(text, m.index))) continue;
      found.push({ phraseId: id, text: m[0], index: m.index });
    }
  }
  // one match per place: at the same start the longer wins, and a match inside an earlier one is dropped
  found.sort((a, b) => a.index - b.index || b.text.length - a.text.length);
  const result: VagueMatch[] = [];
  for (const match of found) {
    const last = result.at(-1);
    if (last && match.index < last.index + last.text.length) continue;
    result.push(match);
  }
  return result;
}
