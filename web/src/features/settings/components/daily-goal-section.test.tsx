// @vitest-environment happy-dom
// 'Tagesziel' in the settings: a German field error for a goal outside 5–200 (nothing sent), and what a
// valid goal sends; the server's field error lands on the field too.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fetchMock, json, renderWithProviders, requestOf, setUpGermanComponentTests } from '../../../test/component-harness';
import '../locales';
import { DailyGoalSection } from './daily-goal-section';

setUpGermanComponentTests();

const FIELD_ERROR = 'Bitte geben Sie eine ganze Zahl von 5 bis 200 ein.';

async function renderSection() {
  renderWithProviders(<DailyGoalSection dailyGoal={20} />);
  const field = await screen.findByLabelText('Tagesziel: Fragen pro Tag');
  return { field, submit: screen.getByRole('button', { name: 'Speichern' }) };
}

describe('the daily goal setting', () => {
  it('shows the stored goal and refuses 4, 201 and 12,5 in German without sending', async () => {
    const user = userEvent.setup();
    const { field, submit } = await renderSection();
    expect((field as HTMLInputElement).value).toBe('20');
    for (const value of ['4', '201', '12.5', '']) {
      await user.clear(field);
      if (value) await user.type(field, value);
      await user.click(submit);
      expect(await screen.findByText(FIELD_ERROR), value).toBeTruthy();
      expect(field.getAttribute('aria-invalid')).toBe('true');
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends a valid goal and says it was saved', async () => {
    fetchMock.mockImplementation(async () => json(200, { success: true }));
    const user = userEvent.setup();
    const { field, submit } = await renderSection();
    await user.clear(field);
    await user.type(field, '35');
    await user.click(submit);
    expect(await screen.findByText('Ihr Tagesziel wurde gespeichert.')).toBeTruthy();
    expect(await requestOf(fetchMock.mock.calls[0]!)).toEqual({ method: 'PUT', path: '/api/settings/daily-goal', body: { dailyGoal: 35 } });
  });

  it('puts the server’s refusal on the field', async () => {
    fetchMock.mockImplementation(async () =>
      json(400, { error: { code: 'VALIDATION_ERROR', message: 'Invalid input', fields: { dailyGoal: 'INVALID_DAILY_GOAL' } } }),
    );
    const user = userEvent.setup();
    const { field, submit } = await renderSection();
    await user.clear(field);
    await user.type(field, '30');
    await user.click(submit);
    const section = field.closest('section')!;
    expect(await within(section).findByText(FIELD_ERROR)).toBeTruthy();
  });
});
