import { describe, expect, it } from 'vitest';
import { addToTrafficLightCounts, emptyTrafficLightCounts, trafficLightOf } from './traffic-lights';

describe('the light of a question', () => {
  it('is grey before the first answer', () => {
    expect(trafficLightOf(null, null)).toBe('grey');
  });

  it('is green after two right answers in a row', () => {
    expect(trafficLightOf(true, true)).toBe('green');
  });

  it('is yellow after one right answer, or a right one after a wrong one', () => {
    expect(trafficLightOf(true, null)).toBe('yellow');
    expect(trafficLightOf(true, false)).toBe('yellow');
  });

  it('is red whenever the latest answer was wrong, also after right ones', () => {
    expect(trafficLightOf(false, null)).toBe('red');
    expect(trafficLightOf(false, true)).toBe('red');
    expect(trafficLightOf(false, false)).toBe('red');
  });
});

describe('the lights of a category', () => {
  it('counts each light and the share of green in whole percent', () => {
    let counts = emptyTrafficLightCounts();
    counts = addToTrafficLightCounts(counts, 'green', 2);
    counts = addToTrafficLightCounts(counts, 'yellow');
    counts = addToTrafficLightCounts(counts, 'red');
    counts = addToTrafficLightCounts(counts, 'grey', 2);
    // 2 of 6 green = 33.3 %
    expect(counts).toEqual({ green: 2, yellow: 1, red: 1, grey: 2, greenShare: 33 });
    expect(addToTrafficLightCounts(counts, 'green')).toEqual({ green: 3, yellow: 1, red: 1, grey: 2, greenShare: 43 });
  });

  it('has no green share without questions', () => {
    expect(emptyTrafficLightCounts()).toEqual({ green: 0, yellow: 0, red: 0, grey: 0, greenShare: 0 });
  });
});
