// The admin's mark on a glossary entry whose Turkish or English version is missing or stale (one request for the
// whole list: the admin list is cached).
import { TranslationListBadges } from '../../../components/translation-columns';
import { useAdminTerms } from '../api/admin-terms-query';

export function TermTranslationBadges({ id }: { id: string }) {
  const adminTerms = useAdminTerms();
  const entry = adminTerms.data?.terms.find((term) => term.id === id);
  return entry ? <TranslationListBadges translations={entry.translations} /> : null;
}
