import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isMenuEntryActive, MENU_ENTRIES, type MenuEntry } from '@common/domain/navigation';
import { isPageAllowed } from '@common/domain/page-keys';
import type { Me } from '@common/schemas/me';
import { getTourTargetId } from '../../features/tour/tour-steps';
import { cx } from '../../lib/cx';
import type { TranslationKey } from '../../lib/i18n';

/** The entries this user may open: page entries by permission, admin and counsellor entries by role. */
export function getVisibleMenuEntries(me: Pick<Me, 'role' | 'permissions'>): MenuEntry[] {
  return MENU_ENTRIES.filter(
    (entry) =>
      (!entry.adminOnly || me.role === 'admin') &&
      (!entry.counsellorOnly || me.role === 'counsellor') &&
      (!entry.page || isPageAllowed(me.role, me.permissions, entry.page)),
  );
}

/**
 * Areas a learner could be given (not the admin's): shown locked, leading to the overview's notice. A
 * counsellor works in their sessions and asks for no learning area, so their menu lists none locked.
 */
export function getLockedMenuEntries(me: Pick<Me, 'role' | 'permissions'>): MenuEntry[] {
  if (me.role === 'counsellor') return [];
  return MENU_ENTRIES.filter((entry) => !entry.adminOnly && entry.page && !isPageAllowed(me.role, me.permissions, entry.page));
}

interface MainMenuProps {
  me: Pick<Me, 'role' | 'permissions'>;
  onNavigate: () => void;
}

export function MainMenu({ me, onNavigate }: MainMenuProps) {
  const { t } = useTranslation(['common']);
  const { pathname } = useLocation();
  const locked = getLockedMenuEntries(me);
  return (
    <>
      <ul className="flex flex-col gap-1 p-3">
        {getVisibleMenuEntries(me).map((entry) => {
          const isActive = isMenuEntryActive(entry, pathname);
          return (
            <li key={entry.path}>
              <Link
                to={entry.path}
                aria-current={isActive ? 'page' : undefined}
                // the onboarding tour points at the entries through this stable attribute
                data-tour={getTourTargetId(entry.path)}
                onClick={onNavigate}
                className={cx(
                  'flex min-h-11 items-center rounded-lg border-l-4 px-3 py-2 font-medium no-underline hover:no-underline',
                  isActive
                    ? 'border-indigo-600 bg-indigo-50 text-indigo-800'
                    : 'border-transparent text-slate-700 hover:bg-slate-100 hover:text-slate-900',
                )}
              >
                {/* MENU_ENTRIES' label keys live in the common namespace (checked by i18n.test.ts) */}
                {t(`common:${entry.labelKey}` as TranslationKey<'common'>)}
              </Link>
            </li>
          );
        })}
      </ul>
      {locked.length > 0 && (
        <div className="border-t border-slate-200 p-3">
          <h2 id="locked-areas" className="px-3 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase">
            {t('common:lockedArea.lockedAreas')}
          </h2>
          <ul aria-labelledby="locked-areas" className="flex flex-col gap-1">
            {locked.map((entry) => (
              <li key={entry.path}>
                <Link
                  to={`/dashboard?locked=${entry.page}`}
                  onClick={onNavigate}
                  className="flex min-h-11 items-center gap-2 rounded-lg px-3 py-2 text-slate-600 no-underline hover:bg-slate-100 hover:text-slate-900 hover:no-underline"
                >
                  <svg viewBox="0 0 20 20" fill="currentColor" className="size-4 shrink-0" aria-hidden="true">
                    <path
                      fillRule="evenodd"
                      d="M10 1a4.5 4.5 0 0 0-4.5 4.5V9H5a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6a2 2 0 0 0-2-2h-.5V5.5A4.5 4.5 0 0 0 10 1Zm3 8V5.5a3 3 0 1 0-6 0V9h6Z"
                      clipRule="evenodd"
                    />
                  </svg>
                  {t(`common:${entry.labelKey}` as TranslationKey<'common'>)}
                  <span className="sr-only"> ({t('common:lockedArea.locked')})</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
