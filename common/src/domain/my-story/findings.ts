// The findings: what an assessor would object to in the story, each with the part and field it is
// about, the figures for its text (texts/<lang>.json, findings.<kind>) and the article that explains it.
import type { Story } from '../../schemas/my-story';
import { addMonths } from '../abstinence';
import { BAC_MARGIN_PERMILLE, expectedBac } from './bac';
import type { StoryArticleSlug } from './articles';
import { selfCheck } from './self-check';
import type { Finding, FindingKind, StoryContext, StoryPart } from './types';
import { findVagueLanguage } from './vague-language';

export const FINDING_ARTICLES: Record<FindingKind, StoryArticleSlug> = {
  'bac-implausible': 'promillerechnung-nach-widmark',
  'vague-language': 'konkret-statt-vage',
  'change-without-date': 'konkret-statt-vage',
  'change-without-proof': 'hypothesen-der-beurteilungskriterien',
  'no-risk-situation': 'konkret-statt-vage',
  'risk-without-strategy': 'konkret-statt-vage',
  'insight-without-cause': 'hypothesen-der-beurteilungskriterien',
  'abstinence-contradicts-tracker': 'abstinenznachweise',
  'abstinence-too-short': 'hypothesen-der-beurteilungskriterien',
  'controlled-drinking-vs-hypothesis': 'hypothesen-der-beurteilungskriterien',
};

function finding(kind: FindingKind, part: StoryPart, field: string, params: Finding['params'] = {}): Finding {
  return { kind, part, field, params, articleSlug: FINDING_ARTICLES[kind] };
}

const filled = (text: string) => text.trim().length > 0;

/** Round to two decimals for the texts (the UI formats the number for the language). */
const permille = (value: number) => Math.round(value * 100) / 100;

function bacFindings(story: Story): Finding[] {
  const { sex, weightKg, heightCm, ageYears } = story.person;
  if (sex === null || weightKg === null || heightCm === null || ageYears === null) return [];
  const result: Finding[] = [];
  story.incidents.forEach((incident, i) => {
    if (incident.reason !== 'alcohol' || incident.bacPermille === null || incident.sampleTime === '') return;
    if (!incident.drinks.some((d) => d.start !== '')) return;
    const range = expectedBac({ sex, weightKg, heightCm, ageYears, drinks: incident.drinks, sampleTime: incident.sampleTime });
    const measured = incident.bacPermille;
    if (measured > range.highPermille + BAC_MARGIN_PERMILLE || measured < range.lowPermille - BAC_MARGIN_PERMILLE) {
      result.push(
        finding('bac-implausible', 'incidents', `incidents.${i}.drinks`, {
          expectedLow: permille(range.lowPermille),
          expectedHigh: permille(range.highPermille),
          measured: permille(measured),
        }),
      );
    }
  });
  return result;
}

/** The free texts the vague-language check reads, with the part each belongs to (history counts to the incidents, the future to stability). */
function storyTexts(story: Story): { field: string; part: StoryPart; text: string }[] {
  return [
    ...story.incidents.map((incident, i) => ({
      field: `incidents.${i}.description`,
      part: 'incidents' as const,
      text: incident.description,
    })),
    { field: 'history.text', part: 'incidents', text: story.history.text },
    { field: 'causes.text', part: 'causes', text: story.causes.text },
    { field: 'insight.text', part: 'insight', text: story.insight.text },
    { field: 'change.text', part: 'change', text: story.change.text },
    { field: 'change.enabledBy', part: 'change', text: story.change.enabledBy },
    ...story.stability.riskSituations.map((r, i) => ({
      field: `stability.riskSituations.${i}.strategy`,
      part: 'stability' as const,
      text: r.strategy,
    })),
    { field: 'stability.support', part: 'stability', text: story.stability.support },
    { field: 'future.text', part: 'stability', text: story.future.text },
  ];
}

function vagueFindings(story: Story, context: StoryContext): Finding[] {
  return storyTexts(story).flatMap(({ field, part, text }) =>
    findVagueLanguage(text, context.language).map((m) =>
      finding('vague-language', part, field, { phraseId: m.phraseId, text: m.text, index: m.index }),
    ),
  );
}

function trackerHasResults(context: StoryContext): boolean {
  return context.tracker !== null && context.tracker.entries.some((e) => e.result !== 'pending');
}

function missingPieces(story: Story, context: StoryContext): Finding[] {
  const result: Finding[] = [];
  const { change } = story;
  if (filled(change.text) && change.since === '') result.push(finding('change-without-date', 'change', 'change.since'));
  const linkedProof = story.proof.linkAbstinenceTracker && trackerHasResults(context);
  if (filled(change.text) && story.proof.items.length === 0 && !linkedProof)
    result.push(finding('change-without-proof', 'proof', 'proof.items'));
  const namedSituations = story.stability.riskSituations.filter((r) => filled(r.situation));
  if (namedSituations.length === 0 && (filled(change.text) || filled(story.stability.support) || filled(story.future.text))) {
    result.push(finding('no-risk-situation', 'stability', 'stability.riskSituations'));
  }
  story.stability.riskSituations.forEach((r, i) => {
    if (filled(r.situation) && !filled(r.strategy)) {
      result.push(
        finding('risk-without-strategy', 'stability', `stability.riskSituations.${i}.strategy`, { situation: r.situation.trim() }),
      );
    }
  });
  if (filled(story.insight.text) && !filled(story.causes.text)) result.push(finding('insight-without-cause', 'insight', 'causes.text'));
  return result;
}

/** Whole months from `from` to `to` (calendar months, a month counted when its day is reached). */
export function monthsBetween(from: string, to: string): number {
  let months = 0;
  while (months < 1200 && addMonths(from, months + 1) <= to) months++;
  return months;
}

function contradictions(story: Story, context: StoryContext): Finding[] {
  const result: Finding[] = [];
  const since = story.change.abstinentSince;
  if (since !== '' && context.tracker) {
    const broken = context.tracker.entries
      .filter((e) => e.date >= since && (e.result === 'positive' || e.result === 'missed'))
      .sort((a, b) => a.date.localeCompare(b.date));
    const first = broken[0];
    if (first) {
      result.push(
        finding('abstinence-contradicts-tracker', 'change', 'change.abstinentSince', {
          abstinentSince: since,
          date: first.date,
          result: first.result,
          count: broken.length,
        }),
      );
    }
  }
  const checks = [...new Set(context.reasons)].map((reason) => selfCheck(reason, story.selfCheck.answers));
  if (since !== '') {
    const longest = checks
      .filter((c) => c.usualAbstinenceMonths !== null)
      .sort((a, b) => (b.usualAbstinenceMonths ?? 0) - (a.usualAbstinenceMonths ?? 0))[0];
    if (longest && addMonths(since, longest.usualAbstinenceMonths!) > context.today) {
      result.push(
        finding('abstinence-too-short', 'change', 'change.abstinentSince', {
          abstinentSince: since,
          months: monthsBetween(since, context.today),
          usualMonths: longest.usualAbstinenceMonths!,
          hypothesis: longest.hypothesis!,
        }),
      );
    }
  }
  const alcohol = checks.find((c) => c.reason === 'alcohol');
  if (story.change.goal === 'controlled' && (alcohol?.hypothesis === 'A1' || alcohol?.hypothesis === 'A2')) {
    result.push(finding('controlled-drinking-vs-hypothesis', 'change', 'change.goal', { hypothesis: alcohol.hypothesis }));
  }
  return result;
}

export function storyFindings(story: Story, context: StoryContext): Finding[] {
  return [...bacFindings(story), ...vagueFindings(story, context), ...missingPieces(story, context), ...contradictions(story, context)];
}
