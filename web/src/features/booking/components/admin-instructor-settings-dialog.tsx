import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CounsellorSettingsInput } from '@common/schemas/counsellor';
import { CounsellorSettingsForm } from '../../../components/counsellor-settings-form';
import { Banner } from '../../../components/ui/banner';
import { LoadErrorBanner } from '../../../components/ui/load-error-banner';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import type { TranslationKey } from '../../../lib/i18n';
import { useAdminInstructorSettings } from '../api/admin-instructor-settings-query';
import { useUpdateInstructorSettings } from '../api/admin-update-instructor-settings';

interface AdminInstructorSettingsDialogProps {
  instructor: { id: string; name: string };
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}

/** "Sitzungsart und Zeiten" of one profile: the counsellor's own settings form, opened by the admin. */
export function AdminInstructorSettingsDialog({ instructor, open, onClose, onSaved }: AdminInstructorSettingsDialogProps) {
  const { t } = useTranslation(['booking']);
  const update = useUpdateInstructorSettings();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('booking:counsellorAdmin.settings.title', { name: instructor.name })}
      closeLabel={t('booking:counsellorAdmin.settings.close')}
      dismissible={!update.isPending}
      size="xl"
    >
      {open && <SettingsContent id={instructor.id} update={update} onSaved={onSaved} />}
    </Modal>
  );
}

function SettingsContent({
  id,
  update,
  onSaved,
}: {
  id: string;
  update: ReturnType<typeof useUpdateInstructorSettings>;
  onSaved: () => void;
}) {
  const { t } = useTranslation(['booking']);
  const settings = useAdminInstructorSettings(id);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<TranslationKey<'booking'> | null>(null);

  if (settings.isPending) return <Spinner label={t('booking:loading')} showLabel className="justify-center py-6" />;
  if (settings.isError)
    return (
      <LoadErrorBanner retryLabel={t('booking:retry')} onRetry={() => void settings.refetch()} isRetrying={settings.isFetching}>
        {t('booking:counsellorAdmin.errors.settingsLoad')}
      </LoadErrorBanner>
    );

  function submit(input: CounsellorSettingsInput) {
    setError(null);
    update.mutate(
      { id, input },
      {
        onSuccess: () => {
          setFieldErrors({});
          onSaved();
        },
        onError: (cause) => {
          if (cause instanceof ApiError && cause.code === 'VALIDATION_ERROR' && cause.fields) {
            setFieldErrors(cause.fields);
            setError('booking:counsellorAdmin.errors.settingsInvalid');
          } else setError('booking:counsellorAdmin.errors.settingsSave');
        },
      },
    );
  }

  return (
    <div className="flex flex-col gap-4">
      {error && <Banner variant="error">{t(error)}</Banner>}
      <CounsellorSettingsForm value={settings.data} onSubmit={submit} isSaving={update.isPending} fieldErrors={fieldErrors} />
    </div>
  );
}
