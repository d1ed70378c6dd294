import { describe, expect, it } from 'vitest';
import {
  classifyReactionStimuli,
  matchResponses,
  median,
  nextPace,
  pickSceneParts,
  scoreOverview,
  scoreReaction,
  scoreVigilance,
  startPace,
  type PaceRule,
  type ReactionEvent,
  type VigilanceEvent,
} from '.';

const show = <K extends string>(at: number, kind: K) => ({ type: 'stimulus' as const, at, kind });
const press = <K extends string>(at: number, key: K) => ({ type: 'response' as const, at, key });

describe('median', () => {
  it('takes the middle value, or the mean of the two middle values', () => {
    expect(median([])).toBeNull();
    expect(median([400])).toBe(400);
    expect(median([500, 300, 400])).toBe(400);
    expect(median([300, 500, 400, 600])).toBe(450);
  });
});

describe('matching responses to stimuli', () => {
  it('counts a press before the first stimulus, one under 100 ms after an onset and one after the answer as early', () => {
    const matches = matchResponses(
      [press(500, 'x'), show(1000, 'a'), press(1050, 'x'), press(1350, 'x'), press(1400, 'x'), show(3000, 'b'), press(3100, 'x')],
      1500,
    );
    expect(matches.map((m) => (m.stimulusIndex === null ? 'early' : `${m.stimulusIndex}:${m.reactionMs}`))).toEqual([
      'early', // 500: nothing shown yet
      'early', // 1050: 50 ms after the onset, an anticipation
      '0:350', // 1350: the answer to the first stimulus
      'early', // 1400: the first stimulus was answered, the second not yet shown
      '1:100', // 3100: exactly 100 ms is a reaction
    ]);
  });

  it('closes a window after windowMs: a late press is early for the next stimulus', () => {
    const matches = matchResponses([show(0, 'a'), press(1600, 'x'), show(2000, 'b'), press(2300, 'x')], 1500);
    expect(matches.map((m) => m.stimulusIndex)).toEqual([null, 1]);
  });
});

describe('Reaktion scores', () => {
  it('counts correct, wrong, missed and early, and takes the median of the correct answers only', () => {
    const events: ReactionEvent[] = [
      press(200, 'red'), // zu früh: before the first light
      show(1000, 'red'),
      press(1420, 'red'), // correct, 420 ms
      show(3000, 'high'),
      press(3380, 'low'), // wrong key, 380 ms (not in the median)
      show(5000, 'green'),
      // no answer: missed
      show(8000, 'yellow'),
      press(8060, 'yellow'), // zu früh: 60 ms after the onset
      press(8500, 'yellow'), // correct, 500 ms
      show(10_000, 'low'),
      press(10_610, 'low'), // correct, 610 ms
    ];
    expect(scoreReaction(events)).toEqual({ stimuli: 5, correct: 3, wrong: 1, missed: 1, early: 2, medianMs: 500 });
    expect(classifyReactionStimuli(events)).toEqual(['correct', 'wrong', 'missed', 'correct', 'correct']);
  });

  it('has no median without a correct answer', () => {
    expect(scoreReaction([show(0, 'red'), press(300, 'green')])).toEqual({
      stimuli: 1,
      correct: 0,
      wrong: 1,
      missed: 0,
      early: 0,
      medianMs: null,
    });
  });

  it('accepts events in any order', () => {
    expect(scoreReaction([press(1420, 'red'), show(1000, 'red')]).correct).toBe(1);
  });
});

describe('adaptive pace', () => {
  const rule: PaceRule = { startMs: 1000, stepMs: 200, minMs: 600, maxMs: 1400, streakToShorten: 3 };

  it('shortens the pause after three correct answers in a row and lengthens it after a miss or a wrong key', () => {
    let pace = startPace(rule);
    const seen: number[] = [];
    for (const outcome of ['correct', 'correct', 'correct', 'correct', 'wrong', 'missed', 'correct'] as const) {
      pace = nextPace(pace, outcome, rule);
      seen.push(pace.intervalMs);
    }
    expect(seen).toEqual([1000, 1000, 800, 800, 1000, 1200, 1200]);
    expect(pace.streak).toBe(1);
  });

  it('stays within its bounds', () => {
    expect(nextPace({ intervalMs: 600, streak: 2 }, 'correct', rule)).toEqual({ intervalMs: 600, streak: 0 });
    expect(nextPace({ intervalMs: 1400, streak: 0 }, 'missed', rule)).toEqual({ intervalMs: 1400, streak: 0 });
    expect(nextPace({ intervalMs: 1300, streak: 0 }, 'wrong', rule)).toEqual({ intervalMs: 1400, streak: 0 });
  });

  it('an early press breaks the run of correct answers without changing the pause', () => {
    expect(nextPace({ intervalMs: 1000, streak: 2 }, 'early', rule)).toEqual({ intervalMs: 1000, streak: 0 });
  });
});

describe('Daueraufmerksamkeit scores', () => {
  it('counts hits, misses, false alarms and the median per minute', () => {
    const events: VigilanceEvent[] = [
      show(0, 'other'),
      show(1500, 'target'),
      press(1900, 'go'), // hit, 400 ms
      show(3000, 'other'),
      press(3500, 'go'), // false alarm
      show(4500, 'target'), // miss
      show(60_000, 'target'),
      press(60_500, 'go'), // hit in minute 2, 500 ms
      press(60_700, 'go'), // second press: early
      show(61_500, 'target'),
      press(62_100, 'go'), // hit in minute 2, 600 ms
    ];
    expect(scoreVigilance(events, { startedAt: 0, durationMs: 120_000 })).toEqual({
      stimuli: 6,
      targets: 4,
      hits: 3,
      misses: 1,
      falseAlarms: 1,
      early: 1,
      medianMs: 500,
      minuteMedians: [400, 550],
    });
  });

  it('gives a minute without hits no median, and a shortened run one minute', () => {
    expect(scoreVigilance([show(0, 'target')], { startedAt: 0, durationMs: 20_000 })).toMatchObject({
      hits: 0,
      misses: 1,
      medianMs: null,
      minuteMedians: [null],
    });
  });
});

describe('Überblick scores', () => {
  it('counts found, missed and wrongly ticked parts over all scenes', () => {
    expect(
      scoreOverview([
        { shown: ['car', 'pedestrian', 'stop-sign'], ticked: ['car', 'stop-sign', 'bus'] },
        { shown: ['bicycle', 'traffic-light'], ticked: [] },
      ]),
    ).toEqual({ scenes: 2, found: 2, missed: 3, wronglyTicked: 1 });
  });

  it('picks different parts from a given random sequence', () => {
    const sequence = [0, 0.99, 0];
    expect(pickSceneParts(3, () => sequence.shift()!)).toEqual(['car', 'bus', 'truck']);
  });
});
