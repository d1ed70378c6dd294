// @vitest-environment happy-dom
// The tour's tooltip (fetch stubbed at the network boundary, joyride's controls as spies): a
// learner's first step asks for the first name; Weiter saves it to Persönliche Daten and goes on,
// an empty field goes on without a request, a failed save keeps the step and says so. Other steps
// have no field.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TooltipRenderProps } from 'react-joyride';
import { describe, expect, it, vi } from 'vitest';
import type { Me } from '@common/schemas/me';
import { fetchMock, json, renderWithProviders, requestOf, setUpGermanComponentTests } from '../../../test/component-harness';
import { makeLearnerMe } from '../../../test/me-fixture';
import '../locales';
import { TourTooltip } from './tour-tooltip';

setUpGermanComponentTests();

const FIELD = 'Ihr Vorname (freiwillig)';

function renderStep({ asksFirstName, index = 0 }: { asksFirstName: boolean; index?: number }) {
  const controls = { next: vi.fn(), skip: vi.fn() };
  const button = (action: string) => ({ 'aria-label': action, 'data-action': action, onClick: vi.fn(), role: 'button', title: action });
  const props = {
    backProps: button('back'),
    closeProps: button('close'),
    primaryProps: button('primary'),
    skipProps: button('skip'),
    controls,
    index,
    size: 7,
    isLastStep: false,
    continuous: true,
    step: { title: 'Ihre Übersicht', content: 'Hier sehen Sie Ihre MPU-Bereitschaft.', data: { asksFirstName }, styles: { tooltip: {} } },
  } as unknown as TooltipRenderProps;
  renderWithProviders(<TourTooltip {...props} />);
  return { controls, primary: props.primaryProps };
}

/** GET /api/me answers `me`; PUT /api/settings/first-name answers `saveStatus`. */
function stubServer(me: Me, saveStatus = 200) {
  fetchMock.mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost:3000'), init);
    const path = new URL(request.url).pathname;
    if (path === '/api/me') return json(200, me);
    if (path === '/api/settings/first-name' && request.method === 'PUT') {
      return saveStatus === 200 ? json(200, { success: true }) : json(saveStatus, { error: { code: 'INTERNAL', message: 'x' } });
    }
    throw new Error(`unexpected request to ${path}`);
  });
}

const saves = async () =>
  (await Promise.all(fetchMock.mock.calls.map((call) => requestOf(call).catch(() => null)))).filter(
    (request) => request?.path === '/api/settings/first-name',
  );

describe('the first step of a learner’s tour', () => {
  it('saves the first name typed and goes on', async () => {
    const user = userEvent.setup();
    stubServer(makeLearnerMe());
    const { controls } = renderStep({ asksFirstName: true });

    const field = await screen.findByLabelText(FIELD);
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(screen.getByText('Dann begrüßen wir Sie auf der Übersicht mit Ihrem Namen. Sie können das Feld auch leer lassen.')).toBeTruthy();
    await user.type(field, '  Elif ');
    await user.click(screen.getByRole('button', { name: 'Weiter' }));

    await waitFor(() => expect(controls.next).toHaveBeenCalledTimes(1));
    expect((await saves()).map((request) => ({ method: request?.method, body: request?.body }))).toEqual([
      { method: 'PUT', body: { firstName: 'Elif' } },
    ]);
  });

  it('goes on without a request when the field stays empty; Enter works like Weiter', async () => {
    const user = userEvent.setup();
    stubServer(makeLearnerMe());
    const { controls } = renderStep({ asksFirstName: true });
    await user.type(await screen.findByLabelText(FIELD), '{Enter}');
    expect(controls.next).toHaveBeenCalledTimes(1);
    expect(await saves()).toEqual([]);
  });

  it('keeps the step and says so when saving fails', async () => {
    const user = userEvent.setup();
    stubServer(makeLearnerMe(), 500);
    const { controls } = renderStep({ asksFirstName: true });
    await user.type(await screen.findByLabelText(FIELD), 'Elif{Enter}');

    const failed = 'Ihr Vorname konnte nicht gespeichert werden. Bitte versuchen Sie es erneut oder lassen Sie das Feld leer.';
    expect((await screen.findAllByText(failed)).length).toBeGreaterThan(0);
    expect(screen.getByRole('status').textContent).toBe(failed);
    expect(screen.getByLabelText(FIELD).getAttribute('aria-invalid')).toBe('true');
    expect(controls.next).not.toHaveBeenCalled();
  });

  it('shows a name saved before and sends nothing when it is left as it is', async () => {
    const user = userEvent.setup();
    stubServer(makeLearnerMe({ user: { id: 'u1', email: 'lea@example.org', name: 'lea', firstName: 'Lea' } }));
    const { controls } = renderStep({ asksFirstName: true });
    const field = (await screen.findByLabelText(FIELD)) as HTMLInputElement;
    await waitFor(() => expect(field.value).toBe('Lea'));
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(controls.next).toHaveBeenCalledTimes(1);
    expect(await saves()).toEqual([]);
  });
});

describe('any other step', () => {
  it('has no name field; Weiter is joyride’s own button', async () => {
    const user = userEvent.setup();
    stubServer(makeLearnerMe());
    const { primary } = renderStep({ asksFirstName: false, index: 1 });
    await user.click(await screen.findByRole('button', { name: 'Weiter' }));
    expect(screen.queryByLabelText(FIELD)).toBeNull();
    expect(primary.onClick).toHaveBeenCalledTimes(1);
  });
});
