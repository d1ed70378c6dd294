// Answer options are identified by their index in the stored question (the option id). A round shows
// them in its own shuffled order, so the position on the screen says nothing about the right answer;
// the answer is evaluated on the ids, never on the texts or the positions.

/** A random order of the ids 0..count-1 (Fisher-Yates); `random` returns values in [0, 1). */
export function shuffledOptionOrder(count: number, random: () => number = Math.random): number[] {
  const order = Array.from({ length: count }, (_, index) => index);
  for (let index = count - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [order[index], order[other]] = [order[other]!, order[index]!];
  }
  return order;
}

/** The ids of the options whose text is among the correct answers (the stored questions keep texts). */
export function correctOptionIds(options: readonly string[], correctAnswers: readonly string[]): number[] {
  return options.flatMap((option, id) => (correctAnswers.includes(option) ? [id] : []));
}

/** Right when exactly the correct options are chosen: none missing, none extra. */
export function isCorrectSelection(options: readonly string[], correctAnswers: readonly string[], selectedIds: readonly number[]): boolean {
  const correct = correctOptionIds(options, correctAnswers);
  const chosen = new Set(selectedIds);
  return chosen.size === correct.length && correct.every((id) => chosen.has(id));
}

/** The options in a round's order, each with its id. */
export function orderedOptions(options: readonly string[], order: readonly number[]): { id: number; text: string }[] {
  return order.map((id) => ({ id, text: options[id]! }));
}
