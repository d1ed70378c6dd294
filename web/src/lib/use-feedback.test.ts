// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SUCCESS_BANNER_MS, useFeedback } from './use-feedback';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('useFeedback', () => {
  it('hides a success message after the time, restarting for each new message', () => {
    const { result } = renderHook(() => useFeedback<'saved' | 'deleted'>());
    act(() => result.current.say('success', 'saved'));
    act(() => vi.advanceTimersByTime(SUCCESS_BANNER_MS - 1000));
    act(() => result.current.say('success', 'saved', { name: 'Anna' }));
    expect(result.current.feedback).toMatchObject({ id: 2, variant: 'success', messageKey: 'saved', values: { name: 'Anna' } });
    act(() => vi.advanceTimersByTime(SUCCESS_BANNER_MS - 1));
    expect(result.current.feedback).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.feedback).toBeNull();
  });

  it('keeps an error until it is cleared, and an error stops a pending hide', () => {
    const { result } = renderHook(() => useFeedback<'saved' | 'failed'>());
    act(() => result.current.say('success', 'saved'));
    act(() => result.current.say('error', 'failed'));
    act(() => vi.advanceTimersByTime(SUCCESS_BANNER_MS * 2));
    expect(result.current.feedback).toMatchObject({ variant: 'error', messageKey: 'failed' });
    act(() => result.current.clearFeedback());
    expect(result.current.feedback).toBeNull();
  });
});
