// @vitest-environment happy-dom
// The simulation's question overview: each question says whether it is answered, open or marked for
// later, the current one is marked as such, and a click goes to the question.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setUpGermanComponentTests } from '../../../test/component-harness';
import '../locales';
import { QuestionOverview } from './question-overview';

setUpGermanComponentTests();

describe('QuestionOverview', () => {
  it('names each question’s state, shows the count, and goes to a question on click', async () => {
    const onSelect = vi.fn();
    render(
      <QuestionOverview
        entries={[
          { id: 'a', isAnswered: true, isMarked: false },
          { id: 'b', isAnswered: false, isMarked: true },
          { id: 'c', isAnswered: false, isMarked: false },
        ]}
        current={1}
        onSelect={onSelect}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Fragenübersicht' });
    expect(nav.textContent).toContain('1 von 3 beantwortet');
    const buttons = screen.getAllByRole('button').map((button) => [button.getAttribute('aria-label'), button.getAttribute('aria-current')]);
    expect(buttons).toEqual([
      ['Frage 1, beantwortet', null],
      ['Frage 2, offen, später ansehen', 'step'],
      ['Frage 3, offen', null],
    ]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Frage 3, offen' }));
    expect(onSelect).toHaveBeenCalledWith(2);
  });
});
