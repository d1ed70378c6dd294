// @vitest-environment happy-dom
// Saved as the learner writes (issue 37): one PUT a second after typing stops, with the revision it
// was based on; the text kept in this browser until a save holds it and restored on the next open; a
// 409 from another tab offers the newer text; a closing page sends the last change with keepalive.
// fetch is stubbed at the network boundary (web/src/test/component-harness.tsx).
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StorySchema, type MyStoryState, type Story } from '@common/schemas/my-story';
import { fetchMock, json, requestOf, setUpGermanComponentTests } from '../../../test/component-harness';
import { readStoryDraft } from '../../../lib/offline/story-draft';
import { clearOfflineData } from '../../../lib/offline/clear-offline-data';
import { useStoryAutosave } from './use-story-autosave';

setUpGermanComponentTests();

const USER = 'u1';
const story = (change: string): Story => StorySchema.parse({ change: { text: change } });
const state = (text: string, revision: number, updatedAt = '2026-11-26T22:41:00.000Z'): MyStoryState => ({
  consentedAt: '2026-11-20T10:00:00.000Z',
  story: story(text),
  revision,
  updatedAt,
});
/** Waits for a condition, letting the stubbed network's promises settle (the timers are fake, so RTL's waitFor cannot). */
async function waitFor(check: () => void) {
  for (let turn = 0; turn < 100; turn++) {
    try {
      check();
      return;
    } catch {
      await act(() => new Promise<void>((resolve) => setImmediate(resolve)));
    }
  }
  check();
}

const write = (text: string) => (s: Story) => ({ ...s, change: { ...s.change, text } });

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});
afterEach(() => vi.useRealTimers());

describe('useStoryAutosave', () => {
  it('saves once, a second after the typing stops, with the latest text and the revision it was based on', async () => {
    fetchMock.mockImplementation(async () =>
      json(200, state('Ich trinke seit dem 1. März keinen Alkohol.', 4, '2026-11-26T22:43:00.000Z')),
    );
    const { result } = renderHook(() => useStoryAutosave({ userId: USER, initial: state('', 3) }));
    expect(result.current.status).toBe('idle');

    act(() => result.current.update(write('Ich trinke')));
    await act(() => vi.advanceTimersByTimeAsync(600));
    act(() => result.current.update(write('Ich trinke seit dem 1. März keinen Alkohol.')));
    expect(result.current.status).toBe('pending');
    // the text is in this browser before any save
    expect(readStoryDraft(USER)?.story.change.text).toBe('Ich trinke seit dem 1. März keinen Alkohol.');
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(fetchMock).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const sent = await requestOf(fetchMock.mock.calls[0]!);
    expect(sent.method).toBe('PUT');
    expect(sent.path).toBe('/api/my-story');
    expect(sent.body.baseRevision).toBe(3);
    expect(sent.body.story.change.text).toBe('Ich trinke seit dem 1. März keinen Alkohol.');
    await waitFor(() => expect(result.current.status).toBe('saved'));
    expect(result.current.savedAt).toBe('2026-11-26T22:43:00.000Z');
    expect(readStoryDraft(USER)).toBeNull();

    // the next save names the new revision
    act(() => result.current.update(write('Ich trinke seit dem 1. März 2026 keinen Alkohol.')));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect((await requestOf(fetchMock.mock.calls[1]!)).body.baseRevision).toBe(4);
  });

  it('keeps the text in this browser when the save fails, and restores and saves it on the next open', async () => {
    fetchMock.mockImplementation(async () => {
      throw new TypeError('Failed to fetch');
    });
    const first = renderHook(() => useStoryAutosave({ userId: USER, initial: state('Vorher.', 7) }));
    act(() => first.result.current.update(write('Seit dem 1. März trinke ich keinen Alkohol mehr.')));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await waitFor(() => expect(first.result.current.status).toBe('error'));
    expect(readStoryDraft(USER)).toMatchObject({
      baseRevision: 7,
      story: { change: { text: 'Seit dem 1. März trinke ich keinen Alkohol mehr.' } },
    });
    first.unmount();

    // the next visit: the server still has the old text
    fetchMock.mockReset();
    fetchMock.mockImplementation(async () => json(200, state('Seit dem 1. März trinke ich keinen Alkohol mehr.', 8)));
    const second = renderHook(() => useStoryAutosave({ userId: USER, initial: state('Vorher.', 7) }));
    expect(second.result.current.isRestored).toBe(true);
    expect(second.result.current.story.change.text).toBe('Seit dem 1. März trinke ich keinen Alkohol mehr.');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    const sent = await requestOf(fetchMock.mock.calls[0]!);
    expect(sent.body).toMatchObject({ baseRevision: 7, story: { change: { text: 'Seit dem 1. März trinke ich keinen Alkohol mehr.' } } });
    await waitFor(() => expect(second.result.current.status).toBe('saved'));
    expect(readStoryDraft(USER)).toBeNull();
  });

  it('drops a draft the server already holds (the closing tab got through), and sign-out clears every draft', async () => {
    localStorage.setItem('mpu.my-story-draft.u1', JSON.stringify({ story: story('Gleich.'), baseRevision: 2, changedAt: '' }));
    const { result } = renderHook(() => useStoryAutosave({ userId: USER, initial: state('Gleich.', 3) }));
    expect(result.current.isRestored).toBe(false);
    expect(result.current.status).toBe('idle');

    localStorage.setItem('mpu.my-story-draft.u2', JSON.stringify({ story: story('Andere.'), baseRevision: 1, changedAt: '' }));
    localStorage.setItem('mpu.offline-answers', '[]');
    await clearOfflineData();
    expect(localStorage.getItem('mpu.my-story-draft.u2')).toBeNull();
  });

  it('after a 409 from another tab stops saving and offers the newer text', async () => {
    fetchMock.mockImplementation(async () =>
      json(409, { error: { code: 'STALE_REVISION', message: 'stale' }, state: state('Text aus dem anderen Tab.', 6) }),
    );
    const { result } = renderHook(() => useStoryAutosave({ userId: USER, initial: state('Alt.', 5) }));
    act(() => result.current.update(write('Mein neuer Text.')));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await waitFor(() => expect(result.current.status).toBe('stale'));

    // typing on does not send again, but stays in this browser
    act(() => result.current.update(write('Mein neuer Text, weiter.')));
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(readStoryDraft(USER)?.story.change.text).toBe('Mein neuer Text, weiter.');

    act(() => result.current.loadNewer());
    expect(result.current.story.change.text).toBe('Text aus dem anderen Tab.');
    expect(result.current.status).toBe('saved');
    expect(readStoryDraft(USER)).toBeNull();
  });

  it('keeping one’s own text after a 409 saves it over the newer revision', async () => {
    fetchMock.mockImplementationOnce(async () =>
      json(409, { error: { code: 'STALE_REVISION', message: 'stale' }, state: state('Text aus dem anderen Tab.', 6) }),
    );
    fetchMock.mockImplementationOnce(async () => json(200, state('Mein Text.', 7)));
    const { result } = renderHook(() => useStoryAutosave({ userId: USER, initial: state('Alt.', 5) }));
    act(() => result.current.update(write('Mein Text.')));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await waitFor(() => expect(result.current.status).toBe('stale'));
    act(() => result.current.keepMine());
    await waitFor(() => expect(result.current.status).toBe('saved'));
    const sent = await requestOf(fetchMock.mock.calls[1]!);
    expect(sent.body).toMatchObject({ baseRevision: 6, story: { change: { text: 'Mein Text.' } } });
  });

  it('sends the last change at once with keepalive when the page goes away', async () => {
    fetchMock.mockImplementation(async () => json(200, state('Letzter Satz.', 2)));
    const { result } = renderHook(() => useStoryAutosave({ userId: USER, initial: state('', 1) }));
    act(() => result.current.update(write('Letzter Satz.')));
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init?.keepalive).toBe(true);
    expect((await requestOf(fetchMock.mock.calls[0]!)).body.story.change.text).toBe('Letzter Satz.');
    await waitFor(() => expect(result.current.status).toBe('saved'));
  });
});
