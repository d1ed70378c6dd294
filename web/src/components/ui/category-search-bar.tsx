import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { GLOSSARY_CATEGORIES, type GlossaryCategory } from '@common/domain/value-sets';
import { SelectField } from './select-field';
import { TextField } from './text-field';

export type GlossaryCategoryFilter = GlossaryCategory | 'all';

interface CategorySearchBarProps {
  searchLabel: string;
  searchPlaceholder: string;
  search: string;
  onSearchChange: (search: string) => void;
  category: GlossaryCategoryFilter;
  onCategoryChange: (category: GlossaryCategoryFilter) => void;
  searchRef?: Ref<HTMLInputElement>;
}

/** A live search with the glossary's category filter ('Alle Kategorien' and the twelve categories). */
export function CategorySearchBar({
  searchLabel,
  searchPlaceholder,
  search,
  onSearchChange,
  category,
  onCategoryChange,
  searchRef,
}: CategorySearchBarProps) {
  const { t } = useTranslation(['common']);
  return (
    <div role="search" className="mb-4 grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <TextField
        ref={searchRef}
        type="search"
        label={searchLabel}
        placeholder={searchPlaceholder}
        value={search}
        onChange={(event) => onSearchChange(event.target.value)}
        autoComplete="off"
      />
      <SelectField
        label={t('common:categoryFilter.category')}
        value={category}
        onChange={(event) => onCategoryChange(event.target.value as GlossaryCategoryFilter)}
      >
        <option value="all">{t('common:categoryFilter.all')}</option>
        {GLOSSARY_CATEGORIES.map((value) => (
          <option key={value} value={value}>
            {t(`common:glossaryCategories.${value}`)}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
