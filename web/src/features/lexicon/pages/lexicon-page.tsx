import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { LexiconTerm } from '@common/schemas/lexicon';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { CategorySearchBar } from '../../../components/ui/category-search-bar';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { LiveRegion } from '../../../components/ui/live-region';
import { LoadErrorBanner } from '../../../components/ui/load-error-banner';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import type { TranslationKey } from '../../../lib/i18n';
import { useMe } from '../../../lib/session';
import { useFeedback } from '../../../lib/use-feedback';
import { useDeleteTerm } from '../api/delete-term';
import { getLexiconErrorKey } from '../api/lexicon-messages';
import { useLexicon } from '../api/lexicon-query';
import { LetterBar } from '../components/letter-bar';
import { LexiconEntry } from '../components/lexicon-entry';
import { TermDialog } from '../components/term-dialog';
import { filterTerms, groupAnchor, groupTerms, readerTerm, termAnchors, type CategoryFilter } from '../lexicon-rules';
import '../locales';
import { ShowGermanToggle } from '../../../components/content-language';

/** Focus moves to the element, scrolled to the top of the screen below the sticky letter bar (its scroll-mt). */
function focusElement(id: string) {
  const element = document.getElementById(id);
  if (!element) return;
  element.scrollIntoView?.({ block: 'start' });
  element.focus({ preventScroll: true });
}

type OpenDialog = { kind: 'term'; term: LexiconTerm | 'new' } | { kind: 'delete'; term: LexiconTerm } | null;

/** /dashboard/lexicon: the glossary, searchable and filtered by category, grouped by letter; admins edit it. */
export function LexiconPage() {
  const { t } = useTranslation(['lexicon', 'common']);
  const me = useMe();
  const lexicon = useLexicon();
  const deleteTerm = useDeleteTerm();
  // ?q=<term> (the assistant's source links) fills in the search
  const [params] = useSearchParams();
  const query = params.get('q') ?? '';
  const [search, setSearch] = useState(query);
  const [searchedQuery, setSearchedQuery] = useState(query);
  if (query !== searchedQuery) {
    setSearchedQuery(query);
    setSearch(query);
  }
  const [category, setCategory] = useState<CategoryFilter>('all');
  const [dialog, setDialog] = useState<OpenDialog>(null);
  /** The entry to focus once the list shows it again (a jump to a filtered-out entry first clears the filters). */
  const pendingFocus = useRef<string | null>(null);
  const { feedback, say, clearFeedback } = useFeedback<TranslationKey<'lexicon'>>();
  const searchRef = useRef<HTMLInputElement>(null);
  const focusAfterDelete = useRef<HTMLElement | null>(null);
  const isAdmin = me.data?.role === 'admin';

  const terms = useMemo(() => (lexicon.data?.terms ?? []).map(readerTerm), [lexicon.data]);
  const anchors = useMemo(() => termAnchors(terms), [terms]);
  const visible = useMemo(() => filterTerms(terms, search, category), [terms, search, category]);
  const groups = useMemo(() => groupTerms(visible), [visible]);
  const isFiltered = search.trim() !== '' || category !== 'all';

  useEffect(() => {
    if (!pendingFocus.current) return;
    const id = pendingFocus.current;
    pendingFocus.current = null;
    focusElement(id);
  }, [groups]);

  function jumpToTerm(name: string) {
    const id = anchors.get(name);
    if (!id) return;
    if (visible.some((entry) => entry.term === name)) {
      focusElement(id);
      return;
    }
    // the related entry is filtered out: show the whole glossary again, then focus it
    pendingFocus.current = id;
    setSearch('');
    setCategory('all');
  }

  function openDialog(next: Exclude<OpenDialog, null>) {
    clearFeedback();
    focusAfterDelete.current = null;
    setDialog(next);
  }
  const closeDialog = () => setDialog(null);

  let content: ReactNode;
  if (lexicon.isPending || me.isPending) {
    content = <Spinner label={t('lexicon:loading')} showLabel className="justify-center py-10" />;
  } else if (lexicon.isError) {
    content = (
      <LoadErrorBanner retryLabel={t('lexicon:retry')} onRetry={() => void lexicon.refetch()} isRetrying={lexicon.isFetching}>
        {t('lexicon:loadError')}
      </LoadErrorBanner>
    );
  } else if (visible.length === 0) {
    content = (
      <EmptyState
        title={t('lexicon:empty.title')}
        description={isFiltered ? t('lexicon:empty.filtered') : t('lexicon:empty.none')}
        action={
          isFiltered ? (
            <Button
              variant="secondary"
              onClick={() => {
                setSearch('');
                setCategory('all');
              }}
            >
              {t('common:categoryFilter.reset')}
            </Button>
          ) : undefined
        }
      />
    );
  } else {
    content = (
      <>
        <LetterBar
          present={new Set(groups.map((group) => group.letter))}
          onJump={(letter) => focusElement(`${groupAnchor(letter)}-titel`)}
        />
        <div className="flex flex-col gap-8">
          {groups.map((group) => (
            <section key={group.letter} id={groupAnchor(group.letter)} aria-labelledby={`${groupAnchor(group.letter)}-titel`}>
              <h2
                id={`${groupAnchor(group.letter)}-titel`}
                tabIndex={-1}
                className="mb-3 scroll-mt-24 xl:scroll-mt-32 border-b border-slate-200 pb-1 text-2xl font-bold text-slate-900 outline-none focus-visible:ring-2 focus-visible:ring-indigo-600 focus:ring-2 focus:ring-indigo-600"
              >
                {group.letter === '#' ? t('lexicon:letters.other') : group.letter}
              </h2>
              <div className="flex flex-col gap-3">
                {group.terms.map((entry) => (
                  <LexiconEntry
                    key={entry.id}
                    entry={entry}
                    anchorId={anchors.get(entry.term)!}
                    anchorOf={(name) => anchors.get(name)}
                    onJump={jumpToTerm}
                    isAdmin={isAdmin}
                    onEdit={() => openDialog({ kind: 'term', term: entry.original })}
                    onDelete={() => openDialog({ kind: 'delete', term: entry.original })}
                  />
                ))}
              </div>
            </section>
          ))}
        </div>
      </>
    );
  }

  return (
    <>
      <PageHeader
        title={t('lexicon:title')}
        description={t('lexicon:intro')}
        actions={
          isAdmin ? <Button onClick={() => openDialog({ kind: 'term', term: 'new' })}>{t('lexicon:toolbar.add')}</Button> : undefined
        }
      />
      <CategorySearchBar
        searchLabel={t('lexicon:search.label')}
        searchPlaceholder={t('lexicon:search.placeholder')}
        search={search}
        onSearchChange={setSearch}
        category={category}
        onCategoryChange={setCategory}
        searchRef={searchRef}
      />
      {lexicon.isSuccess && (
        <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
          <p role="status" className="text-sm text-slate-700">
            {isFiltered
              ? t('lexicon:count.filtered', { count: visible.length, total: terms.length })
              : t('lexicon:count.all', { count: terms.length })}
          </p>
          {terms.some((entry) => entry.german) && <ShowGermanToggle />}
        </div>
      )}

      <div aria-busy={lexicon.isFetching || undefined}>{content}</div>

      <LiveRegion className="sticky bottom-4 z-20 mt-4">
        {feedback && (
          <Banner key={feedback.id} variant={feedback.variant} announce={false} className="shadow-md">
            {t(feedback.messageKey)}
          </Banner>
        )}
      </LiveRegion>

      {isAdmin && (
        <>
          <TermDialog
            term={dialog?.kind === 'term' ? dialog.term : null}
            knownTerms={terms.map((entry) => entry.original.term)}
            onClose={closeDialog}
            onSaved={(kind) => {
              closeDialog();
              say('success', kind === 'created' ? 'lexicon:success.created' : 'lexicon:success.updated');
            }}
          />
          <ConfirmDialog
            open={dialog?.kind === 'delete'}
            title={t('lexicon:deleteDialog.title')}
            description={dialog?.kind === 'delete' ? t('lexicon:deleteDialog.confirm', { term: dialog.term.term }) : undefined}
            confirmLabel={t('lexicon:deleteDialog.submit')}
            isPending={deleteTerm.isPending}
            onConfirm={() =>
              dialog?.kind === 'delete' &&
              deleteTerm.mutate(dialog.term.id, {
                onSuccess: () => {
                  // the entry and its buttons are gone: focus goes to the search box
                  focusAfterDelete.current = searchRef.current;
                  closeDialog();
                  say('success', 'lexicon:success.deleted');
                },
                onError: (error) => {
                  closeDialog();
                  say('error', getLexiconErrorKey(error, 'delete'));
                },
              })
            }
            onClose={closeDialog}
            returnFocusRef={focusAfterDelete}
          />
        </>
      )}
    </>
  );
}
