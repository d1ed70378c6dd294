import { describe, expect, it } from 'vitest';
import { StorySchema, type StoryInput } from '../../schemas/my-story';
import { storyFindings } from './findings';
import { SELF_CHECK_QUESTION_IDS } from './self-check';
import type { FindingKind, StoryContext } from './types';

const context = (over: Partial<StoryContext> = {}): StoryContext => ({
  reasons: ['alcohol'],
  language: 'de',
  tracker: null,
  today: '2026-11-26',
  ...over,
});
const story = (input: StoryInput) => StorySchema.parse(input);
const kinds = (input: StoryInput, ctx = context()) => storyFindings(story(input), ctx).map((f) => f.kind);
const of = (kind: FindingKind, input: StoryInput, ctx = context()) => storyFindings(story(input), ctx).filter((f) => f.kind === kind);

/** The man of bac.test.ts (40 years, 180 cm, 80 kg) with four half litres of 5 % beer from 20:00, sample 23:00: expected 0.35–0.92 ‰. */
const beerEvening = (bacPermille: number): StoryInput => ({
  person: { sex: 'male', ageYears: 40, heightCm: 180, weightKg: 80 },
  incidents: [
    {
      id: 'i1',
      reason: 'alcohol',
      date: '2025-03-08',
      bacPermille,
      sampleTime: '23:00',
      drinks: [{ id: 'd1', kind: 'beer', volumeMl: 500, abvPercent: 5, count: 4, start: '20:00', end: '22:30' }],
    },
  ],
});

/** Every alcohol question answered 'no', then these 'yes'. */
function alcoholAnswers(yes: string[]) {
  return Object.fromEntries(SELF_CHECK_QUESTION_IDS.alcohol.map((id) => [id, yes.includes(id) ? 'yes' : 'no'])) as Record<
    string,
    'yes' | 'no'
  >;
}

describe('bac-implausible (margin 0.2 ‰ either side of the expected range)', () => {
  it('1.6 ‰ measured where at most 0.92 ‰ is expected: 1.6 > 0.92 + 0.2', () => {
    expect(of('bac-implausible', beerEvening(1.6))).toEqual([
      {
        kind: 'bac-implausible',
        part: 'incidents',
        field: 'incidents.0.drinks',
        params: { expectedLow: 0.35, expectedHigh: 0.92, measured: 1.6 },
        articleSlug: 'promillerechnung-nach-widmark',
      },
    ]);
  });
  it('too little measured: 0.1 ‰ < 0.35 − 0.2', () => {
    expect(of('bac-implausible', beerEvening(0.1))).toHaveLength(1);
  });
  it('not within the margin: 1.1 ‰ (≤ 1.12) and 0.2 ‰ (≥ 0.15); nor without the person’s figures or a sample time', () => {
    expect(of('bac-implausible', beerEvening(1.1))).toEqual([]);
    expect(of('bac-implausible', beerEvening(0.2))).toEqual([]);
    expect(of('bac-implausible', { ...beerEvening(1.6), person: { sex: 'male', ageYears: 40, heightCm: 180 } })).toEqual([]);
    const noTime = beerEvening(1.6);
    expect(of('bac-implausible', { ...noTime, incidents: [{ ...noTime.incidents![0]!, sampleTime: '' }] })).toEqual([]);
  });
});

describe('vague-language', () => {
  it('one finding per match with the field it is in, in the learner’s language', () => {
    const found = of('vague-language', {
      change: { text: 'Ich trinke jetzt weniger. Ab und zu ein Bier.' },
      causes: { text: 'Das war Pech.' },
    });
    expect(found.map((f) => [f.part, f.field, f.params.phraseId, f.params.text])).toEqual([
      ['causes', 'causes.text', 'bad-luck', 'Pech'],
      ['change', 'change.text', 'less', 'weniger'],
      ['change', 'change.text', 'now-and-then', 'Ab und zu'],
    ]);
    expect(found[0]!.articleSlug).toBe('konkret-statt-vage');
    expect(of('vague-language', { future: { text: 'I drink less now.' } }, context({ language: 'en' })).map((f) => f.field)).toEqual([
      'future.text',
    ]);
  });
  it('none in a concrete text', () => {
    expect(
      of('vague-language', { change: { text: 'Seit dem 1. März 2025 trinke ich keinen Alkohol. Auf Feiern bestelle ich Wasser.' } }),
    ).toEqual([]);
  });
});

describe('missing pieces', () => {
  const change = { text: 'Ich trinke seit März keinen Alkohol.' };
  it('change-without-date: a change text without its date, not once the date is there or without a change', () => {
    expect(of('change-without-date', { change })).toMatchObject([{ part: 'change', field: 'change.since' }]);
    expect(of('change-without-date', { change: { ...change, since: '2025-03-01' } })).toEqual([]);
    expect(of('change-without-date', {})).toEqual([]);
  });
  it('change-without-proof: no proof item and no linked tracker with a result', () => {
    expect(of('change-without-proof', { change })).toMatchObject([{ part: 'proof', field: 'proof.items' }]);
    expect(of('change-without-proof', { change, proof: { items: [{ id: 'p1', kind: 'counselling', from: '2025-04-01' }] } })).toEqual([]);
    const tracker = { entries: [{ date: '2025-05-01', result: 'negative' as const }] };
    expect(of('change-without-proof', { change }, context({ tracker }))).toEqual([]);
    // not linked, or only pending results: still no proof
    expect(of('change-without-proof', { change, proof: { linkAbstinenceTracker: false } }, context({ tracker }))).toHaveLength(1);
    expect(
      of('change-without-proof', { change }, context({ tracker: { entries: [{ date: '2025-05-01', result: 'pending' }] } })),
    ).toHaveLength(1);
  });
  it('no-risk-situation: the later parts written but no situation named', () => {
    expect(of('no-risk-situation', { change })).toMatchObject([{ part: 'stability', field: 'stability.riskSituations' }]);
    expect(
      of('no-risk-situation', { change, stability: { riskSituations: [{ id: 'r1', situation: 'Geburtstage im Verein', strategy: '' }] } }),
    ).toEqual([]);
    expect(of('no-risk-situation', {})).toEqual([]);
  });
  it('risk-without-strategy: per named situation without a strategy', () => {
    const found = of('risk-without-strategy', {
      stability: {
        riskSituations: [
          { id: 'r1', situation: 'Geburtstage im Verein', strategy: 'Ich fahre mit dem Rad hin und trinke Wasser.' },
          { id: 'r2', situation: ' Streit zu Hause ', strategy: '  ' },
        ],
      },
    });
    expect(found).toEqual([
      {
        kind: 'risk-without-strategy',
        part: 'stability',
        field: 'stability.riskSituations.1.strategy',
        params: { situation: 'Streit zu Hause' },
        articleSlug: 'konkret-statt-vage',
      },
    ]);
    expect(of('risk-without-strategy', { stability: { riskSituations: [{ id: 'r1', situation: '', strategy: '' }] } })).toEqual([]);
  });
  it('insight-without-cause: insight written, causes empty', () => {
    expect(of('insight-without-cause', { insight: { text: 'Heute weiß ich, dass ich getrunken habe, um abzuschalten.' } })).toMatchObject([
      { part: 'insight', field: 'causes.text' },
    ]);
    expect(of('insight-without-cause', { insight: { text: 'Heute weiß ich mehr.' }, causes: { text: 'Druck im Job.' } })).toEqual([]);
  });
});

describe('contradictions', () => {
  const abstinent = { change: { text: 'Ich trinke nichts mehr.', since: '2025-03-01', abstinentSince: '2025-03-01' } };
  it('abstinence-contradicts-tracker: a positive or missed screening on or after the stated start', () => {
    const tracker = {
      entries: [
        { date: '2025-02-20', result: 'positive' as const },
        { date: '2025-04-10', result: 'negative' as const },
        { date: '2025-06-03', result: 'missed' as const },
        { date: '2025-03-01', result: 'positive' as const },
      ],
    };
    expect(of('abstinence-contradicts-tracker', abstinent, context({ tracker }))).toEqual([
      {
        kind: 'abstinence-contradicts-tracker',
        part: 'change',
        field: 'change.abstinentSince',
        params: { abstinentSince: '2025-03-01', date: '2025-03-01', result: 'positive', count: 2 },
        articleSlug: 'abstinenznachweise',
      },
    ]);
  });
  it('not for a positive result before the start, nor without a tracker or a stated start', () => {
    const tracker = {
      entries: [
        { date: '2025-02-20', result: 'positive' as const },
        { date: '2025-05-01', result: 'negative' as const },
      ],
    };
    expect(of('abstinence-contradicts-tracker', abstinent, context({ tracker }))).toEqual([]);
    expect(of('abstinence-contradicts-tracker', abstinent)).toEqual([]);
    expect(
      of(
        'abstinence-contradicts-tracker',
        { change: { text: 'x' } },
        context({ tracker: { entries: [{ date: '2025-05-01', result: 'positive' }] } }),
      ),
    ).toEqual([]);
  });

  it('abstinence-too-short: 8 months since 2025-03-01 where A2 usually asks for 12 (today 2025-11-26)', () => {
    const input = { ...abstinent, selfCheck: { answers: alcoholAnswers(['alcohol.bac-1-6', 'alcohol.repeated']) } };
    expect(of('abstinence-too-short', input, context({ today: '2025-11-26' }))).toEqual([
      {
        kind: 'abstinence-too-short',
        part: 'change',
        field: 'change.abstinentSince',
        params: { abstinentSince: '2025-03-01', months: 8, usualMonths: 12, hypothesis: 'A2' },
        articleSlug: 'hypothesen-der-beurteilungskriterien',
      },
    ]);
  });
  it('not once 12 months are reached (2026-03-01), nor for A3 (no abstinence required), nor while the self-check is open', () => {
    const a2 = { ...abstinent, selfCheck: { answers: alcoholAnswers(['alcohol.bac-1-6', 'alcohol.repeated']) } };
    expect(of('abstinence-too-short', a2, context({ today: '2026-03-01' }))).toEqual([]);
    expect(of('abstinence-too-short', a2, context({ today: '2026-02-28' }))).toHaveLength(1);
    expect(
      of(
        'abstinence-too-short',
        { ...abstinent, selfCheck: { answers: alcoholAnswers(['alcohol.bac-1-6']) } },
        context({ today: '2025-04-01' }),
      ),
    ).toEqual([]);
    expect(of('abstinence-too-short', abstinent, context({ today: '2025-04-01' }))).toEqual([]);
  });
  it('abstinence-too-short takes the longest requirement over the reasons: D3 (6) and A1 (12)', () => {
    const answers = {
      ...alcoholAnswers(['alcohol.treatment']),
      'drugs.other-than-cannabis': 'yes' as const,
      'drugs.regular-use': 'no' as const,
      'drugs.mixed-use': 'no' as const,
      'drugs.coping': 'no' as const,
    };
    const found = of(
      'abstinence-too-short',
      { ...abstinent, selfCheck: { answers } },
      context({ reasons: ['drugs', 'alcohol'], today: '2025-10-01' }),
    );
    expect(found.map((f) => f.params)).toEqual([{ abstinentSince: '2025-03-01', months: 7, usualMonths: 12, hypothesis: 'A1' }]);
  });

  it('controlled-drinking-vs-hypothesis: controlled drinking as the goal while the self-check gives A1 or A2', () => {
    const controlled = { change: { text: 'Ich trinke kontrolliert.', goal: 'controlled' as const } };
    expect(
      of('controlled-drinking-vs-hypothesis', { ...controlled, selfCheck: { answers: alcoholAnswers(['alcohol.treatment']) } }),
    ).toMatchObject([{ part: 'change', field: 'change.goal', params: { hypothesis: 'A1' } }]);
    expect(
      of('controlled-drinking-vs-hypothesis', {
        ...controlled,
        selfCheck: { answers: alcoholAnswers(['alcohol.coping', 'alcohol.repeated']) },
      }),
    ).toHaveLength(1);
  });
  it('not for A3, not for abstinence as the goal, not when the learner has no alcohol reason', () => {
    const controlled = { change: { text: 'Ich trinke kontrolliert.', goal: 'controlled' as const } };
    expect(of('controlled-drinking-vs-hypothesis', { ...controlled, selfCheck: { answers: alcoholAnswers(['alcohol.bac-1-6']) } })).toEqual(
      [],
    );
    expect(
      of('controlled-drinking-vs-hypothesis', {
        change: { text: 'x', goal: 'abstinence' },
        selfCheck: { answers: alcoholAnswers(['alcohol.treatment']) },
      }),
    ).toEqual([]);
    expect(
      of(
        'controlled-drinking-vs-hypothesis',
        { ...controlled, selfCheck: { answers: alcoholAnswers(['alcohol.treatment']) } },
        context({ reasons: ['points'] }),
      ),
    ).toEqual([]);
  });
});

it('an empty story has no findings', () => {
  expect(kinds({})).toEqual([]);
});
