import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

/** How long the search field waits after the last keystroke before the list follows it. */
export const SEARCH_DEBOUNCE_MS = 300;

/** The page number from the URL: a positive whole number, else 1. */
export function parsePageParam(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** Page count for the pager; at least 1, so an empty result still reads "Seite 1 von 1". */
export function getPageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** A change to the list's URL: empty strings remove their key, and page 1 (or none) removes `page`. */
export type ListParamsChange<Filter extends string = never> = { q?: string; page?: number } & Partial<Record<Filter, string>>;

interface ListParamsOptions<Filter extends string> {
  /** Further single-value filters kept in the URL next to `q` and `page` (e.g. `category`). */
  filters?: readonly Filter[];
  /** Whether the debounced search writes the trimmed text to `q` (else the text as typed). */
  trimSearch?: boolean;
  /** Called at the start of every change, e.g. to drop state that belongs to the old list. */
  onChange?: () => void;
}

/**
 * Search text (`q`), page (`page`) and filters of a paged list, kept in the URL search params so a
 * reload shows the same list. `search` is `q` trimmed; `searchInput` is the field's text, which
 * reaches the URL SEARCH_DEBOUNCE_MS after the last keystroke and then starts again at page 1.
 */
export function useListParams<Filter extends string = never>({
  filters = [],
  trimSearch = false,
  onChange,
}: ListParamsOptions<Filter> = {}) {
  const [params, setParams] = useSearchParams();
  const search = (params.get('q') ?? '').trim();
  const page = parsePageParam(params.get('page'));
  const filterValues = Object.fromEntries(filters.map((key) => [key, params.get(key) ?? ''])) as Record<Filter, string>;
  const [searchInput, setSearchInput] = useState(params.get('q') ?? '');
  const debounceTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(debounceTimer.current), []);

  /** Sets (or, when empty, removes) the given keys and the page; keys not given stay as they are. */
  function writeParams(values: Partial<Record<string, string>>, nextPage: number | undefined) {
    onChange?.();
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const key of ['q', ...filters]) {
          const value = values[key];
          if (value === undefined) continue;
          if (value) next.set(key, value);
          else next.delete(key);
        }
        if (nextPage === undefined || nextPage <= 1) next.delete('page');
        else next.set('page', String(nextPage));
        return next;
      },
      { replace: true },
    );
  }

  function changeParams({ page: nextPage, ...values }: ListParamsChange<Filter>) {
    writeParams(values, nextPage);
  }

  function onSearchChange(value: string) {
    setSearchInput(value);
    window.clearTimeout(debounceTimer.current);
    const q = trimSearch ? value.trim() : value;
    debounceTimer.current = window.setTimeout(() => writeParams({ q }, 1), SEARCH_DEBOUNCE_MS);
  }

  return { search, page, filters: filterValues, searchInput, onSearchChange, changeParams };
}

/** What usePageCount needs of a paged list query. */
export interface PagedListQuery {
  data?: { items: readonly unknown[]; total: number; pageSize: number };
  /** True while the previous page is shown as a placeholder for the one loading. */
  isPlaceholderData: boolean;
}

/**
 * The page count of a paged list (1 while nothing has loaded). After deleting the last item of the
 * last page, goes to the page that now is the last; placeholder data does not count.
 */
export function usePageCount({ page, list, goToPage }: { page: number; list: PagedListQuery; goToPage: (page: number) => void }): number {
  const pageCount = list.data ? getPageCount(list.data.total, list.data.pageSize) : 1;
  const isPastEnd = list.data !== undefined && !list.isPlaceholderData && list.data.items.length === 0 && page > pageCount;
  const goToLastPage = useEffectEvent(goToPage);
  useEffect(() => {
    if (isPastEnd) goToLastPage(pageCount);
  }, [isPastEnd, pageCount]);
  return pageCount;
}
