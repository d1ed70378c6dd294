import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadErrorBanner } from '../../../components/ui/load-error-banner';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { useMe } from '../../../lib/session';
import { useVideoLibrary } from '../api/video-queries';
import { VideoLibrary } from '../components/video-library';
import { useDebouncedValue } from '../use-debounced-value';
import { toVideoLanguage } from '../video-language';
import '../locales';

/** How long the search box waits after the last key before it asks the server. */
const SEARCH_DEBOUNCE_MS = 300;

/** /dashboard/videos: the learner's video library in the UI language (German when none), searchable, with player and quiz. */
export function VideosPage() {
  const { t, i18n } = useTranslation(['videos']);
  const me = useMe();
  const [searchInput, setSearchInput] = useState('');
  const search = useDebouncedValue(searchInput.trim(), SEARCH_DEBOUNCE_MS);
  const language = toVideoLanguage(i18n.resolvedLanguage);
  const library = useVideoLibrary(language, search);

  let body;
  // admins see the MPU types on the cards: wait until the role is known so the cards do not change under the learner
  if (me.isPending || library.isPending) body = <Spinner label={t('videos:loading')} showLabel className="py-10" />;
  else if (library.isError)
    body = (
      <LoadErrorBanner retryLabel={t('videos:retry')} onRetry={() => void library.refetch()} isRetrying={library.isFetching}>
        {t('videos:loadError')}
      </LoadErrorBanner>
    );
  else {
    const isAdmin = me.data?.role === 'admin';
    body = (
      <VideoLibrary
        library={library.data}
        interfaceLanguage={language}
        isSearching={search !== ''}
        showMpuTypes={isAdmin}
        isAdmin={isAdmin}
      />
    );
  }

  return (
    <>
      <PageHeader title={t('videos:title')} />
      <div className="mb-6 max-w-md">
        <TextField
          type="search"
          label={t('videos:search.label')}
          placeholder={t('videos:search.placeholder')}
          value={searchInput}
          onChange={(event) => setSearchInput(event.target.value)}
          autoComplete="off"
        />
      </div>
      <div aria-busy={library.isFetching || undefined}>{body}</div>
    </>
  );
}
