import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isMenuEntryActive, MENU_ENTRIES, type MenuEntry } from '@common/domain/navigation';
import { isPageAllowed } from '@common/domain/page-keys';
import type { Me } from '@common/schemas/me';
import { getTourTargetId } from '../../features/tour/tour-steps';
import { cx } from '../../lib/cx';
import type { TranslationKey } from '../../lib/i18n';

/** The entries this user may open: page entries by permission, admin entries by role. */
export function getVisibleMenuEntries(me: Pick<Me, 'role' | 'permissions'>): MenuEntry[] {
  return MENU_ENTRIES.filter(
    (entry) => (!entry.adminOnly || me.role === 'admin') && (!entry.page || isPageAllowed(me.role, me.permissions, entry.page)),
  );
}

interface MainMenuProps {
  me: Pick<Me, 'role' | 'permissions'>;
  onNavigate: () => void;
}

export function MainMenu({ me, onNavigate }: MainMenuProps) {
  const { t } = useTranslation(['common']);
  const { pathname } = useLocation();
  return (
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
  );
}
