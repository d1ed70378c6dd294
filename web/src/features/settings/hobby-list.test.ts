import { describe, expect, it } from 'vitest';
import { MAX_HOBBIES, removeHobby, tryAddHobby } from './hobby-list';

describe('tryAddHobby', () => {
  it('adds a new hobby, trimmed, at the end', () => {
    expect(tryAddHobby(['Lesen'], '  Wandern ')).toEqual({ hobbies: ['Lesen', 'Wandern'], outcome: 'added' });
  });

  it('ignores blank entries', () => {
    expect(tryAddHobby(['Lesen'], '   ')).toEqual({ hobbies: ['Lesen'], outcome: 'blank' });
  });

  it('ignores duplicates, also with other case or spaces', () => {
    expect(tryAddHobby(['Lesen'], 'lesen ')).toEqual({ hobbies: ['Lesen'], outcome: 'duplicate' });
    expect(tryAddHobby(['Äpfel pflücken'], 'ÄPFEL PFLÜCKEN')).toEqual({ hobbies: ['Äpfel pflücken'], outcome: 'duplicate' });
  });

  it('stops at the most the server takes', () => {
    const full = Array.from({ length: MAX_HOBBIES }, (_, i) => `Hobby ${i}`);
    expect(tryAddHobby(full, 'Noch eins')).toEqual({ hobbies: full, outcome: 'full' });
  });
});

describe('removeHobby', () => {
  it('removes exactly that hobby', () => {
    expect(removeHobby(['Lesen', 'Wandern', 'Kochen'], 'Wandern')).toEqual(['Lesen', 'Kochen']);
  });
});
