// @vitest-environment happy-dom
// The simulation's timer: the time left comes from the server's deadline and the server's clock, so a
// device clock that is years off shows the same; screen readers hear 5 and 1 minute left, once each.
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setUpGermanComponentTests } from '../../../test/component-harness';
import '../locales';
import { ExamTimer } from './exam-timer';

setUpGermanComponentTests();
afterEach(() => vi.useRealTimers());

const status = () => screen.getByRole('status').textContent;
const minute = () => act(() => vi.advanceTimersByTime(60_000));

describe('ExamTimer', () => {
  it('counts down from the server’s deadline whatever the device clock says, announces 5 and 1 minute, and says when time is up', () => {
    vi.useFakeTimers();
    // the device believes it is 2020; the server says 10:00 and the deadline is 10:06
    vi.setSystemTime(new Date('2020-01-01T08:00:00Z'));
    const onTimeUp = vi.fn();
    render(<ExamTimer deadline="2026-11-26T10:06:00.000Z" serverNow="2026-11-26T10:00:00.000Z" onTimeUp={onTimeUp} />);
    expect(screen.getByRole('timer').textContent).toBe('6:00');
    expect(status()).toBe('');

    minute();
    expect(screen.getByRole('timer').textContent).toBe('5:00');
    expect(status()).toBe('Noch 5 Minuten');

    minute();
    minute();
    minute();
    expect(screen.getByRole('timer').textContent).toBe('2:00');
    expect(status()).toBe('Noch 5 Minuten');

    minute();
    expect(screen.getByRole('timer').textContent).toBe('1:00');
    expect(status()).toBe('Noch 1 Minute');
    expect(onTimeUp).not.toHaveBeenCalled();

    minute();
    expect(screen.getByRole('timer').textContent).toBe('0:00');
    expect(status()).toBe('Die Zeit ist abgelaufen.');
    expect(onTimeUp).toHaveBeenCalledTimes(1);
  });

  it('does not announce a threshold that had passed when the simulation was reopened', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-26T10:00:00Z'));
    render(<ExamTimer deadline="2026-11-26T10:03:30.000Z" serverNow="2026-11-26T10:00:00.000Z" onTimeUp={() => undefined} />);
    expect(screen.getByRole('timer').textContent).toBe('3:30');
    minute();
    expect(status()).toBe('');
    minute();
    minute();
    expect(screen.getByRole('timer').textContent).toBe('0:30');
    expect(status()).toBe('Noch 1 Minute');
  });
});
