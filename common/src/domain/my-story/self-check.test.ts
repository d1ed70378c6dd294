// The self-check table (./self-check.ts): one test per row. The hypotheses and what they usually
// require follow the Beurteilungskriterien (DGVP/DGVM, 4th edition 2022) as practitioners summarise
// them: A1 12 months' proven abstinence after addiction therapy, A2 abstinence as the rule (6 months at
// least, usually 12), A3 controlled drinking possible, A4 separating drinking from driving; D1/D2 12
// months, D3 'in der Regel 6 bis 12 Monate, je nach Einstufung', D4 occasional cannabis use with a
// failure to separate (no abstinence required).
import { describe, expect, it } from 'vitest';
import type { SelfCheckAnswer } from '../../schemas/my-story';
import { selfCheck, selfCheckQuestions, SELF_CHECK_QUESTION_IDS } from './self-check';

type Answers = Record<string, SelfCheckAnswer>;

/** Every question of the reason answered 'no', then the given answers on top. */
function answers(reason: keyof typeof SELF_CHECK_QUESTION_IDS, yes: string[], rest: SelfCheckAnswer = 'no'): Answers {
  const result: Answers = {};
  for (const id of SELF_CHECK_QUESTION_IDS[reason]) result[id] = rest;
  for (const id of yes) result[id] = 'yes';
  return result;
}

describe('alcohol, tested from A1 down', () => {
  it.each([
    ['an earlier treatment', ['alcohol.treatment'], 'A1'],
    ['withdrawal signs alone', ['alcohol.withdrawal'], 'A1'],
    [
      'three dependence signs (craving, loss of control, tolerance)',
      ['alcohol.craving', 'alcohol.loss-of-control', 'alcohol.tolerance'],
      'A1',
    ],
    [
      'three dependence signs together with 1.6 ‰ (A1 wins over A2)',
      ['alcohol.neglect', 'alcohol.despite-harm', 'alcohol.tolerance', 'alcohol.bac-1-6'],
      'A1',
    ],
    [
      'two dependence signs count as one sign of an advanced problem; with 1.6 ‰ that is two',
      ['alcohol.tolerance', 'alcohol.craving', 'alcohol.bac-1-6'],
      'A2',
    ],
    ['1.6 ‰ and a repeated offence', ['alcohol.bac-1-6', 'alcohol.repeated'], 'A2'],
    ['drinking to cope and drinking alone or in the morning', ['alcohol.coping', 'alcohol.alone-or-morning'], 'A2'],
    ['one sign only: 1.6 ‰', ['alcohol.bac-1-6'], 'A3'],
    ['one sign only: tolerance', ['alcohol.tolerance'], 'A3'],
    ['one sign only: a failed attempt to cut down', ['alcohol.failed-to-cut-down'], 'A3'],
    ['no sign at all', [], 'A4'],
  ] as const)('%s → %s', (_, yes, hypothesis) => {
    expect(selfCheck('alcohol', answers('alcohol', [...yes])).hypothesis).toBe(hypothesis);
  });

  it('says what each hypothesis usually means', () => {
    expect(selfCheck('alcohol', answers('alcohol', ['alcohol.treatment']))).toEqual({
      reason: 'alcohol',
      hypothesis: 'A1',
      usualAbstinenceMonths: 12,
      controlledUsePossible: false,
      proofKinds: ['therapy', 'abstinence', 'self-help', 'counselling'],
    });
    expect(selfCheck('alcohol', answers('alcohol', ['alcohol.bac-1-6', 'alcohol.repeated']))).toMatchObject({
      usualAbstinenceMonths: 12,
      controlledUsePossible: false,
    });
    expect(selfCheck('alcohol', answers('alcohol', ['alcohol.bac-1-6']))).toMatchObject({
      usualAbstinenceMonths: null,
      controlledUsePossible: true,
    });
    expect(selfCheck('alcohol', answers('alcohol', []))).toMatchObject({
      usualAbstinenceMonths: null,
      controlledUsePossible: true,
      proofKinds: ['counselling', 'course'],
    });
  });

  it("'unsure' is not a yes", () => {
    expect(selfCheck('alcohol', answers('alcohol', [], 'unsure')).hypothesis).toBe('A4');
  });

  it('stays open with fewer than half of the 12 questions answered (5), unless the answers already give A1', () => {
    const five: Answers = {
      'alcohol.bac-1-6': 'yes',
      'alcohol.repeated': 'yes',
      'alcohol.coping': 'no',
      'alcohol.craving': 'no',
      'alcohol.neglect': 'no',
    };
    expect(selfCheck('alcohol', five)).toEqual({
      reason: 'alcohol',
      hypothesis: null,
      usualAbstinenceMonths: null,
      controlledUsePossible: false,
      proofKinds: [],
    });
    expect(selfCheck('alcohol', { ...five, 'alcohol.tolerance': 'no' }).hypothesis).toBe('A2');
    expect(selfCheck('alcohol', { 'alcohol.withdrawal': 'yes' }).hypothesis).toBe('A1');
  });
});

describe('drugs, tested from D1 down', () => {
  it.each([
    ['withdrawal signs', ['drugs.withdrawal'], 'D1', 12, false],
    ['an earlier treatment and loss of control', ['drugs.treatment', 'drugs.loss-of-control'], 'D1', 12, false],
    ['regular and mixed use', ['drugs.regular-use', 'drugs.mixed-use'], 'D2', 12, false],
    ['using to cope and an earlier treatment', ['drugs.coping', 'drugs.treatment'], 'D2', 12, false],
    ['drugs other than cannabis, no other sign', ['drugs.other-than-cannabis'], 'D3', 6, false],
    ['regular cannabis use alone', ['drugs.regular-use'], 'D3', 6, false],
    ['occasional cannabis, a repeated offence, no other sign', ['drugs.repeated'], 'D4', null, true],
    ['occasional cannabis, nothing else', [], 'D4', null, true],
  ] as const)('%s → %s', (_, yes, hypothesis, months, controlled) => {
    expect(selfCheck('drugs', answers('drugs', [...yes]))).toMatchObject({
      hypothesis,
      usualAbstinenceMonths: months,
      controlledUsePossible: controlled,
    });
  });
});

describe('points, criminal offences and medical cannabis: what is assessed', () => {
  it.each([
    ['points', 'V', null, false, ['counselling', 'course']],
    ['criminal', 'K', null, false, ['counselling', 'therapy', 'course']],
    ['medizinalcannabis', 'M', null, true, ['medical-report', 'counselling']],
  ] as const)('%s → %s once half the questions are answered', (reason, hypothesis, months, controlled, proofs) => {
    expect(selfCheck(reason, answers(reason, []))).toEqual({
      reason,
      hypothesis,
      usualAbstinenceMonths: months,
      controlledUsePossible: controlled,
      proofKinds: proofs,
    });
    expect(selfCheck(reason, {}).hypothesis).toBeNull();
  });
});

describe('the questions', () => {
  it('per reason in order, several reasons one after the other, a reason named twice once', () => {
    const qs = selfCheckQuestions(['points', 'medizinalcannabis', 'points']);
    expect(qs.map((q) => q.id)).toEqual([...SELF_CHECK_QUESTION_IDS.points, ...SELF_CHECK_QUESTION_IDS.medizinalcannabis]);
    expect(new Set(qs.map((q) => q.reason))).toEqual(new Set(['points', 'medizinalcannabis']));
    expect(selfCheckQuestions([])).toEqual([]);
  });
});
