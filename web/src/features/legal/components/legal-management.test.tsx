// @vitest-environment happy-dom
// The console's 'Rechtliches' tab: each page starts from the server's text (the template marked as
// such), a blank text is refused before sending, the server's refusal is named, a save says so and
// keeps the typed text; the warning banner links to the tab.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fetchMock, json, renderWithProviders, setUpGermanComponentTests } from '../../../test/component-harness';
import { LegalManagement } from './legal-management';
import { LegalTemplateBanner } from './legal-template-banner';

setUpGermanComponentTests();

const SAVED_AT = '2026-11-23T10:15:00.000Z';

/** Answers the two pages (the Impressum as template) and PUT with `putStatus`; records the PUT bodies. */
function serve(putStatus = 200) {
  const puts: unknown[] = [];
  fetchMock.mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost:3000'), init);
    const path = new URL(request.url).pathname;
    if (request.method === 'PUT') {
      const body = (await request.json()) as { body: string };
      puts.push(body);
      if (putStatus !== 200)
        return json(putStatus, { error: { code: 'VALIDATION_ERROR', message: 'Invalid.', fields: { body: 'TOO_LONG' } } });
      return json(200, { kind: 'imprint', body: body.body, isTemplate: false, updatedAt: SAVED_AT });
    }
    if (path === '/api/legal/imprint')
      return json(200, { kind: 'imprint', body: '## Angaben\n\n[Name und Anschrift des Betreibers]', isTemplate: true, updatedAt: null });
    return json(200, { kind: 'privacy', body: '## Datenschutz\n\nEigener Text', isTemplate: false, updatedAt: SAVED_AT });
  });
  return puts;
}

describe('LegalManagement', () => {
  it('shows both pages, refuses a blank text and saves the Impressum', async () => {
    const puts = serve();
    renderWithProviders(<LegalManagement />);
    const imprint = await screen.findByRole('region', { name: 'Impressum' });
    const field = await within(imprint).findByLabelText('Text (Markdown)');
    expect((field as HTMLTextAreaElement).value).toBe('## Angaben\n\n[Name und Anschrift des Betreibers]');
    within(imprint).getByText('Vorlage – noch nicht angepasst');
    const privacy = screen.getByRole('region', { name: 'Datenschutzerklärung' });
    await within(privacy).findByText(/^Zuletzt gespeichert: /);

    await userEvent.clear(field);
    await userEvent.click(within(imprint).getByRole('button', { name: 'Speichern' }));
    within(imprint).getByText('Bitte geben Sie einen Text ein.');
    expect(puts).toEqual([]);

    await userEvent.type(field, 'Muster GmbH');
    await userEvent.click(within(imprint).getByRole('button', { name: 'Vorschau anzeigen' }));
    expect(within(within(imprint).getByRole('region', { name: 'Vorschau' })).getByText('Muster GmbH')).toBeTruthy();
    await userEvent.click(within(imprint).getByRole('button', { name: 'Speichern' }));
    await within(imprint).findByText('Der Text wurde gespeichert.');
    expect(puts).toEqual([{ body: 'Muster GmbH' }]);
    expect((field as HTMLTextAreaElement).value).toBe('Muster GmbH');
  });

  it("names the server's refusal and keeps the text", async () => {
    serve(400);
    renderWithProviders(<LegalManagement />);
    const imprint = await screen.findByRole('region', { name: 'Impressum' });
    const field = await within(imprint).findByLabelText('Text (Markdown)');
    await userEvent.type(field, ' mehr');
    await userEvent.click(within(imprint).getByRole('button', { name: 'Speichern' }));
    await within(imprint).findByText('Der Text ist zu lang (höchstens 50.000 Zeichen).');
    expect((field as HTMLTextAreaElement).value).toBe('## Angaben\n\n[Name und Anschrift des Betreibers] mehr');
  });
});

describe('LegalTemplateBanner', () => {
  it('warns with a link to the tab while a page is the template', async () => {
    fetchMock.mockImplementation(async () => json(200, { templatePages: ['privacy'] }));
    renderWithProviders(<LegalTemplateBanner />, { path: '/dashboard/admin' });
    await screen.findByText(
      'Impressum und Datenschutzerklärung sind noch nicht angepasst. Bitte ergänzen Sie die markierten Angaben, bevor Sie die Plattform öffentlich betreiben.',
    );
    expect(screen.getByRole('link', { name: 'Zu „Rechtliches“' }).getAttribute('href')).toBe('/dashboard/admin?tab=legal');
  });
});
