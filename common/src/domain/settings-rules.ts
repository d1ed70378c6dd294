/** Children count: a non-number becomes 0 (docs/spec-notes.md, Validation rules and messages). Negative numbers stay invalid. */
export function parseChildrenCount(value: unknown): number {
  const number = typeof value === 'number' ? value : Number.parseInt(String(value ?? '').trim(), 10);
  return Number.isFinite(number) ? Math.trunc(number) : 0;
}

/** Hobbies: trimmed; blank entries and duplicates (ignoring case) are dropped. */
export function normalizeHobbies(hobbies: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of hobbies) {
    const hobby = raw.trim();
    const key = hobby.toLocaleLowerCase('de');
    if (!hobby || seen.has(key)) continue;
    seen.add(key);
    result.push(hobby);
  }
  return result;
}

/** Adds a hobby to the list unless it is blank or already there. */
export function addHobby(hobbies: readonly string[], candidate: string): string[] {
  return normalizeHobbies([...hobbies, candidate]);
}
