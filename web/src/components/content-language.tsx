// Learning content in the learner's language with the German original on demand (docs/decisions/089-content-languages.md):
// the "nur auf Deutsch" mark, the switch "Auch auf Deutsch anzeigen" (one choice for every page, kept on this
// device) and the German original shown beside a translation.
import { useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@common/domain/value-sets';
import { getCurrentLanguage } from '../lib/i18n';
import { cx } from '../lib/cx';
import { Badge } from './ui/badge';
import { ToggleButton } from './ui/toggle-button';

const STORAGE_KEY = 'mpu.show-german';
const listeners = new Set<() => void>();
/** Where the browser keeps no storage (private mode): the choice lasts until the page reloads. */
let withoutStorage = false;

function readShowGerman(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEY) === '1';
  } catch {
    return withoutStorage;
  }
}

function writeShowGerman(show: boolean) {
  try {
    if (show) localStorage.setItem(STORAGE_KEY, '1');
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    withoutStorage = show;
  }
  for (const listener of listeners) listener();
}

/** Whether the German original is shown beside translations, the same on every page of this device. */
export function useShowGerman(): [boolean, (show: boolean) => void] {
  const show = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    readShowGerman,
    () => false,
  );
  return [show, writeShowGerman];
}

/** "Auch auf Deutsch anzeigen": shown only where there is a German original to show. */
export function ShowGermanToggle({ className }: { className?: string }) {
  const { t } = useTranslation(['common']);
  const [show, setShow] = useShowGerman();
  return (
    <ToggleButton pressed={show} onPressedChange={setShow} className={className}>
      {t('common:contentLanguage.showGerman')}
    </ToggleButton>
  );
}

/** "nur auf Deutsch": the item has no version in the learner's language (only when that is not German). */
export function OnlyGermanBadge({ contentLanguage }: { contentLanguage: Language | undefined }) {
  const { t } = useTranslation(['common']);
  if (contentLanguage !== 'de' || getCurrentLanguage() === 'de') return null;
  return (
    <Badge variant="neutral">
      <span lang="de">{t('common:contentLanguage.onlyGerman')}</span>
    </Badge>
  );
}

/** The mark or the switch a translated item needs in its header. */
export function ContentLanguageControls({ contentLanguage, hasGerman }: { contentLanguage: Language | undefined; hasGerman: boolean }) {
  if (hasGerman) return <ShowGermanToggle />;
  return <OnlyGermanBadge contentLanguage={contentLanguage} />;
}

/** The German original of a translated text, when the learner asked for it; `inline` for an option or a term. */
export function GermanOriginal({ children, inline = false, className }: { children: ReactNode; inline?: boolean; className?: string }) {
  const { t } = useTranslation(['common']);
  const [show] = useShowGerman();
  if (!show || children === undefined || children === null || children === '') return null;
  if (inline)
    return (
      <span className={cx('block text-sm text-slate-700 italic', className)}>
        <span className="sr-only">{t('common:contentLanguage.germanOriginal')}: </span>
        <span lang="de">{children}</span>
      </span>
    );
  return (
    <div className={cx('rounded-lg border border-slate-200 bg-slate-50 p-3 text-slate-800', className)}>
      <p className="mb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase">{t('common:contentLanguage.germanOriginal')}</p>
      <div lang="de">{children}</div>
    </div>
  );
}

/** A long translated text (a chapter, an article) with its German original beside it on wide screens, below it on a phone. */
export function BesideGerman({ children, german }: { children: ReactNode; german: ReactNode | undefined }) {
  const [show] = useShowGerman();
  if (!show || german === undefined) return <>{children}</>;
  return (
    <div className="grid items-start gap-4 lg:grid-cols-2">
      <div className="min-w-0">{children}</div>
      <GermanOriginal className="min-w-0">{german}</GermanOriginal>
    </div>
  );
}
