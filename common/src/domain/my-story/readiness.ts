// Readiness per part: how complete the part is, minus its open findings. A measure of the work
// done, never a prognosis of the assessment.
//
// Completeness is the mean of the part's checks, each worth 0 to 1; a text check is worth
// min(1, characters / minimum), so a part grows as the learner writes:
//   incidents  at least one incident; per incident a date and a description of 80 characters; per
//              alcohol incident the BAK, the sample time and at least one drink; with an alcohol
//              incident the person's sex, weight, height and age (one check)
//   causes     the causes text, 200 characters
//   insight    the insight text, 200 characters
//   change     the change text (150), its date, what made it possible (80); for alcohol the goal
//   proof      a proof item or the linked tracker with a result; every item dated (from)
//   stability  a named risk situation; a strategy of 60 characters for each; who supports (50)
// Then each open finding in the part takes off FINDING_PENALTY points (a vague phrase
// VAGUE_PENALTY), never below 0. Part = round(100 × completeness − penalties); overall = the
// rounded mean of the six parts.
import type { Story } from '../../schemas/my-story';
import { STORY_PARTS, type Finding, type StoryContext, type StoryPart, type StoryReadiness } from './types';

export const FINDING_PENALTY = 15;
export const VAGUE_PENALTY = 5;

export const MIN_LENGTH = {
  incidentDescription: 80,
  causes: 200,
  insight: 200,
  change: 150,
  enabledBy: 80,
  strategy: 60,
  support: 50,
} as const;

const text = (value: string, min: number) => Math.min(1, value.trim().length / min);
const given = (value: unknown) => (value === '' || value === null || value === undefined ? 0 : 1);
const mean = (values: number[]) => (values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length);

function completeness(story: Story, context: StoryContext): Record<StoryPart, number> {
  const incidentChecks: number[] = [story.incidents.length > 0 ? 1 : 0];
  for (const incident of story.incidents) {
    incidentChecks.push(given(incident.date), text(incident.description, MIN_LENGTH.incidentDescription));
    if (incident.reason === 'alcohol')
      incidentChecks.push(given(incident.bacPermille), given(incident.sampleTime), incident.drinks.length > 0 ? 1 : 0);
  }
  if (story.incidents.some((i) => i.reason === 'alcohol')) {
    const p = story.person;
    incidentChecks.push(p.sex !== null && p.weightKg !== null && p.heightCm !== null && p.ageYears !== null ? 1 : 0);
  }

  const changeChecks = [
    text(story.change.text, MIN_LENGTH.change),
    given(story.change.since),
    text(story.change.enabledBy, MIN_LENGTH.enabledBy),
  ];
  if (context.reasons.includes('alcohol')) changeChecks.push(given(story.change.goal));

  const trackerProof =
    story.proof.linkAbstinenceTracker && context.tracker !== null && context.tracker.entries.some((e) => e.result !== 'pending');
  const proofChecks = [story.proof.items.length > 0 || trackerProof ? 1 : 0];
  if (story.proof.items.length > 0) proofChecks.push(story.proof.items.every((item) => item.from !== '') ? 1 : 0);

  const situations = story.stability.riskSituations.filter((r) => r.situation.trim() !== '');
  const stabilityChecks = [
    situations.length > 0 ? 1 : 0,
    ...situations.map((r) => text(r.strategy, MIN_LENGTH.strategy)),
    text(story.stability.support, MIN_LENGTH.support),
  ];

  return {
    incidents: mean(incidentChecks),
    causes: text(story.causes.text, MIN_LENGTH.causes),
    insight: text(story.insight.text, MIN_LENGTH.insight),
    change: mean(changeChecks),
    proof: mean(proofChecks),
    stability: mean(stabilityChecks),
  };
}

export function storyReadiness(story: Story, findings: Finding[], context: StoryContext): StoryReadiness {
  const complete = completeness(story, context);
  const parts = {} as Record<StoryPart, number>;
  for (const part of STORY_PARTS) {
    const penalty = findings
      .filter((f) => f.part === part)
      .reduce((sum, f) => sum + (f.kind === 'vague-language' ? VAGUE_PENALTY : FINDING_PENALTY), 0);
    parts[part] = Math.max(0, Math.round(100 * complete[part] - penalty));
  }
  return { parts, overall: Math.round(mean(STORY_PARTS.map((p) => parts[p]))) };
}
