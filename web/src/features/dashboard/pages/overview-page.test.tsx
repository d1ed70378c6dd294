// @vitest-environment happy-dom
// The overview's greeting (fetch stubbed at the network boundary): by the first name from
// Persönliche Daten when there is one, otherwise without a name; never by the e-mail address.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Me } from '@common/schemas/me';
import { fetchMock, json, renderWithProviders, setUpGermanComponentTests } from '../../../test/component-harness';
import { makeLearnerMe } from '../../../test/me-fixture';
import { OverviewPage } from './overview-page';

setUpGermanComponentTests();

/** GET /api/me answers `me`; the dashboard's figures never arrive (the greeting does not wait for them). */
function stubServer(me: Me) {
  fetchMock.mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost:3000'), init);
    const path = new URL(request.url).pathname;
    if (path === '/api/me') return json(200, me);
    if (path === '/api/dashboard') return new Promise<Response>(() => {});
    throw new Error(`unexpected request to ${path}`);
  });
}

const withFirstName = (firstName: string) => makeLearnerMe({ user: { id: 'u1', email: 'lea@example.org', name: 'lea', firstName } });

describe('the greeting on the overview', () => {
  it('greets by the first name', async () => {
    stubServer(withFirstName('Lea'));
    renderWithProviders(<OverviewPage />, { path: '/dashboard' });
    expect(await screen.findByText('Willkommen, Lea')).toBeTruthy();
  });

  it('greets without a name, never with the e-mail address, while no first name is saved', async () => {
    stubServer(withFirstName('  '));
    renderWithProviders(<OverviewPage />, { path: '/dashboard' });
    expect(await screen.findByText('Willkommen')).toBeTruthy();
    expect(document.body.textContent).not.toContain('lea@example.org');
  });
});
