import { describe, expect, it } from 'vitest';
import { storySections } from './sections';

describe('the workbook’s sections and prompts per reason', () => {
  it('alcohol: all eight sections in the workbook’s order, with the drinks list prompt', () => {
    const sections = storySections(['alcohol']);
    expect(sections.map((s) => s.section)).toEqual(['incidents', 'history', 'causes', 'insight', 'change', 'proof', 'stability', 'future']);
    expect(sections[0]!.promptIds).toEqual(['incidents.what-happened', 'incidents.alcohol-drinks', 'incidents.alcohol-why-drive']);
  });

  it('medical cannabis has no causes section of its own', () => {
    expect(storySections(['medizinalcannabis']).map((s) => s.section)).toEqual([
      'incidents',
      'history',
      'insight',
      'change',
      'proof',
      'stability',
      'future',
    ]);
  });

  it('several reasons: the union, shared prompts once, in the order the reasons are given', () => {
    const change = storySections(['alcohol', 'drugs']).find((s) => s.section === 'change')!;
    expect(change.promptIds).toEqual(['change.what', 'change.since', 'change.enabled-by', 'change.alcohol-goal', 'change.drugs-circle']);
    const proof = storySections(['points', 'medizinalcannabis', 'points']).find((s) => s.section === 'proof')!;
    expect(proof.promptIds).toEqual(['proof.counselling', 'proof.course', 'proof.medizinalcannabis-doctor']);
  });

  it('a learner without a reason gets the general prompts of every section', () => {
    const sections = storySections([]);
    expect(sections.map((s) => s.section)).toEqual(['incidents', 'history', 'causes', 'insight', 'change', 'proof', 'stability', 'future']);
    expect(sections.find((s) => s.section === 'change')!.promptIds).toEqual(['change.what', 'change.since', 'change.enabled-by']);
  });
});
