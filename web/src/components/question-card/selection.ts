export type OptionId = number | string;

/**
 * The selection after the learner picks `id`: with one right answer (radio buttons) the pick replaces
 * the selection; with several (checkboxes) it is added or taken away.
 */
export function toggleSelection<T extends OptionId>(selected: readonly T[], id: T, multiple: boolean): T[] {
  if (!multiple) return [id];
  return selected.includes(id) ? selected.filter((item) => item !== id) : [...selected, id];
}

/** The option a key chooses: '1'…'9' by position; with letter markers also 'a'…'i'. */
export function optionIndexForKey(key: string, optionCount: number, letters: boolean): number | null {
  let index: number | null = null;
  if (/^[1-9]$/.test(key)) index = Number(key) - 1;
  else if (letters && /^[a-i]$/i.test(key)) index = key.toLowerCase().charCodeAt(0) - 97;
  return index !== null && index < optionCount ? index : null;
}

/** 'A', 'B', … for the options in the order shown. */
export const letterOf = (index: number) => String.fromCharCode(65 + index);
