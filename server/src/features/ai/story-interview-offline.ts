// "Mein Gespräch" without a model (issue 37): the examiner asks about the learner's own story. The
// questions are planned from the story's open findings and gaps, each with the story's own facts
// (dates in the learner's language); every answer is checked for vague language and, where a date is
// the point, for a missing date, and gets one named follow-up; parts without a finding get the
// interview bank's question. At the end a summary per part says what held and what did not.
//
// Stateless like the reason trainer (offline-trainer.ts): the plan is a pure function of the story,
// so where the conversation stands is read from the messages the browser sends (the examiner's
// planned questions found in them by their text). Nothing of the conversation is stored unless the
// learner saves it.
import type { Language, MpuReason } from '@common/domain';
import { findVagueLanguage } from '@common/domain/my-story';
import { STORY_PARTS, type Finding, type StoryContext, type StoryPart } from '@common/domain/my-story/types';
import type { AiChatMessage } from '@common/schemas/ai';
import type { Story } from '@common/schemas/my-story';
import { INTERVIEW_BANK } from './interview-bank';
import { fill, STORY_INTERVIEW_TEXTS, type StoryInterviewTexts } from './story-interview-texts';

/** An answer with fewer words is followed up once. */
export const SHORT_ANSWER_WORDS = 8;
/** Follow-ups after one planned question at most. */
export const MAX_FOLLOW_UPS = 2;
/** Planned questions at most (the contradictions and the abstinence start come first). */
export const MAX_PLANNED_QUESTIONS = 10;

export interface PlannedQuestion {
  /** 'finding:<kind>:<field>', 'abstinence-start', 'part:<part>'. */
  id: string;
  part: StoryPart;
  text: string;
  /** A fixed second question after the answer (contradictions press on the fact). */
  followUp?: string;
  /** The answer must name a date (the change and its start). */
  needsDate?: boolean;
}

export interface StoryInterviewSetup {
  story: Story;
  findings: readonly Finding[];
  reason: MpuReason;
  context: Pick<StoryContext, 'tracker' | 'today'>;
  language: Language;
}

const LOCALES: Record<Language, string> = { de: 'de-DE', tr: 'tr-TR', en: 'en-GB' };

/** '2026-03-01' as '1. März 2026' / '1 Mart 2026' / '1 March 2026'. */
export function formatDate(date: string, language: Language): string {
  return new Intl.DateTimeFormat(LOCALES[language], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/** '2026-03-01' as 'März 2026'. */
export function formatMonth(date: string, language: Language): string {
  return new Intl.DateTimeFormat(LOCALES[language], { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

const formatNumber = (value: number, language: Language) =>
  new Intl.NumberFormat(LOCALES[language], { maximumFractionDigits: 2 }).format(value);

/** The interview bank's German question per part (by its position for the reason), where one fits. */
const BANK_PART_QUESTION: Record<MpuReason, Partial<Record<StoryPart, number>>> = {
  alcohol: { incidents: 0, causes: 5, insight: 6, change: 8, stability: 10 },
  drugs: { incidents: 0, causes: 4, insight: 6, change: 8, proof: 9, stability: 11 },
  points: { incidents: 0, causes: 4, insight: 5, change: 8, proof: 9, stability: 10 },
  criminal: { incidents: 0, causes: 5, insight: 2, change: 8, stability: 11 },
  medizinalcannabis: { incidents: 0, change: 5, stability: 9 },
};

function partQuestion(part: StoryPart, reason: MpuReason, language: Language, texts: StoryInterviewTexts): string {
  const position = BANK_PART_QUESTION[reason][part];
  const banked = language === 'de' && position !== undefined ? INTERVIEW_BANK[reason][position]?.text : undefined;
  return banked ?? texts.partQuestions[part];
}

/** The value at a finding's field path ('change.text', 'stability.riskSituations.2.strategy'). */
export function valueAt(story: Story, field: string): unknown {
  let value: unknown = story;
  for (const key of field.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** The beginning of a text for a quote: up to the first sentence end or 80 characters. */
export function excerptOf(text: string): string {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  const sentence = trimmed.match(/^.+?[.!?](?=\s|$)/)?.[0] ?? trimmed;
  if (sentence.length <= 80) return sentence.replace(/[.!?]$/, '');
  return `${sentence.slice(0, 80).replace(/\s+\S*$/, '')} …`;
}

/** The first positive or missed screening on or after the stated abstinence start. */
function firstBreak(story: Story, context: StoryInterviewSetup['context']) {
  const since = story.change.abstinentSince;
  if (!since || !context.tracker) return null;
  return (
    [...context.tracker.entries]
      .filter((entry) => entry.date >= since && (entry.result === 'positive' || entry.result === 'missed'))
      .sort((a, b) => a.date.localeCompare(b.date))[0] ?? null
  );
}

/** Whole months from `since` to `today`. */
function monthsBetween(since: string, today: string): number {
  const [y1, m1, d1] = since.split('-').map(Number) as [number, number, number];
  const [y2, m2, d2] = today.split('-').map(Number) as [number, number, number];
  return Math.max(0, (y2 - y1) * 12 + (m2 - m1) - (d2 < d1 ? 1 : 0));
}

/** The question a finding raises, with the story's facts; null when the story lacks the facts it needs. */
function questionForFinding(finding: Finding, setup: StoryInterviewSetup, texts: StoryInterviewTexts): PlannedQuestion | null {
  const { story, language, context, reason } = setup;
  const consume = reason === 'alcohol' ? texts.consumeAlcohol : texts.consumeOther;
  const id = `finding:${finding.kind}:${finding.field}`;
  const base = { id, part: finding.part };
  switch (finding.kind) {
    case 'abstinence-contradicts-tracker': {
      const broken = firstBreak(story, context);
      if (!broken) return null;
      const values = { consume, since: formatDate(story.change.abstinentSince, language), date: formatDate(broken.date, language) };
      return {
        ...base,
        text: fill(broken.result === 'missed' ? texts.questions.trackerMissed : texts.questions.trackerPositive, values),
        followUp: fill(texts.questions.trackerFollowUp, values),
      };
    }
    case 'abstinence-too-short': {
      const since = story.change.abstinentSince;
      if (!since) return null;
      return {
        ...base,
        text: fill(texts.questions.abstinenceTooShort, { since: formatDate(since, language), months: monthsBetween(since, context.today) }),
      };
    }
    case 'controlled-drinking-vs-hypothesis':
      return { ...base, text: texts.questions.controlledVsHypothesis, followUp: texts.questions.controlledFollowUp };
    case 'bac-implausible': {
      const incident = valueAt(story, finding.field.split('.').slice(0, 2).join('.')) as Story['incidents'][number] | undefined;
      if (!incident || incident.bacPermille === null || !incident.date) return null;
      return {
        ...base,
        text: fill(texts.questions.bacImplausible, {
          date: formatDate(incident.date, language),
          bac: formatNumber(incident.bacPermille, language),
        }),
        followUp: texts.questions.bacFollowUp,
      };
    }
    case 'vague-language': {
      const value = valueAt(story, finding.field);
      const match = typeof value === 'string' ? findVagueLanguage(value, language)[0] : undefined;
      const text = match?.text ?? (typeof finding.params.text === 'string' ? finding.params.text : '');
      if (!text) return null;
      return { ...base, id: `${id}:${text.toLowerCase()}`, text: fill(texts.questions.vagueInStory, { text }) };
    }
    case 'change-without-date': {
      const excerpt = story.change.text.trim() ? excerptOf(story.change.text) : '';
      return {
        ...base,
        text: excerpt ? fill(texts.questions.changeWithoutDate, { excerpt }) : texts.partQuestions.change,
        needsDate: true,
      };
    }
    case 'change-without-proof': {
      const since = story.change.since || story.change.abstinentSince;
      return {
        ...base,
        text: since
          ? fill(texts.questions.changeWithoutProof, { date: formatDate(since, language) })
          : texts.questions.changeWithoutProofNoDate,
      };
    }
    case 'no-risk-situation':
      return { ...base, text: texts.questions.noRiskSituation };
    case 'risk-without-strategy': {
      const situation = valueAt(story, finding.field.replace(/\.strategy$/, '.situation'));
      if (typeof situation !== 'string' || !situation.trim()) return null;
      return { ...base, text: fill(texts.questions.riskWithoutStrategy, { situation: excerptOf(situation) }) };
    }
    case 'insight-without-cause': {
      const excerpt = story.insight.text.trim() ? excerptOf(story.insight.text) : '';
      return excerpt ? { ...base, text: fill(texts.questions.insightWithoutCause, { excerpt }) } : null;
    }
  }
}

/** Contradictions first, then the other findings, each group in the workbook's order of parts. */
const FINDING_ORDER: Record<Finding['kind'], number> = {
  'abstinence-contradicts-tracker': 0,
  'controlled-drinking-vs-hypothesis': 0,
  'bac-implausible': 0,
  'abstinence-too-short': 1,
  'change-without-date': 2,
  'change-without-proof': 2,
  'vague-language': 3,
  'no-risk-situation': 2,
  'risk-without-strategy': 2,
  'insight-without-cause': 2,
};

/**
 * The examination's questions in the order they are asked: per part (incidents, causes, insight,
 * change, proof, stability) the questions its findings raise (the abstinence start named with its
 * date in the change part), or the bank's question where the part has none.
 */
export function planStoryInterview(setup: StoryInterviewSetup): PlannedQuestion[] {
  const texts = STORY_INTERVIEW_TEXTS[setup.language];
  const { story, language } = setup;
  const raised = [...setup.findings]
    .sort((a, b) => FINDING_ORDER[a.kind] - FINDING_ORDER[b.kind])
    .map((finding) => questionForFinding(finding, setup, texts))
    .filter((question): question is PlannedQuestion => question !== null);
  const since = story.change.abstinentSince;
  if (since) {
    const consume = setup.reason === 'alcohol' ? texts.consumeAlcohol : texts.consumeOther;
    raised.push({
      id: 'abstinence-start',
      part: 'change',
      text: fill(texts.questions.abstinenceStart, { consume, date: formatDate(since, language), month: formatMonth(since, language) }),
      followUp: fill(texts.questions.abstinenceStartFollowUp, { date: formatDate(since, language) }),
    });
  }
  // one question per distinct text: two vague phrases of one field ask the same thing once
  const seen = new Set<string>();
  const unique = raised.filter((question) => !seen.has(question.text) && seen.add(question.text));
  // the contradictions and the abstinence start survive the cap
  const isKey = (question: PlannedQuestion) =>
    question.id === 'abstinence-start' || question.followUp !== undefined || question.id.startsWith('finding:abstinence');
  const kept = [...unique.filter(isKey), ...unique.filter((question) => !isKey(question))].slice(0, MAX_PLANNED_QUESTIONS - 1);
  const plan: PlannedQuestion[] = [];
  for (const part of STORY_PARTS) {
    const own = kept.filter((question) => question.part === part);
    if (part === 'change') own.sort((a, b) => Number(b.id === 'abstinence-start') - Number(a.id === 'abstinence-start'));
    plan.push(
      ...(own.length > 0
        ? own
        : [{ id: `part:${part}`, part, text: partQuestion(part, setup.reason, language, texts), needsDate: part === 'change' }]),
    );
  }
  return plan.slice(0, MAX_PLANNED_QUESTIONS + 2);
}

export interface StoryInterviewTurn {
  text: string;
  finished: boolean;
}

const wordsOf = (text: string) => text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word));

/** A year, a month's name, a date or a time span in the answer ('2025', 'März', '01.03.', 'seit drei Monaten'). */
const DATE_PATTERNS: Record<Language, RegExp> = {
  de: /\d|januar|februar|märz|april|mai|juni|juli|august|september|oktober|november|dezember|monat|jahr|woche/i,
  tr: /\d|ocak|şubat|mart|nisan|mayıs|haziran|temmuz|ağustos|eylül|ekim|kasım|aralık|ay|yıl|hafta/i,
  en: /\d|january|february|march|april|may|june|july|august|september|october|november|december|month|year|week/i,
};

/** The planned question an examiner message asked (the last one it contains), or -1. */
function plannedIn(message: AiChatMessage, plan: readonly PlannedQuestion[]): number {
  if (message.role !== 'assistant') return -1;
  for (let index = plan.length - 1; index >= 0; index--) if (message.content.includes(plan[index]!.text)) return index;
  return -1;
}

interface AskedQuestion {
  index: number;
  followUps: string[];
  answers: string[];
}

/** The conversation read as the planned questions asked, each with its follow-ups and answers. */
function readConversation(plan: readonly PlannedQuestion[], messages: readonly AiChatMessage[], texts: StoryInterviewTexts) {
  const asked: AskedQuestion[] = [];
  let isSummarised = false;
  let strayExaminer = false;
  for (const message of messages) {
    if (message.role === 'assistant' && message.content.includes(texts.summary.heading)) {
      isSummarised = true;
      continue;
    }
    const index = plannedIn(message, plan);
    if (index >= 0) asked.push({ index, followUps: [], answers: [] });
    else if (message.role === 'assistant') {
      if (asked.length === 0) strayExaminer = true;
      else asked.at(-1)!.followUps.push(message.content);
    } else asked.at(-1)?.answers.push(message.content);
  }
  return { asked, isSummarised, strayExaminer };
}

/** The follow-up the last answer needs, or null. */
function followUpFor(question: PlannedQuestion, current: AskedQuestion, language: Language, texts: StoryInterviewTexts): string | null {
  if (current.followUps.length >= MAX_FOLLOW_UPS) return null;
  const answer = current.answers.at(-1) ?? '';
  const asked = current.followUps.join('\n').toLowerCase();
  const vague = findVagueLanguage(answer, language).find((match) => !asked.includes(match.text.toLowerCase()));
  if (vague) return fill(texts.followUps.vague, { text: vague.text });
  if (
    question.needsDate &&
    !DATE_PATTERNS[language].test(current.answers.join(' ')) &&
    !asked.includes(texts.followUps.missingDate.toLowerCase())
  )
    return texts.followUps.missingDate;
  if (question.followUp && !current.followUps.includes(question.followUp)) return question.followUp;
  if (current.followUps.length === 0 && wordsOf(answer).length < SHORT_ANSWER_WORDS) return texts.followUps.short;
  return null;
}

/** What held and what did not, per part, from the answers and the story's open findings. */
export function summarise(setup: StoryInterviewSetup, plan: readonly PlannedQuestion[], messages: readonly AiChatMessage[]): string {
  const texts = STORY_INTERVIEW_TEXTS[setup.language];
  const { asked } = readConversation(plan, messages, texts);
  const lines = [texts.summary.heading, ''];
  for (const part of STORY_PARTS) {
    const ofPart = asked.filter((entry) => plan[entry.index]!.part === part);
    const label = texts.summary.parts[part];
    if (ofPart.length === 0) {
      lines.push(`${label}: ${texts.summary.notAsked}.`);
      continue;
    }
    const problems: string[] = [];
    for (const entry of ofPart) {
      const answers = entry.answers.join(' ');
      // the last answer counts: a vague first answer made concrete after the follow-up holds
      const last = entry.answers.at(-1) ?? '';
      for (const match of findVagueLanguage(last, setup.language)) problems.push(fill(texts.summary.vague, { text: match.text }));
      if (plan[entry.index]!.needsDate && !DATE_PATTERNS[setup.language].test(answers)) problems.push(texts.summary.noDate);
      if (wordsOf(answers).length < SHORT_ANSWER_WORDS) problems.push(texts.summary.short);
    }
    const open = [
      ...new Set(setup.findings.filter((finding) => finding.part === part).map((finding) => texts.findingLabels[finding.kind]!)),
    ];
    problems.push(...open.map((found) => fill(texts.summary.openInStory, { label: found })));
    const unique = [...new Set(problems)];
    lines.push(
      unique.length === 0
        ? `${label}: ${texts.summary.held} (${texts.summary.concrete}).`
        : `${label}: ${texts.summary.notHeld} – ${unique.join('; ')}.`,
    );
  }
  lines.push('', texts.summary.note);
  return lines.join('\n');
}

/** The examiner's next turn for the conversation so far (empty, or ending with the learner's answer). */
export function nextStoryInterviewTurn(setup: StoryInterviewSetup, messages: readonly AiChatMessage[]): StoryInterviewTurn {
  const texts = STORY_INTERVIEW_TEXTS[setup.language];
  const plan = planStoryInterview(setup);
  const { asked, isSummarised, strayExaminer } = readConversation(plan, messages, texts);
  if (isSummarised) return { text: texts.alreadyFinished, finished: true };
  if (asked.length === 0) {
    // the examiner spoke but asked nothing of this plan: the story changed since; a new conversation starts over
    if (strayExaminer) return { text: texts.alreadyFinished, finished: true };
    return { text: `${texts.opening}\n\n${plan[0]!.text}`, finished: false };
  }
  const current = asked.at(-1)!;
  const question = plan[current.index]!;
  const followUp = followUpFor(question, current, setup.language, texts);
  if (followUp) return { text: followUp, finished: false };
  const next = plan[current.index + 1];
  if (!next) return { text: summarise(setup, plan, messages), finished: true };
  return { text: `${texts.transitions[current.index % texts.transitions.length]} ${next.text}`, finished: false };
}
