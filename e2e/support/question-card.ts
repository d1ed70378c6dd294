// The shared question card (web/src/components/question-card) as a learner sees it: radio buttons for
// one right answer, checkboxes for several; after the check each option says right or wrong in words.
import type { Locator, Page } from 'playwright-core';

/** The option with this text (its accessible name before the check), a radio button or a checkbox. */
export function choiceOption(scope: Page | Locator, name: string | RegExp): Locator {
  const exact = typeof name === 'string' ? { exact: true } : {};
  return scope.getByRole('radio', { name, ...exact }).or(scope.getByRole('checkbox', { name, ...exact }));
}

/** The texts of the options on screen, in their order (read before the check: the number beside each left out). */
export async function optionTexts(scope: Page | Locator): Promise<string[]> {
  const labels = await scope.locator('fieldset label').allInnerTexts();
  return labels.map((text) => text.replace(/^\s*[1-9A-I]\s*\n/, '').trim());
}

/** After the check: the positions of the options marked right ('Richtige Antwort' or 'Richtig – Ihre Auswahl'). */
export async function markedRight(scope: Page | Locator): Promise<number[]> {
  const labels = await scope.locator('fieldset label').all();
  const marks = await Promise.all(labels.map((label) => label.getByText(/^(Richtige Antwort|Richtig – Ihre Auswahl)$/).count()));
  return marks.flatMap((count, index) => (count > 0 ? [index] : []));
}
