// The admin's mark on a news item whose Turkish or English version is missing or stale (one request for the whole
// list: the admin list is cached).
import { TranslationListBadges } from '../../../components/translation-columns';
import { useAdminNews } from '../api/admin-news-query';

export function NewsTranslationBadges({ id }: { id: string }) {
  const adminNews = useAdminNews();
  const entry = adminNews.data?.items.find((item) => item.id === id);
  return entry ? <TranslationListBadges translations={entry.translations} /> : null;
}
