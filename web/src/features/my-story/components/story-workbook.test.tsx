// @vitest-environment happy-dom
// The workbook follows the learner's reasons (storySections): a learner with alcohol and points gets
// each section once, an incident asks for its reason and then for the measured values that fit it
// (BAK, sample time and drinks for alcohol; points for points), and the lists are usable by keyboard.
import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MpuReason } from '@common/domain/mpu-reasons';
import { StorySchema, type Story } from '@common/schemas/my-story';
import { renderWithProviders, setUpGermanComponentTests } from '../../../test/component-harness';
import '../locales';
import { StoryWorkbook } from './story-workbook';

setUpGermanComponentTests();

function Harness({ reasons }: { reasons: MpuReason[] }) {
  const [story, setStory] = useState<Story>(() => StorySchema.parse({}));
  return <StoryWorkbook story={story} update={(change) => setStory(change)} reasons={reasons} findings={[]} hasTracker={false} />;
}

describe('StoryWorkbook', () => {
  it('gives a learner with alcohol and points each section once, and the fields that fit each incident', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness reasons={['alcohol', 'points']} />, { path: '/dashboard/my-story' });

    const titles = screen.getAllByRole('region').map((region) => within(region).getAllByRole('heading', { level: 2 })[0]!.textContent);
    expect(titles).toEqual([
      'Was passiert ist',
      'Ihre Vorgeschichte',
      'Die Ursachen',
      'Ihre Einsicht',
      'Ihre Veränderung',
      'Ihre Nachweise',
      'Stabilität und Rückfallvorbeugung',
      'Ihre Zukunft',
    ]);
    // a prompt both reasons share is asked once
    expect(screen.getAllByText('Was machen Sie heute anders als damals?')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Vorfall hinzufügen' }));
    const incident = screen.getByRole('group', { name: 'Vorfall 1' });
    // the new incident's first field has the focus (the reason, since there are two)
    await waitFor(() => expect(document.activeElement).toBe(within(incident).getByLabelText('Anlass')));
    expect(within(incident).getByLabelText('Blutalkohol (BAK) in ‰')).toBeTruthy();
    expect(within(incident).queryByLabelText('Punkte in Flensburg')).toBeNull();

    await user.selectOptions(within(incident).getByLabelText('Anlass'), 'Punkte');
    expect(within(incident).getByLabelText('Punkte in Flensburg')).toBeTruthy();
    expect(within(incident).queryByLabelText('Blutalkohol (BAK) in ‰')).toBeNull();
    expect(within(incident).queryByRole('button', { name: 'Getränk hinzufügen' })).toBeNull();
  });

  it('adds and removes drinks by keyboard, the focus following', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness reasons={['alcohol']} />, { path: '/dashboard/my-story' });
    await user.click(screen.getByRole('button', { name: 'Vorfall hinzufügen' }));
    const incident = screen.getByRole('group', { name: 'Vorfall 1' });
    const add = within(incident).getByRole('button', { name: 'Getränk hinzufügen' });
    add.focus();
    await user.keyboard('{Enter}');
    await new Promise(requestAnimationFrame);
    await waitFor(() =>
      expect(document.activeElement).toBe(within(within(incident).getByRole('group', { name: 'Getränk 1' })).getByLabelText('Art')),
    );
    add.focus();
    await user.keyboard('{Enter}');
    expect(within(incident).getAllByRole('group', { name: /^Getränk \d$/ })).toHaveLength(2);
    await new Promise(requestAnimationFrame);
    await waitFor(() =>
      expect(document.activeElement).toBe(within(within(incident).getByRole('group', { name: 'Getränk 2' })).getByLabelText('Art')),
    );

    within(incident).getByRole('button', { name: 'Getränk 2 entfernen' }).focus();
    await user.keyboard('{Enter}');
    expect(within(incident).getAllByRole('group', { name: /^Getränk \d$/ })).toHaveLength(1);
    await new Promise(requestAnimationFrame);
    await waitFor(() =>
      expect(document.activeElement).toBe(within(within(incident).getByRole('group', { name: 'Getränk 1' })).getByLabelText('Art')),
    );
  });

  it("puts the focus on a new item's first field, and on the add button after a removal", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness reasons={['alcohol']} />, { path: '/dashboard/my-story' });

    await user.click(screen.getByRole('button', { name: 'Risikosituation hinzufügen' }));
    await user.click(screen.getByRole('button', { name: 'Risikosituation hinzufügen' }));
    const second = screen.getByRole('group', { name: 'Risikosituation 2' });
    await waitFor(() => expect(document.activeElement).toBe(within(second).getByLabelText('Situation')));
    await user.click(within(second).getByRole('button', { name: 'Risikosituation 2 entfernen' }));
    expect(screen.queryByRole('group', { name: 'Risikosituation 2' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Risikosituation hinzufügen' })));

    await user.click(screen.getByRole('button', { name: 'Nachweis hinzufügen' }));
    const proof = screen.getByRole('group', { name: 'Nachweis 1' });
    await waitFor(() => expect(document.activeElement).toBe(within(proof).getByLabelText('Art des Nachweises')));

    // an incident with nothing written goes without asking
    await user.click(screen.getByRole('button', { name: 'Vorfall hinzufügen' }));
    await user.click(screen.getByRole('button', { name: 'Vorfall 1 entfernen' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('group', { name: 'Vorfall 1' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Vorfall hinzufügen' })));
  });

  it('removes an incident with text only after a confirmation that names it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness reasons={['alcohol']} />, { path: '/dashboard/my-story' });
    await user.click(screen.getByRole('button', { name: 'Vorfall hinzufügen' }));
    await user.type(
      within(screen.getByRole('group', { name: 'Vorfall 1' })).getByLabelText('Was ist passiert?'),
      'Kontrolle nach der Feier.',
    );
    await user.click(screen.getByRole('button', { name: 'Vorfall 1 entfernen' }));
    const dialog = screen.getByRole('dialog', { name: 'Vorfall 1 entfernen?' });
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    expect(screen.getByRole('group', { name: 'Vorfall 1' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Vorfall 1 entfernen' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Vorfall 1 entfernen?' })).getByRole('button', { name: 'Vorfall entfernen' }),
    );
    expect(screen.queryByRole('group', { name: 'Vorfall 1' })).toBeNull();
    expect(screen.getByText('Noch kein Vorfall eingetragen. Beginnen Sie mit dem Vorfall, der zur MPU geführt hat.')).toBeTruthy();
  });
});
