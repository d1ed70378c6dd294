import { useTranslation } from 'react-i18next';
import type { ApiKey } from '@common/schemas/api-keys';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { IconButton } from '../../../components/ui/icon-button';
import { cx } from '../../../lib/cx';
import { MD_UP, useMediaQuery } from '../../../lib/use-media-query';
import { formatDay, formatInstant, formatInstantDay, maskApiKey } from '../api-key-format';

interface ApiKeyListProps {
  items: ApiKey[];
  pendingStatusId: string | null;
  onToggleActive: (item: ApiKey) => void;
  onDelete: (item: ApiKey) => void;
}

function TrashIcon() {
  return (
    <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true">
      <path
        fillRule="evenodd"
        d="M8.75 1A2.75 2.75 0 0 0 6 3.75v.443c-.795.077-1.584.176-2.365.298a.75.75 0 1 0 .23 1.482l.149-.022.841 10.518A2.75 2.75 0 0 0 7.596 19h4.807a2.75 2.75 0 0 0 2.742-2.53l.841-10.52.149.023a.75.75 0 0 0 .23-1.482A41.03 41.03 0 0 0 14 4.193V3.75A2.75 2.75 0 0 0 11.25 1h-2.5ZM10 4c.84 0 1.673.025 2.5.075V3.75c0-.69-.56-1.25-1.25-1.25h-2.5c-.69 0-1.25.56-1.25 1.25v.325C8.327 4.025 9.16 4 10 4ZM8.58 7.72a.75.75 0 0 0-1.5.06l.3 7.5a.75.75 0 1 0 1.5-.06l-.3-7.5Zm4.34.06a.75.75 0 1 0-1.5-.06l-.3 7.5a.75.75 0 1 0 1.5.06l.3-7.5Z"
        clipRule="evenodd"
      />
    </svg>
  );
}

/** The status badge as a button: one click switches Aktiv/Inaktiv and saves. */
function StatusToggle({ item, isPending, onToggle }: { item: ApiKey; isPending: boolean; onToggle: () => void }) {
  const { t } = useTranslation(['api-keys']);
  const status = item.isActive ? t('api-keys:status.active') : t('api-keys:status.inactive');
  return (
    <button
      type="button"
      aria-pressed={item.isActive}
      aria-label={t('api-keys:status.toggle', { name: item.name, status })}
      title={t('api-keys:status.toggle', { name: item.name, status })}
      disabled={isPending}
      onClick={onToggle}
      className={cx(
        'inline-flex min-h-11 items-center rounded-full px-3 text-sm font-semibold whitespace-nowrap ring-1 ring-inset disabled:opacity-60',
        item.isActive
          ? 'bg-green-50 text-green-800 ring-green-300 hover:bg-green-100'
          : 'bg-slate-100 text-slate-800 ring-slate-300 hover:bg-slate-200',
      )}
    >
      {status}
    </button>
  );
}

function ExpiresOn({ item }: { item: ApiKey }) {
  const { t, i18n } = useTranslation(['api-keys']);
  if (item.expiresOn === null) return <>{t('api-keys:never')}</>;
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      {formatDay(item.expiresOn, i18n.language)}
      {item.isExpired && <Badge variant="error">{t('api-keys:expired')}</Badge>}
    </span>
  );
}

/** A table from md up, cards below (docs/decisions/018-table-and-cards-layout.md). */
export function ApiKeyList({ items, pendingStatusId, onToggleActive, onDelete }: ApiKeyListProps) {
  const { t, i18n } = useTranslation(['api-keys']);
  const isWide = useMediaQuery(MD_UP);
  const lastUsed = (item: ApiKey) => (item.lastUsedAt ? formatInstant(item.lastUsedAt, i18n.language) : t('api-keys:neverUsed'));
  const masked = (item: ApiKey) => (
    <code className="font-mono text-sm break-all text-slate-800">{maskApiKey(item.prefix, item.lastFour)}</code>
  );

  if (!isWide) {
    return (
      <ul className="flex flex-col gap-3" aria-label={t('api-keys:table.caption')}>
        {items.map((item) => (
          <li key={item.id} className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <div className="flex items-start justify-between gap-3">
              <h2 className="text-base font-semibold [overflow-wrap:anywhere] text-slate-900">{item.name}</h2>
              <StatusToggle item={item} isPending={pendingStatusId === item.id} onToggle={() => onToggleActive(item)} />
            </div>
            {masked(item)}
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="font-semibold text-slate-700">{t('api-keys:table.createdAt')}</dt>
              <dd className="text-slate-900">{formatInstantDay(item.createdAt, i18n.language)}</dd>
              <dt className="font-semibold text-slate-700">{t('api-keys:table.expiresOn')}</dt>
              <dd className="text-slate-900">
                <ExpiresOn item={item} />
              </dd>
              <dt className="font-semibold text-slate-700">{t('api-keys:table.lastUsedAt')}</dt>
              <dd className="text-slate-900">{lastUsed(item)}</dd>
            </dl>
            <Button
              variant="danger-secondary"
              size="sm"
              className="self-start"
              onClick={() => onDelete(item)}
              aria-label={t('api-keys:delete.button', { name: item.name })}
            >
              {t('api-keys:delete.tooltip')}
            </Button>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full border-collapse text-left">
        <caption className="sr-only">{t('api-keys:table.caption')}</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-sm text-slate-700">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              {t('api-keys:table.name')}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              {t('api-keys:table.key')}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold whitespace-nowrap">
              {t('api-keys:table.createdAt')}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold whitespace-nowrap">
              {t('api-keys:table.expiresOn')}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold whitespace-nowrap">
              {t('api-keys:table.lastUsedAt')}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              {t('api-keys:table.status')}
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">
              {t('api-keys:table.actions')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {items.map((item) => (
            <tr key={item.id} className="align-middle">
              <th scope="row" className="min-w-40 px-4 py-3 font-medium [overflow-wrap:anywhere] text-slate-900">
                {item.name}
              </th>
              <td className="px-4 py-3">{masked(item)}</td>
              <td className="px-4 py-3 whitespace-nowrap text-slate-800">{formatInstantDay(item.createdAt, i18n.language)}</td>
              <td className="px-4 py-3 text-slate-800">
                <ExpiresOn item={item} />
              </td>
              <td className="px-4 py-3 text-slate-800">{lastUsed(item)}</td>
              <td className="px-4 py-3">
                <StatusToggle item={item} isPending={pendingStatusId === item.id} onToggle={() => onToggleActive(item)} />
              </td>
              <td className="px-4 py-3">
                <div className="flex justify-end">
                  <IconButton
                    tone="danger"
                    label={t('api-keys:delete.button', { name: item.name })}
                    tooltip={t('api-keys:delete.tooltip')}
                    icon={<TrashIcon />}
                    onClick={() => onDelete(item)}
                  />
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
