// Leaving Einstellungen with a section that has unsaved changes asks first: a link inside the
// platform opens a confirmation, closing or reloading the tab the browser's own question.
import { createContext, useCallback, useContext, useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { useBlocker } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';

type ReportDirty = (sectionId: string, isDirty: boolean) => void;

const DirtyContext = createContext<ReportDirty>(() => undefined);

/** A section tells the page whether it holds changes that were not saved. */
export function useReportUnsavedChanges(isDirty: boolean) {
  const report = useContext(DirtyContext);
  const sectionId = useId();
  useEffect(() => {
    report(sectionId, isDirty);
    return () => report(sectionId, false);
  }, [report, sectionId, isDirty]);
}

export function UnsavedChangesGuard({ children }: { children: ReactNode }) {
  const { t } = useTranslation(['settings']);
  const [dirtySections, setDirtySections] = useState<ReadonlySet<string>>(new Set());
  const report = useCallback<ReportDirty>((sectionId, isDirty) => {
    setDirtySections((current) => {
      if (current.has(sectionId) === isDirty) return current;
      const next = new Set(current);
      if (isDirty) next.add(sectionId);
      else next.delete(sectionId);
      return next;
    });
  }, []);
  const hasUnsavedChanges = dirtySections.size > 0;
  // only moves to another page of the platform ask: signing out and a lost session go to /login at once
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      hasUnsavedChanges && currentLocation.pathname !== nextLocation.pathname && nextLocation.pathname.startsWith('/dashboard'),
  );

  useEffect(() => {
    if (!hasUnsavedChanges) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [hasUnsavedChanges]);

  const value = useMemo(() => report, [report]);
  return (
    <DirtyContext.Provider value={value}>
      {children}
      <ConfirmDialog
        open={blocker.state === 'blocked'}
        title={t('settings:unsaved.title')}
        description={t('settings:unsaved.description')}
        confirmLabel={t('settings:unsaved.leave')}
        onConfirm={() => blocker.proceed?.()}
        onClose={() => blocker.reset?.()}
      />
    </DirtyContext.Provider>
  );
}
