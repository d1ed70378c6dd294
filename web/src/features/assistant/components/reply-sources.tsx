import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AiSource } from '@common/schemas/ai';
import '../locales';

/** The platform pages a reply rests on, as links under it. */
export function ReplySources({ sources }: { sources: readonly AiSource[] }) {
  const { t } = useTranslation(['assistant']);
  if (sources.length === 0) return null;
  return (
    <div className="border-t border-slate-200 pt-2">
      <p className="text-sm font-semibold text-slate-800">{t('assistant:sources')}</p>
      <ul className="mt-1 flex flex-col gap-1 text-sm">
        {sources.map((source) => (
          <li key={`${source.kind}:${source.path}`}>
            <Link to={source.path} className="font-medium [overflow-wrap:anywhere]">
              {source.title}
            </Link>{' '}
            <span className="text-slate-600">({t(`assistant:sourceKinds.${source.kind}`)})</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
