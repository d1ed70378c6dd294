// Which workbook sections and guiding prompts each reason gets. A prompt id is shared where reasons
// ask the same ('change.since'), so a learner with several reasons sees it once; the texts are
// prompts.<id> in texts/<lang>.json.
import type { MpuReason } from '../mpu-reasons';
import { STORY_SECTIONS, type StorySection } from './types';

export const SECTION_PROMPTS: Record<MpuReason, Partial<Record<StorySection, readonly string[]>>> = {
  alcohol: {
    incidents: ['incidents.what-happened', 'incidents.alcohol-drinks', 'incidents.alcohol-why-drive'],
    history: ['history.alcohol-start', 'history.alcohol-amounts', 'history.alcohol-peak'],
    causes: ['causes.life-situation', 'causes.alcohol-function'],
    insight: ['insight.then-and-now', 'insight.alcohol-tolerance'],
    change: ['change.what', 'change.since', 'change.enabled-by', 'change.alcohol-goal'],
    proof: ['proof.abstinence', 'proof.counselling'],
    stability: ['stability.risk-situations', 'stability.strategies', 'stability.support'],
    future: ['future.alcohol-separate'],
  },
  drugs: {
    incidents: ['incidents.what-happened', 'incidents.drugs-values'],
    history: ['history.drugs-start', 'history.drugs-substances'],
    causes: ['causes.life-situation', 'causes.drugs-function'],
    insight: ['insight.then-and-now', 'insight.drugs-effects'],
    change: ['change.what', 'change.since', 'change.enabled-by', 'change.drugs-circle'],
    proof: ['proof.abstinence', 'proof.counselling'],
    stability: ['stability.risk-situations', 'stability.strategies', 'stability.support'],
    future: ['future.drugs-separate'],
  },
  points: {
    incidents: ['incidents.what-happened', 'incidents.points-list'],
    history: ['history.points-driving'],
    causes: ['causes.life-situation', 'causes.points-attitude'],
    insight: ['insight.then-and-now', 'insight.points-risk'],
    change: ['change.what', 'change.since', 'change.enabled-by'],
    proof: ['proof.counselling', 'proof.course'],
    stability: ['stability.risk-situations', 'stability.strategies', 'stability.support'],
    future: ['future.points-driving-style'],
  },
  criminal: {
    incidents: ['incidents.what-happened', 'incidents.criminal-offence'],
    history: ['history.criminal-earlier'],
    causes: ['causes.life-situation', 'causes.criminal-anger'],
    insight: ['insight.then-and-now', 'insight.criminal-victims'],
    change: ['change.what', 'change.since', 'change.enabled-by'],
    proof: ['proof.counselling', 'proof.course'],
    stability: ['stability.risk-situations', 'stability.strategies', 'stability.support'],
    future: ['future.criminal-conflicts'],
  },
  medizinalcannabis: {
    incidents: ['incidents.what-happened', 'incidents.medizinalcannabis-check'],
    history: ['history.medizinalcannabis-therapy'],
    insight: ['insight.medizinalcannabis-fitness'],
    change: ['change.what', 'change.since', 'change.medizinalcannabis-as-prescribed'],
    proof: ['proof.medizinalcannabis-doctor'],
    stability: ['stability.risk-situations', 'stability.strategies', 'stability.support'],
    future: ['future.medizinalcannabis-no-driving'],
  },
};

/** For a learner who has not named a reason yet: the prompts every reason shares. */
export const GENERAL_PROMPTS: Record<StorySection, readonly string[]> = {
  incidents: ['incidents.what-happened'],
  history: ['history.general'],
  causes: ['causes.life-situation'],
  insight: ['insight.then-and-now'],
  change: ['change.what', 'change.since', 'change.enabled-by'],
  proof: ['proof.counselling'],
  stability: ['stability.risk-situations', 'stability.strategies', 'stability.support'],
  future: ['future.general'],
};

export const ALL_PROMPT_IDS: readonly string[] = [
  ...new Set([...Object.values(SECTION_PROMPTS), GENERAL_PROMPTS].flatMap((sections) => Object.values(sections).flat())),
];

export function storySections(reasons: MpuReason[]): { section: StorySection; promptIds: string[] }[] {
  const result: { section: StorySection; promptIds: string[] }[] = [];
  for (const section of STORY_SECTIONS) {
    const ids =
      reasons.length === 0
        ? [...GENERAL_PROMPTS[section]]
        : [...new Set(reasons.flatMap((reason) => SECTION_PROMPTS[reason]?.[section] ?? []))];
    if (ids.length > 0) result.push({ section, promptIds: ids });
  }
  return result;
}
