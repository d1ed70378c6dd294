// The hobby list of the settings (adding ignores blank and duplicate entries; docs/spec-notes.md, Validation rules and messages).
import { addHobby } from '@common/domain/settings-rules';

/** The server takes at most 50 hobbies of at most 100 characters (common/schemas/settings.ts). */
export const MAX_HOBBIES = 50;
export const MAX_HOBBY_LENGTH = 100;

export type AddHobbyOutcome = 'added' | 'blank' | 'duplicate' | 'full';

/** Adds the candidate unless it is blank, already listed (ignoring case) or the list is full. */
export function tryAddHobby(hobbies: readonly string[], candidate: string): { hobbies: string[]; outcome: AddHobbyOutcome } {
  if (candidate.trim() === '') return { hobbies: [...hobbies], outcome: 'blank' };
  const next = addHobby(hobbies, candidate);
  if (next.length === hobbies.length) return { hobbies: next, outcome: 'duplicate' };
  if (hobbies.length >= MAX_HOBBIES) return { hobbies: [...hobbies], outcome: 'full' };
  return { hobbies: next, outcome: 'added' };
}

export function removeHobby(hobbies: readonly string[], hobby: string): string[] {
  return hobbies.filter((entry) => entry !== hobby);
}
