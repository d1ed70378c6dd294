// The admin's mark on an article whose Turkish or English version is missing or stale (one request for the whole
// list: the admin list is cached).
import { TranslationListBadges } from '../../../components/translation-columns';
import { useAdminArticles } from '../api/admin-articles-query';

export function ArticleTranslationBadges({ id }: { id: string }) {
  const adminArticles = useAdminArticles();
  const entry = adminArticles.data?.articles.find((article) => article.id === id);
  return entry ? <TranslationListBadges translations={entry.translations} /> : null;
}
