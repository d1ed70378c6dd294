import { useTranslation } from 'react-i18next';
import type { LexiconTerm } from '@common/schemas/lexicon';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { GermanOriginal, OnlyGermanBadge } from '../../../components/content-language';
import type { ReaderTerm } from '../lexicon-rules';
import { TermTranslationBadges } from './term-translation-badges';

interface LexiconEntryProps {
  entry: ReaderTerm;
  anchorId: string;
  /** The anchor of each related term that has an entry; names without one are plain text. */
  anchorOf: (term: string) => string | undefined;
  onJump: (term: string) => void;
  isAdmin: boolean;
  onEdit: (entry: LexiconTerm) => void;
  onDelete: (entry: LexiconTerm) => void;
}

/** One term: name, category, definition, related terms as links to their entries, and the admin's buttons. */
export function LexiconEntry({ entry, anchorId, anchorOf, onJump, isAdmin, onEdit, onDelete }: LexiconEntryProps) {
  const { t } = useTranslation(['lexicon', 'common']);
  const headingId = `${anchorId}-titel`;
  return (
    <article
      id={anchorId}
      tabIndex={-1}
      aria-labelledby={headingId}
      className="flex scroll-mt-24 xl:scroll-mt-32 flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm outline-none focus-visible:ring-2 focus-visible:ring-indigo-600 focus:ring-2 focus:ring-indigo-600 sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="text-lg font-semibold text-slate-900 [overflow-wrap:anywhere]">
          {entry.term}
          <GermanOriginal inline className="font-normal">
            {entry.german?.term}
          </GermanOriginal>
        </h3>
        <div className="flex flex-wrap gap-2">
          <OnlyGermanBadge contentLanguage={entry.contentLanguage} />
          <Badge variant="primary">{t(`common:glossaryCategories.${entry.category}`)}</Badge>
        </div>
      </div>
      <p className="whitespace-pre-line text-slate-700">{entry.definition}</p>
      <GermanOriginal className="text-sm whitespace-pre-line">{entry.german?.definition}</GermanOriginal>
      {entry.related.length > 0 && (
        <div className="flex flex-col gap-1 text-sm sm:flex-row sm:gap-2">
          <span id={`${anchorId}-verwandt`} className="font-semibold text-slate-800">
            {t('lexicon:entry.related')}
          </span>
          <ul aria-labelledby={`${anchorId}-verwandt`} className="flex flex-wrap gap-x-3 gap-y-1">
            {entry.related.map((name) => {
              const target = anchorOf(name);
              return (
                <li key={name}>
                  {target ? (
                    <a
                      href={`#${target}`}
                      onClick={(event) => {
                        event.preventDefault();
                        onJump(name);
                      }}
                      className="font-medium text-indigo-700 underline hover:text-indigo-900"
                    >
                      {name}
                    </a>
                  ) : (
                    <span className="text-slate-700">{name}</span>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      )}
      {isAdmin && <TermTranslationBadges id={entry.id} />}
      {isAdmin && (
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            size="sm"
            aria-label={t('lexicon:entry.editNamed', { term: entry.term })}
            onClick={() => onEdit(entry)}
          >
            {t('lexicon:entry.edit')}
          </Button>
          <Button
            variant="danger-secondary"
            size="sm"
            aria-label={t('lexicon:entry.deleteNamed', { term: entry.term })}
            onClick={() => onDelete(entry)}
          >
            {t('lexicon:entry.delete')}
          </Button>
        </div>
      )}
    </article>
  );
}
