// The unsaved text of "Meine MPU-Geschichte" (issue 37), kept in this browser until the server has it:
// written with every change, removed once a save holds it, read on the next open when the tab closed or
// the save failed. One key per user, so a shared browser does not mix stories; sign-out removes them
// all (clear-offline-data.ts), since the story is health and offence data.
import type { Story } from '@common/schemas/my-story';

export const STORY_DRAFT_PREFIX = 'mpu.my-story-draft.';

export interface StoryDraft {
  story: Story;
  /** The revision the text was based on. */
  baseRevision: number;
  /** When it was last changed (ISO). */
  changedAt: string;
}

const keyOf = (userId: string) => `${STORY_DRAFT_PREFIX}${userId}`;

export function readStoryDraft(userId: string): StoryDraft | null {
  try {
    const parsed = JSON.parse(localStorage.getItem(keyOf(userId)) ?? 'null') as Partial<StoryDraft> | null;
    if (!parsed || typeof parsed !== 'object' || !parsed.story || typeof parsed.baseRevision !== 'number') return null;
    return { story: parsed.story, baseRevision: parsed.baseRevision, changedAt: String(parsed.changedAt ?? '') };
  } catch {
    return null;
  }
}

export function writeStoryDraft(userId: string, draft: StoryDraft) {
  try {
    localStorage.setItem(keyOf(userId), JSON.stringify(draft));
  } catch {
    // storage full or blocked: the server save is still tried
  }
}

export function removeStoryDraft(userId: string) {
  try {
    localStorage.removeItem(keyOf(userId));
  } catch {
    // nothing to remove
  }
}

/** Every user's draft in this browser (sign-out). */
export function clearStoryDrafts() {
  try {
    for (let index = localStorage.length - 1; index >= 0; index--) {
      const key = localStorage.key(index);
      if (key?.startsWith(STORY_DRAFT_PREFIX)) localStorage.removeItem(key);
    }
  } catch {
    // storage blocked: nothing was kept
  }
}
