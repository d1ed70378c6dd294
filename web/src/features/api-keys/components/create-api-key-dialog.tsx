import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { API_KEY_NAME_MAX_LENGTH, getBerlinToday, type ApiKeyCreated } from '@common/schemas/api-keys';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Modal, ModalActions } from '../../../components/ui/modal';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import type { TranslationKey } from '../../../lib/i18n';
import { useCreateApiKey } from '../api/create-api-key';

type Key = TranslationKey<'api-keys'>;

function getCreateErrorKey(error: unknown): Key {
  if (error instanceof ApiError && error.fields?.expiresOn === 'IN_THE_PAST') return 'api-keys:errors.expiryPast';
  if (error instanceof ApiError && error.fields?.name === 'REQUIRED') return 'api-keys:errors.nameRequired';
  return 'api-keys:errors.create';
}

interface CreateApiKeyDialogProps {
  open: boolean;
  onClose: () => void;
  onCreated: (created: ApiKeyCreated) => void;
}

/** 'Neuen API-Schlüssel erstellen': name, optional expiry (today at the earliest), active by default. */
export function CreateApiKeyDialog({ open, onClose, onCreated }: CreateApiKeyDialogProps) {
  const { t } = useTranslation(['api-keys']);
  const createKey = useCreateApiKey();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('api-keys:create.title')}
      closeLabel={t('api-keys:create.close')}
      dismissible={!createKey.isPending}
    >
      {open && (
        <CreateForm
          isPending={createKey.isPending}
          onCancel={onClose}
          onSubmit={async (values) => onCreated(await createKey.mutateAsync(values))}
        />
      )}
    </Modal>
  );
}

interface Values {
  name: string;
  expiresOn: string;
  isActive: boolean;
}

function CreateForm({
  isPending,
  onCancel,
  onSubmit,
}: {
  isPending: boolean;
  onCancel: () => void;
  onSubmit: (values: { name: string; expiresOn: string | null; isActive: boolean }) => Promise<void>;
}) {
  const { t } = useTranslation(['api-keys']);
  const [values, setValues] = useState<Values>({ name: '', expiresOn: '', isActive: true });
  const [formError, setFormError] = useState<Key | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const dateRef = useRef<HTMLInputElement>(null);
  const today = getBerlinToday();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (values.name.trim() === '') {
      setFormError('api-keys:errors.nameRequired');
      nameRef.current?.focus();
      return;
    }
    if (values.expiresOn !== '' && values.expiresOn < today) {
      setFormError('api-keys:errors.expiryPast');
      dateRef.current?.focus();
      return;
    }
    setFormError(null);
    try {
      await onSubmit({ name: values.name.trim(), expiresOn: values.expiresOn || null, isActive: values.isActive });
    } catch (error) {
      setFormError(getCreateErrorKey(error));
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
      {formError && <Banner variant="error">{t(formError)}</Banner>}
      <TextField
        ref={nameRef}
        label={t('api-keys:create.name')}
        hint={t('api-keys:create.nameHint')}
        value={values.name}
        maxLength={API_KEY_NAME_MAX_LENGTH}
        autoComplete="off"
        required
        aria-invalid={formError === 'api-keys:errors.nameRequired' || undefined}
        onChange={(event) => setValues((current) => ({ ...current, name: event.target.value }))}
        disabled={isPending}
      />
      <TextField
        ref={dateRef}
        type="date"
        label={t('api-keys:create.expiresOn')}
        hint={t('api-keys:create.expiresHint')}
        value={values.expiresOn}
        min={today}
        aria-invalid={formError === 'api-keys:errors.expiryPast' || undefined}
        onChange={(event) => setValues((current) => ({ ...current, expiresOn: event.target.value }))}
        disabled={isPending}
        className="sm:max-w-xs"
      />
      <Checkbox
        label={t('api-keys:create.active')}
        checked={values.isActive}
        onChange={(event) => setValues((current) => ({ ...current, isActive: event.target.checked }))}
        disabled={isPending}
      />
      <ModalActions>
        <Button variant="secondary" onClick={onCancel} disabled={isPending}>
          {t('api-keys:create.cancel')}
        </Button>
        <Button type="submit" loading={isPending}>
          {t('api-keys:create.submit')}
        </Button>
      </ModalActions>
    </form>
  );
}
