// Shared setup of the component tests (happy-dom, one in jsdom): German texts, fetch stubbed at the network boundary,
// and the providers a page or dialog needs. Import this module BEFORE the component under test:
// better-auth's client takes hold of fetch when its module loads, so the stub must be in place first.
import { Suspense, type ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { i18n, initI18n } from '../lib/i18n';

export const fetchMock = vi.fn<typeof fetch>();
globalThis.fetch = (...args) => fetchMock(...args);

/** German as a first-time visitor from Germany gets it (the test DOM's navigator says en-US); any request not stubbed fails the test. */
export function setUpGermanComponentTests() {
  beforeAll(async () => {
    // where the test DOM has no <dialog> methods: open and close like a browser would
    HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
      this.removeAttribute('open');
    };
    localStorage.setItem('i18nextLng', 'de');
    initI18n();
    await i18n.changeLanguage('de');
  });
  beforeEach(() => {
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (input) => {
      throw new Error(`unexpected request to ${String(input instanceof Request ? input.url : input)}`);
    });
  });
  afterEach(() => cleanup());
}

/** Renders with a fresh query cache (no retries) and, when `path` is given, a router at that address. */
export function renderWithProviders(ui: ReactElement, options: { path?: string } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false }, queries: { retry: false } } });
  const content = <Suspense fallback={null}>{ui}</Suspense>;
  return render(
    <QueryClientProvider client={queryClient}>
      {options.path ? <MemoryRouter initialEntries={[options.path]}>{content}</MemoryRouter> : content}
    </QueryClientProvider>,
  );
}

/** A JSON answer for the fetch stub. */
export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** What one stubbed call sent: method, path and JSON body. */
export async function requestOf(call: Parameters<typeof fetch>) {
  const [input, init] = call;
  const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost:3000'), init);
  return { method: request.method, path: new URL(request.url).pathname, body: await request.clone().json() };
}
