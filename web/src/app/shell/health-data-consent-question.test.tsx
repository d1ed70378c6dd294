// @vitest-environment happy-dom
// The health-data consent question as a learner meets it in the signed-in frame: asked once when the
// account has no answer (an administrator created it), never for a learner who answered or an
// administrator; a labelled checkbox, real buttons, focus inside; each answer is what reaches
// PUT /api/me/health-data-consent (fetch stubbed at the network boundary).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Me } from '@common/schemas/me';
import { fetchMock, json, renderWithProviders, requestOf, setUpGermanComponentTests } from '../../test/component-harness';
import { makeLearnerMe } from '../../test/me-fixture';
import { AppShell } from './app-shell';

setUpGermanComponentTests();

const QUESTION = 'Ihre Einwilligung zu Gesundheitsdaten';
const CONSENT_PATH = '/api/me/health-data-consent';

/** The shell on a page other than the overview (where the onboarding tour would start), for this user. */
function renderShell(me: Me, consentAnswer: () => Response = () => json(200, { success: true })) {
  fetchMock.mockImplementation(async (input, init) => {
    const { pathname } = new URL(input instanceof Request ? input.url : String(input), 'http://localhost:3000');
    if (pathname === '/api/me') return json(200, me);
    if (pathname === CONSENT_PATH) return consentAnswer();
    throw new Error(`unexpected request to ${pathname} (${init?.method ?? 'GET'})`);
  });
  const router = createMemoryRouter(
    [{ path: '/dashboard', element: <AppShell />, children: [{ path: 'videos', element: <h1>Videokurse</h1> }] }],
    { initialEntries: ['/dashboard/videos'] },
  );
  renderWithProviders(<RouterProvider router={router} />);
}

const consentCalls = () =>
  fetchMock.mock.calls.filter(([input]) => String(input instanceof Request ? input.url : input).includes(CONSENT_PATH));

describe('the health-data consent question after sign-in', () => {
  it('asks a learner without an answer; ticking and Einwilligen records the consent, and the question is gone', async () => {
    const user = userEvent.setup();
    renderShell(makeLearnerMe({ healthDataConsent: 'unanswered' }));
    const dialog = await screen.findByRole('dialog', { name: QUESTION });
    // the statement is the checkbox's name, the CRM's part and the privacy policy its description
    const checkbox = within(dialog).getByRole('checkbox', { name: /Ich willige ein.*\(CRM „Pipedrive“\) den Grund meiner MPU erhält/ });
    expect(checkbox.getAttribute('aria-describedby')).toBe('health-data-consent-question-details');
    expect(document.getElementById('health-data-consent-question-details')!.textContent).toMatch(
      /Außerdem erhält das CRM Ihren Namen.*den Grund Ihrer MPU nur mit ihr\..*Datenschutzerklärung/,
    );
    await waitFor(() => expect(document.activeElement).toBe(checkbox));

    // the button alone is no consent
    await user.click(within(dialog).getByRole('button', { name: 'Einwilligen' }));
    expect(await within(dialog).findByText(/Bitte setzen Sie das Häkchen, wenn Sie einwilligen möchten/)).toBeTruthy();
    expect(checkbox.getAttribute('aria-invalid')).toBe('true');
    expect(consentCalls()).toHaveLength(0);

    await user.click(checkbox);
    await user.click(within(dialog).getByRole('button', { name: 'Einwilligen' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: QUESTION })).toBeNull());
    expect(consentCalls()).toHaveLength(1);
    expect(await requestOf(consentCalls()[0]!)).toEqual({ method: 'PUT', path: CONSENT_PATH, body: { decision: 'given' } });
    // back to the page, where the learner was going
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });

  it('Nicht einwilligen records the refusal; closing the question counts as that too', async () => {
    const user = userEvent.setup();
    renderShell(makeLearnerMe({ healthDataConsent: 'unanswered' }));
    const dialog = await screen.findByRole('dialog', { name: QUESTION });
    await user.click(within(dialog).getByRole('button', { name: 'Nicht einwilligen' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: QUESTION })).toBeNull());
    expect(await requestOf(consentCalls()[0]!)).toEqual({ method: 'PUT', path: CONSENT_PATH, body: { decision: 'declined' } });
    // the page itself stays open without the consent
    expect(screen.getByRole('heading', { name: 'Videokurse' })).toBeTruthy();

    fetchMock.mockClear();
    renderShell(makeLearnerMe({ healthDataConsent: 'unanswered' }));
    const again = await screen.findByRole('dialog', { name: QUESTION });
    await user.click(within(again).getByRole('button', { name: 'Schließen – ohne Einwilligung' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: QUESTION })).toBeNull());
    expect(await requestOf(consentCalls()[0]!)).toEqual({ method: 'PUT', path: CONSENT_PATH, body: { decision: 'declined' } });
  });

  it('stays open and says so when the answer cannot be stored', async () => {
    const user = userEvent.setup();
    renderShell(makeLearnerMe({ healthDataConsent: 'unanswered' }), () =>
      json(500, { error: { code: 'INTERNAL_ERROR', message: 'boom' } }),
    );
    const dialog = await screen.findByRole('dialog', { name: QUESTION });
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: 'Einwilligen' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Ihre Entscheidung konnte nicht gespeichert werden.');
    expect(screen.getByRole('dialog', { name: QUESTION })).toBeTruthy();
  });

  it('does not ask a learner who answered, nor an administrator', async () => {
    for (const me of [
      makeLearnerMe({ healthDataConsent: 'given' }),
      makeLearnerMe({ healthDataConsent: 'declined' }),
      makeLearnerMe({ role: 'admin', healthDataConsent: 'unanswered' }),
    ]) {
      renderShell(me);
      await screen.findByRole('heading', { name: 'Videokurse' });
      // the shell has read who is signed in (the header shows the address) and still asks nothing
      await screen.findAllByText(me.user.email);
      expect(screen.queryByRole('dialog', { name: QUESTION })).toBeNull();
      expect(consentCalls()).toHaveLength(0);
      fetchMock.mockClear();
      document.body.innerHTML = '';
    }
  });
});
