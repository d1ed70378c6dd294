// Saved as the learner writes (issue 37): a PUT about a second after typing stops, one at a time; every
// change is also kept in this browser (lib/offline/story-draft.ts) until a save holds it, so a failed
// save or a closed tab loses nothing. When the page goes away (pagehide, a hidden tab) the last change
// goes out at once with fetch keepalive. A 409 STALE_REVISION (another tab saved) stops the saving
// until the learner chooses: load the newer text, or keep theirs and save it over the other.
import { useCallback, useEffect, useRef, useState } from 'react';
import { StorySchema, type MyStoryState, type Story } from '@common/schemas/my-story';
import { readStoryDraft, removeStoryDraft, writeStoryDraft } from '../../../lib/offline/story-draft';
import { getStory, putStory, StoryRequestError } from '../api/story-request';

export const AUTOSAVE_DELAY_MS = 1000;
/** Browsers refuse keepalive bodies above 64 KiB; a longer story stays in the draft instead. */
const KEEPALIVE_LIMIT = 60_000;

export type SaveStatus = 'idle' | 'pending' | 'saving' | 'saved' | 'error' | 'stale';

const emptyStory = () => StorySchema.parse({});
const textOf = (story: Story) => JSON.stringify(story);

function startingPoint(userId: string, state: MyStoryState) {
  const server = StorySchema.safeParse(state.story ?? {});
  const serverStory = server.success ? server.data : emptyStory();
  const draft = readStoryDraft(userId);
  const parsedDraft = draft ? StorySchema.safeParse(draft.story) : null;
  const isRestored = Boolean(parsedDraft?.success && textOf(parsedDraft.data) !== textOf(serverStory));
  return { serverStory, story: isRestored && parsedDraft?.success ? parsedDraft.data : serverStory, isRestored };
}

export interface StoryAutosave {
  story: Story;
  update: (change: (story: Story) => Story) => void;
  status: SaveStatus;
  /** When the server last saved (ISO). */
  savedAt: string | null;
  /** The text came from this browser's draft (the last visit ended before it was saved). */
  isRestored: boolean;
  retry: () => void;
  /** After a 409: take the other tab's text, or save this one over it. */
  loadNewer: () => void;
  keepMine: () => void;
}

export function useStoryAutosave({
  userId,
  initial,
  delayMs = AUTOSAVE_DELAY_MS,
  onSaved,
}: {
  userId: string;
  initial: MyStoryState;
  delayMs?: number;
  /** Every state the server answered a save with (the page keeps its cache current with it). */
  onSaved?: (state: MyStoryState) => void;
}): StoryAutosave {
  const [start] = useState(() => startingPoint(userId, initial));
  const [story, setStory] = useState(start.story);
  const [status, setStatus] = useState<SaveStatus>(start.isRestored ? 'pending' : 'idle');
  const [savedAt, setSavedAt] = useState(initial.updatedAt);
  const latest = useRef(start.story);
  const savedText = useRef(textOf(start.serverStory));
  const revision = useRef(initial.revision);
  const newer = useRef<MyStoryState | null>(null);
  const isBlocked = useRef(false);
  const isSaving = useRef(false);
  const saveAgain = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // the save that finishes runs the one asked for meanwhile (the latest `save`, through this ref)
  const saveRef = useRef<((options?: { keepalive?: boolean }) => Promise<void>) | null>(null);
  const onSavedRef = useRef(onSaved);
  useEffect(() => {
    onSavedRef.current = onSaved;
  }, [onSaved]);

  const save = useCallback(
    async ({ keepalive = false }: { keepalive?: boolean } = {}) => {
      clearTimeout(timer.current);
      if (isBlocked.current) return;
      const text = textOf(latest.current);
      if (text === savedText.current) {
        removeStoryDraft(userId);
        setStatus((current) => (current === 'pending' || current === 'error' ? 'saved' : current));
        return;
      }
      if (isSaving.current) {
        saveAgain.current = true;
        return;
      }
      isSaving.current = true;
      setStatus('saving');
      try {
        const state = await putStory(latest.current, revision.current, { keepalive: keepalive && text.length < KEEPALIVE_LIMIT });
        revision.current = state.revision;
        savedText.current = text;
        setSavedAt(state.updatedAt);
        onSavedRef.current?.(state);
        if (textOf(latest.current) === text) {
          removeStoryDraft(userId);
          setStatus('saved');
        } else setStatus('pending');
      } catch (error) {
        if (error instanceof StoryRequestError && error.status === 409) {
          isBlocked.current = true;
          newer.current = error.newerState ?? (await getStory().catch(() => null));
          setStatus('stale');
        } else setStatus('error');
      } finally {
        isSaving.current = false;
        if (saveAgain.current) {
          saveAgain.current = false;
          void saveRef.current?.();
        }
      }
    },
    [userId],
  );
  useEffect(() => {
    saveRef.current = save;
  }, [save]);

  const update = useCallback(
    (change: (story: Story) => Story) => {
      const next = change(latest.current);
      latest.current = next;
      setStory(next);
      writeStoryDraft(userId, { story: next, baseRevision: revision.current, changedAt: new Date().toISOString() });
      if (isBlocked.current) return;
      setStatus('pending');
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void save(), delayMs);
    },
    [userId, delayMs, save],
  );

  // a restored draft is saved like a fresh change
  useEffect(() => {
    if (!start.isRestored) return;
    timer.current = setTimeout(() => void save(), delayMs);
    return () => clearTimeout(timer.current);
  }, [start.isRestored, delayMs, save]);

  // the page goes away: send what is not saved yet at once (the draft holds it if that fails)
  useEffect(() => {
    const flush = () => {
      if (textOf(latest.current) !== savedText.current) void save({ keepalive: true });
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    const onOnline = () => void save();
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('online', onOnline);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('online', onOnline);
      // leaving the page inside the app: the same as closing the tab
      flush();
    };
  }, [save]);

  const loadNewer = useCallback(() => {
    const state = newer.current;
    const parsed = StorySchema.safeParse(state?.story ?? {});
    if (!state || !parsed.success) return;
    latest.current = parsed.data;
    savedText.current = textOf(parsed.data);
    revision.current = state.revision;
    isBlocked.current = false;
    removeStoryDraft(userId);
    setStory(parsed.data);
    setSavedAt(state.updatedAt);
    setStatus('saved');
  }, [userId]);

  const keepMine = useCallback(() => {
    if (newer.current) revision.current = newer.current.revision;
    isBlocked.current = false;
    void save();
  }, [save]);

  const retry = useCallback(() => void save(), [save]);

  return { story, update, status, savedAt, isRestored: start.isRestored, retry, loadNewer, keepMine };
}
