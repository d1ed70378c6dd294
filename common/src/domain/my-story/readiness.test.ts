// Readiness figures worked by hand with the rule in ./readiness.ts.
import { describe, expect, it } from 'vitest';
import { StorySchema, type StoryInput } from '../../schemas/my-story';
import { storyReadiness } from './readiness';
import type { Finding, StoryContext } from './types';

const context = (over: Partial<StoryContext> = {}): StoryContext => ({
  reasons: ['alcohol'],
  language: 'de',
  tracker: null,
  today: '2026-11-26',
  ...over,
});
const text = (length: number) => 'a'.repeat(length);
const finding = (kind: Finding['kind'], part: Finding['part']): Finding => ({
  kind,
  part,
  field: '',
  params: {},
  articleSlug: 'konkret-statt-vage',
});

const worked: StoryInput = {
  person: { sex: 'male', ageYears: 40, heightCm: 180, weightKg: 80 },
  incidents: [
    {
      id: 'i1',
      reason: 'alcohol',
      date: '2025-03-08',
      description: text(40),
      bacPermille: 1.6,
      sampleTime: '23:00',
      drinks: [{ id: 'd1', kind: 'beer', volumeMl: 500, abvPercent: 5, count: 4, start: '20:00' }],
    },
  ],
  causes: { text: text(100) },
  insight: { text: text(250) },
  change: { text: text(150), since: '2025-03-01', enabledBy: text(40) },
  proof: { items: [{ id: 'p1', kind: 'counselling', description: 'Beratung' }] },
  stability: { riskSituations: [{ id: 'r1', situation: 'Feiern', strategy: text(30) }] },
};

describe('readiness per part and overall', () => {
  it('an empty story is 0 everywhere', () => {
    expect(storyReadiness(StorySchema.parse({}), [], context())).toEqual({
      parts: { incidents: 0, causes: 0, insight: 0, change: 0, proof: 0, stability: 0 },
      overall: 0,
    });
  });

  it('a half-written story with a BAK finding and one vague phrase', () => {
    // incidents: an incident 1, date 1, description 40/80 = 0.5, BAK 1, time 1, drinks 1, person 1
    //            = 6.5 / 7 = 0.92857 → 92.857 − 15 (bac-implausible) = 77.857 → 78
    // causes:    100/200 = 0.5 → 50
    // insight:   250/200 capped at 1 → 100
    // change:    text 1, date 1, enabled by 40/80 = 0.5, goal (alcohol) 0 = 2.5 / 4 = 0.625 → 62.5 − 5 (vague) = 57.5 → 58
    // proof:     a proof 1, every item dated 0 = 0.5 → 50
    // stability: a situation 1, its strategy 30/60 = 0.5, support 0 = 1.5 / 3 = 0.5 → 50
    // overall:   (78 + 50 + 100 + 58 + 50 + 50) / 6 = 386 / 6 = 64.33 → 64
    const readiness = storyReadiness(
      StorySchema.parse(worked),
      [finding('bac-implausible', 'incidents'), finding('vague-language', 'change')],
      context(),
    );
    expect(readiness).toEqual({ parts: { incidents: 78, causes: 50, insight: 100, change: 58, proof: 50, stability: 50 }, overall: 64 });
  });

  it('rises when the learner fixes what was found: the goal set, the finding gone', () => {
    // change: 3.5 / 4 = 0.875 → 87.5 → 88; incidents without the finding 92.857 → 93
    // overall: (93 + 50 + 100 + 88 + 50 + 50) / 6 = 431 / 6 = 71.83 → 72
    const fixed = StorySchema.parse({ ...worked, change: { ...worked.change, goal: 'abstinence' } });
    expect(storyReadiness(fixed, [], context())).toEqual({
      parts: { incidents: 93, causes: 50, insight: 100, change: 88, proof: 50, stability: 50 },
      overall: 72,
    });
  });

  it('without an alcohol reason the goal is not asked: change 2.5 / 3 = 0.8333 → 83', () => {
    expect(storyReadiness(StorySchema.parse(worked), [], context({ reasons: ['points'] })).parts.change).toBe(83);
  });

  it('a linked tracker with a result counts as proof: 1 / 1 → 100', () => {
    const story = StorySchema.parse({ ...worked, proof: { items: [] } });
    expect(storyReadiness(story, [], context({ tracker: { entries: [{ date: '2025-05-01', result: 'negative' }] } })).parts.proof).toBe(
      100,
    );
    expect(storyReadiness(story, [], context()).parts.proof).toBe(0);
  });

  it('never goes below 0: causes 50 − 4 × 15 = −10 → 0', () => {
    const findings = Array.from({ length: 4 }, () => finding('insight-without-cause', 'causes'));
    expect(storyReadiness(StorySchema.parse(worked), findings, context()).parts.causes).toBe(0);
  });
});
