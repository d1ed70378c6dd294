import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useExportMyData } from '../api/export-my-data';
import { saveFile } from '../../../lib/save-file';
import { DeleteAccountDialog } from './delete-account-dialog';
import { FeedbackRegion, SettingsSection, SubsectionTitle, type SectionFeedback } from './settings-section';

/** Meine Daten: download everything as JSON (GDPR Art. 15/20) and delete the account (Art. 17). */
export function MyDataSection({ email }: { email: string }) {
  const { t } = useTranslation(['settings']);
  const exportData = useExportMyData();
  const [feedback, setFeedback] = useState<SectionFeedback | null>(null);
  const [isDeleteOpen, setIsDeleteOpen] = useState(false);

  function download() {
    setFeedback(null);
    exportData.mutate(undefined, {
      onSuccess: ({ blob, fileName }) => {
        saveFile(blob, fileName);
        setFeedback({ variant: 'success', messageKey: 'settings:myData.exported', values: { fileName } });
      },
      onError: () => setFeedback({ variant: 'error', messageKey: 'settings:myData.exportFailed' }),
    });
  }

  return (
    <SettingsSection id="meine-daten" title={t('settings:myData.title')}>
      <div className="flex flex-col gap-3">
        <SubsectionTitle id="meine-daten-export-title">{t('settings:myData.exportTitle')}</SubsectionTitle>
        <p className="max-w-prose text-slate-700">{t('settings:myData.exportIntro')}</p>
        <div>
          <Button variant="secondary" onClick={download} loading={exportData.isPending}>
            <svg viewBox="0 0 20 20" fill="currentColor" className="size-5" aria-hidden="true">
              <path d="M10.75 2.75a.75.75 0 0 0-1.5 0v8.614L6.295 8.235a.75.75 0 1 0-1.09 1.03l4.25 4.5a.75.75 0 0 0 1.09 0l4.25-4.5a.75.75 0 0 0-1.09-1.03l-2.955 3.129V2.75Z" />
              <path d="M3.5 12.75a.75.75 0 0 0-1.5 0v2.5A2.75 2.75 0 0 0 4.75 18h10.5A2.75 2.75 0 0 0 18 15.25v-2.5a.75.75 0 0 0-1.5 0v2.5c0 .69-.56 1.25-1.25 1.25H4.75c-.69 0-1.25-.56-1.25-1.25v-2.5Z" />
            </svg>
            {t('settings:myData.export')}
          </Button>
        </div>
        <FeedbackRegion feedback={feedback} />
      </div>
      <div className="border-t border-slate-200" />
      <div className="flex flex-col gap-3">
        <SubsectionTitle id="meine-daten-delete-title">{t('settings:myData.deleteTitle')}</SubsectionTitle>
        <p className="max-w-prose text-slate-700">{t('settings:myData.deleteIntro')}</p>
        <div>
          <Button variant="danger-secondary" onClick={() => setIsDeleteOpen(true)}>
            {t('settings:myData.delete')}
          </Button>
        </div>
      </div>
      <DeleteAccountDialog open={isDeleteOpen} email={email} onClose={() => setIsDeleteOpen(false)} />
    </SettingsSection>
  );
}
