// @vitest-environment happy-dom
// 'Nach oben' on a long page: absent at the top, there once a screen's height is scrolled, and a
// click brings the reader to the top with the focus on the page's first element (the skip link).
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, setUpGermanComponentTests } from '../test/component-harness';
import { BackToTopButton } from './back-to-top-button';
import { SkipLink } from './skip-link';

setUpGermanComponentTests();

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  act(() => {
    fireEvent.scroll(window);
  });
}

afterEach(() => {
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  vi.restoreAllMocks();
});

describe("'Nach oben'", () => {
  it('appears only after a screen’s height of scrolling and goes again at the top', () => {
    Object.defineProperty(window, 'innerHeight', { value: 844, configurable: true });
    renderWithProviders(<BackToTopButton />);
    expect(screen.queryByRole('button', { name: 'Nach oben' })).toBeNull();
    scrollTo(844);
    expect(screen.queryByRole('button', { name: 'Nach oben' })).toBeNull();
    scrollTo(845);
    expect(screen.getByRole('button', { name: 'Nach oben' })).toBeTruthy();
    scrollTo(0);
    expect(screen.queryByRole('button', { name: 'Nach oben' })).toBeNull();
  });

  it('scrolls to the top and puts the focus on the skip link, where Tab goes on to the header', async () => {
    const user = userEvent.setup();
    const scrolled = vi.fn();
    vi.spyOn(window, 'scrollTo').mockImplementation(scrolled);
    Object.defineProperty(window, 'innerHeight', { value: 844, configurable: true });
    renderWithProviders(
      <>
        <SkipLink />
        <header>
          <button type="button">Menü öffnen</button>
        </header>
        <BackToTopButton />
      </>,
    );
    scrollTo(5000);
    await user.click(screen.getByRole('button', { name: 'Nach oben' }));
    expect(scrolled).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Zum Inhalt springen' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Menü öffnen' }));
  });
});
