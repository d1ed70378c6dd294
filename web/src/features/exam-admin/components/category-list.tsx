import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExamCategory } from '@common/schemas/exam-admin';
import { TranslationListBadges } from '../../../components/translation-columns';
import { Badge } from '../../../components/ui/badge';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { DisclosureChevron } from '../../../components/ui/disclosure-chevron';
import { MPU_TYPE_LABEL_KEYS } from '../exam-display';

interface CategoryListProps {
  categories: readonly ExamCategory[] | undefined;
  isPending: boolean;
  isError: boolean;
  isRetrying: boolean;
  onRetry: () => void;
  onEdit: (category: ExamCategory) => void;
  onDelete: (category: ExamCategory) => void;
}

/** A collapsible list of the categories: name, MPU types, question count, edit and delete. */
export function CategoryList({ categories, isPending, isError, isRetrying, onRetry, onEdit, onDelete }: CategoryListProps) {
  const { t } = useTranslation(['exam-admin']);
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();

  let panel;
  if (isPending) {
    panel = <Spinner label={t('exam-admin:categories.loading')} showLabel className="py-4" />;
  } else if (isError || !categories) {
    panel = (
      <Banner
        variant="error"
        action={
          <Button variant="secondary" size="sm" className="self-start" onClick={onRetry} loading={isRetrying}>
            {t('exam-admin:questions.retry')}
          </Button>
        }
      >
        {t('exam-admin:categories.loadFailed')}
      </Banner>
    );
  } else if (categories.length === 0) {
    panel = <p className="text-slate-700">{t('exam-admin:categories.empty')}</p>;
  } else {
    panel = (
      <ul className="flex flex-col divide-y divide-slate-200">
        {categories.map((category) => (
          <li key={category.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
            <div className="flex min-w-0 flex-col gap-1.5">
              <p className="font-semibold [overflow-wrap:anywhere] text-slate-900">
                {category.name}
                <span className="ml-2 text-sm font-normal text-slate-600">
                  {t('exam-admin:categories.questionCount', { count: category.questionCount })}
                </span>
              </p>
              <ul aria-label={t('exam-admin:categories.typesLabel')} className="flex flex-wrap gap-1.5">
                {category.mpuTypes.map((type) => (
                  <li key={type}>
                    <Badge variant="primary">{t(MPU_TYPE_LABEL_KEYS[type])}</Badge>
                  </li>
                ))}
              </ul>
              <TranslationListBadges translations={category.translations} />
            </div>
            <div className="flex shrink-0 flex-wrap gap-2">
              <Button
                variant="secondary"
                size="sm"
                aria-label={t('exam-admin:categories.editNamed', { name: category.name })}
                onClick={() => onEdit(category)}
              >
                {t('exam-admin:categories.edit')}
              </Button>
              <Button
                variant="danger-secondary"
                size="sm"
                aria-label={t('exam-admin:categories.deleteNamed', { name: category.name })}
                onClick={() => onDelete(category)}
              >
                {t('exam-admin:categories.delete')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <h2 className="text-lg font-bold text-slate-900">
        <button
          type="button"
          aria-expanded={isOpen}
          aria-controls={panelId}
          onClick={() => setIsOpen((open) => !open)}
          className="flex min-h-11 w-full items-center justify-between gap-3 rounded-xl px-5 py-3 text-left hover:bg-slate-50"
        >
          {t('exam-admin:categories.toggle', { count: categories?.length ?? 0 })}
          <DisclosureChevron className={isOpen ? 'rotate-180' : undefined} />
        </button>
      </h2>
      <div id={panelId} hidden={!isOpen} className="border-t border-slate-200 px-5 pb-2">
        {panel}
      </div>
    </section>
  );
}
