// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getPageCount, parsePageParam, SEARCH_DEBOUNCE_MS, useListParams, usePageCount } from './use-list-params';

function routerAt(url: string) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>;
  };
}

/** The hook under test plus the URL's query string, as the address bar would show it. */
function renderListParams(url: string, options?: Parameters<typeof useListParams<'category'>>[0]) {
  return renderHook(() => ({ list: useListParams<'category'>(options), search: useLocation().search }), { wrapper: routerAt(url) });
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('useListParams', () => {
  it('reads search, page and filters from the URL', () => {
    const { result } = renderListParams('/admin?q=%20anna%20&page=3&category=c1', { filters: ['category'] });
    expect(result.current.list.search).toBe('anna');
    expect(result.current.list.searchInput).toBe(' anna ');
    expect(result.current.list.page).toBe(3);
    expect(result.current.list.filters).toEqual({ category: 'c1' });
  });

  it('puts typed search into the URL after the debounce and goes back to page 1', () => {
    const { result } = renderListParams('/admin?page=4');
    act(() => result.current.list.onSearchChange('an'));
    act(() => result.current.list.onSearchChange('anna'));
    expect(result.current.list.searchInput).toBe('anna');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(result.current.search).toBe('?page=4');

    act(() => vi.advanceTimersByTime(1));
    expect(result.current.search).toBe('?q=anna');
    expect(result.current.list.search).toBe('anna');
    expect(result.current.list.page).toBe(1);
  });

  it('writes the search as typed, or trimmed when asked, and removes an empty one', () => {
    const asTyped = renderListParams('/admin');
    act(() => asTyped.result.current.list.onSearchChange(' anna '));
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(new URLSearchParams(asTyped.result.current.search).get('q')).toBe(' anna ');

    const trimmed = renderListParams('/admin?q=x', { trimSearch: true });
    act(() => trimmed.result.current.list.onSearchChange(' anna '));
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(trimmed.result.current.search).toBe('?q=anna');
    act(() => trimmed.result.current.list.onSearchChange('   '));
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(trimmed.result.current.search).toBe('');
  });

  it('keeps page 1 out of the URL', () => {
    const { result } = renderListParams('/admin?q=anna');
    act(() => result.current.list.changeParams({ page: 2 }));
    expect(result.current.search).toBe('?q=anna&page=2');
    act(() => result.current.list.changeParams({ page: 1 }));
    expect(result.current.search).toBe('?q=anna');
    expect(result.current.list.page).toBe(1);
  });

  it('sets and clears a filter, leaving other params alone', () => {
    const { result } = renderListParams('/admin?tab=quiz&q=anna&page=3', { filters: ['category'] });
    act(() => result.current.list.changeParams({ category: 'c1', page: 1 }));
    expect(result.current.search).toBe('?tab=quiz&q=anna&category=c1');
    expect(result.current.list.filters.category).toBe('c1');
    act(() => result.current.list.changeParams({ category: '', page: 1 }));
    expect(result.current.search).toBe('?tab=quiz&q=anna');
    expect(result.current.list.filters.category).toBe('');
  });

  it('calls onChange on every change, including the debounced search', () => {
    const onChange = vi.fn();
    const { result } = renderListParams('/admin', { onChange });
    act(() => result.current.list.changeParams({ page: 2 }));
    expect(onChange).toHaveBeenCalledTimes(1);
    act(() => result.current.list.onSearchChange('anna'));
    expect(onChange).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('drops a pending search when the list goes away', () => {
    const { result, unmount } = renderListParams('/admin');
    act(() => result.current.list.onSearchChange('anna'));
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('usePageCount', () => {
  type Data = { items: unknown[]; total: number; pageSize: number } | undefined;

  function renderPager(url: string, initial: { data: Data; isPlaceholderData: boolean }) {
    return renderHook(
      (list) => {
        const { page, changeParams } = useListParams();
        const pageCount = usePageCount({ page, list, goToPage: (next) => changeParams({ page: next }) });
        return { pageCount, search: useLocation().search };
      },
      { wrapper: routerAt(url), initialProps: initial },
    );
  }

  it('goes to the last page when the page shown has become empty', () => {
    const { result, rerender } = renderPager('/admin?page=3', { data: undefined, isPlaceholderData: false });
    expect(result.current).toEqual({ pageCount: 1, search: '?page=3' });
    // the old page still shown while the new one loads does not count
    rerender({ data: { items: [], total: 40, pageSize: 20 }, isPlaceholderData: true });
    expect(result.current).toEqual({ pageCount: 2, search: '?page=3' });
    rerender({ data: { items: [], total: 40, pageSize: 20 }, isPlaceholderData: false });
    expect(result.current).toEqual({ pageCount: 2, search: '?page=2' });
  });

  it('leaves a page with items, or an empty first page, alone', () => {
    const withItems = renderPager('/admin?page=3', { data: { items: [1], total: 41, pageSize: 20 }, isPlaceholderData: false });
    expect(withItems.result.current).toEqual({ pageCount: 3, search: '?page=3' });
    const empty = renderPager('/admin', { data: { items: [], total: 0, pageSize: 20 }, isPlaceholderData: false });
    expect(empty.result.current).toEqual({ pageCount: 1, search: '' });
  });
});

describe('page helpers', () => {
  it('counts pages, at least one', () => {
    expect(getPageCount(0, 20)).toBe(1);
    expect(getPageCount(20, 20)).toBe(1);
    expect(getPageCount(21, 20)).toBe(2);
    expect(getPageCount(10_000, 20)).toBe(500);
  });

  it('reads the page from the URL, else 1', () => {
    expect(parsePageParam(null)).toBe(1);
    expect(parsePageParam('3')).toBe(3);
    expect(parsePageParam('0')).toBe(1);
    expect(parsePageParam('-2')).toBe(1);
    expect(parsePageParam('1.5')).toBe(1);
    expect(parsePageParam('abc')).toBe(1);
  });
});
