import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  INSTRUCTOR_IMAGE_MAX_LENGTH,
  INSTRUCTOR_TEXT_MAX_LENGTH,
  type AdminInstructor,
  type InstructorInput,
} from '@common/schemas/booking';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { LiveRegion } from '../../../components/ui/live-region';
import { Modal, ModalActions } from '../../../components/ui/modal';
import { TextareaField } from '../../../components/ui/textarea-field';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import type { TranslationKey } from '../../../lib/i18n';
import { useLinkInstructorAccount } from '../api/admin-link-instructor-account';
import { useUnlinkInstructorAccount } from '../api/admin-unlink-instructor-account';
import { getBookingErrorKey } from '../api/booking-messages';
import { useUpdateInstructor } from '../api/update-instructor';
import { AdminInstructorSettingsDialog } from './admin-instructor-settings-dialog';
import { formatEuroInput, parseEuroInput } from './admin-price';
import '../locales';

interface InstructorEditorDialogProps {
  /** The instructor being edited, null while closed. */
  instructor: AdminInstructor | null;
  onClose: () => void;
  onSaved: () => void;
}

type Message = { variant: 'success' | 'error'; key: TranslationKey<'booking'>; email?: string };

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function getAccountErrorKey(error: unknown): TranslationKey<'booking'> {
  if (error instanceof ApiError && !error.isNetworkError) {
    if (error.code === 'ACCOUNT_IS_ADMIN') return 'booking:counsellorAdmin.errors.accountIsAdmin';
    if (error.code === 'ACCOUNT_LINKED_ELSEWHERE') return 'booking:counsellorAdmin.errors.linkedElsewhere';
    if (error.code === 'VALIDATION_ERROR' && error.fields?.email) return 'booking:counsellorAdmin.errors.emailInvalid';
  }
  return 'booking:counsellorAdmin.errors.link';
}

/**
 * The admin's dialog for an instructor: the profile (name, title, specialization, experience, image, price), the
 * counsellor's own account (link, invite, unlink) and a way to their session mode and times. The unlink
 * confirmation and the settings open as dialogs of their own beside this one, not inside it.
 */
export function InstructorEditorDialog({ instructor, onClose, onSaved }: InstructorEditorDialogProps) {
  const { t } = useTranslation(['booking']);
  const formId = useId();
  const update = useUpdateInstructor();
  const link = useLinkInstructorAccount();
  const unlink = useUnlinkInstructorAccount();
  // the list behind refreshes too, but this dialog shows the answer at once
  const [account, setAccount] = useState(instructor?.account ?? null);
  const [isUnlinkOpen, setUnlinkOpen] = useState(false);
  const [isSettingsOpen, setSettingsOpen] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);
  // each instructor opened starts afresh. The dialogs stay mounted and only open and close: a modal mounted
  // already open is shown, closed and shown again by StrictMode's second effect run, and that close event
  // would close it for good
  const [shownId, setShownId] = useState(instructor?.id);
  if (instructor?.id !== shownId) {
    setShownId(instructor?.id);
    setAccount(instructor?.account ?? null);
    setUnlinkOpen(false);
    setSettingsOpen(false);
    setMessage(null);
  }
  const accountHeadingRef = useRef<HTMLHeadingElement>(null);
  const isBusy = update.isPending || link.isPending || unlink.isPending;

  function confirmUnlink() {
    if (!instructor) return;
    const email = account?.email ?? '';
    unlink.mutate(instructor.id, {
      onSuccess: (result) => {
        setUnlinkOpen(false);
        setAccount(result.account);
        setMessage({ variant: 'success', key: 'booking:counsellorAdmin.account.unlinked', email });
      },
      onError: () => {
        setUnlinkOpen(false);
        setMessage({ variant: 'error', key: 'booking:counsellorAdmin.errors.unlink' });
      },
    });
  }

  return (
    <>
      <Modal
        open={instructor !== null}
        onClose={onClose}
        title={t('booking:admin.editor.title')}
        closeLabel={t('booking:admin.editor.close')}
        dismissible={!isBusy}
        size="lg"
      >
        {instructor && (
          <>
            <InstructorForm
              key={instructor.id}
              id={formId}
              instructor={instructor}
              isPending={update.isPending}
              onSubmit={async (values) => {
                await update.mutateAsync({ id: instructor.id, ...values });
                onSaved();
              }}
            />

            <section aria-labelledby={`${formId}-account`} className="flex flex-col gap-3 border-t border-slate-200 pt-4">
              <h3 id={`${formId}-account`} ref={accountHeadingRef} tabIndex={-1} className="text-lg font-semibold text-slate-900">
                {t('booking:counsellorAdmin.account.title')}
              </h3>
              <p className="text-sm text-slate-700">{t('booking:counsellorAdmin.account.intro')}</p>
              {account ? (
                <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
                  <p className="[overflow-wrap:anywhere] text-slate-900">
                    {t('booking:counsellorAdmin.account.linkedTo', { email: account.email })}
                  </p>
                  <Button
                    variant="danger-secondary"
                    size="sm"
                    className="self-start sm:self-center"
                    disabled={isBusy}
                    onClick={() => {
                      setMessage(null);
                      setUnlinkOpen(true);
                    }}
                  >
                    {t('booking:counsellorAdmin.account.unlink')}
                  </Button>
                </div>
              ) : (
                <AccountLinkForm
                  isPending={link.isPending}
                  disabled={isBusy}
                  onSubmit={(email) => {
                    setMessage(null);
                    link.mutate(
                      { id: instructor.id, email },
                      {
                        onSuccess: (result) => {
                          setAccount(result.instructor.account);
                          setMessage({
                            variant: 'success',
                            key:
                              result.status === 'linked'
                                ? 'booking:counsellorAdmin.account.linked'
                                : 'booking:counsellorAdmin.account.invited',
                            email: result.instructor.account?.email ?? email,
                          });
                        },
                        onError: (error) => setMessage({ variant: 'error', key: getAccountErrorKey(error), email }),
                      },
                    );
                  }}
                />
              )}
              <LiveRegion>
                {message && (
                  <Banner variant={message.variant} announce={false}>
                    {t(message.key, { email: message.email ?? '', name: instructor.name })}
                  </Banner>
                )}
              </LiveRegion>
            </section>

            <section className="flex flex-col gap-2 border-t border-slate-200 pt-4">
              <Button
                variant="secondary"
                className="self-start"
                aria-label={t('booking:counsellorAdmin.settings.openLabel', { name: instructor.name })}
                disabled={isBusy}
                onClick={() => {
                  setMessage(null);
                  setSettingsOpen(true);
                }}
              >
                {t('booking:counsellorAdmin.settings.open')}
              </Button>
            </section>

            <ModalActions>
              <Button variant="secondary" onClick={onClose} disabled={isBusy}>
                {t('booking:admin.editor.cancel')}
              </Button>
              <Button type="submit" form={formId} loading={update.isPending} disabled={link.isPending || unlink.isPending}>
                {t('booking:admin.editor.save')}
              </Button>
            </ModalActions>
          </>
        )}
      </Modal>

      <ConfirmDialog
        open={isUnlinkOpen}
        title={t('booking:counsellorAdmin.account.unlinkTitle')}
        description={t('booking:counsellorAdmin.account.unlinkQuestion', { email: account?.email ?? '', name: instructor?.name ?? '' })}
        confirmLabel={t('booking:counsellorAdmin.account.unlink')}
        isPending={unlink.isPending}
        onConfirm={confirmUnlink}
        onClose={() => setUnlinkOpen(false)}
        returnFocusRef={accountHeadingRef}
      />
      {instructor && (
        <AdminInstructorSettingsDialog
          instructor={instructor}
          open={isSettingsOpen}
          onClose={() => setSettingsOpen(false)}
          onSaved={() => {
            setSettingsOpen(false);
            setMessage({ variant: 'success', key: 'booking:counsellorAdmin.settings.saved' });
          }}
        />
      )}
    </>
  );
}

function AccountLinkForm({ isPending, disabled, onSubmit }: { isPending: boolean; disabled: boolean; onSubmit: (email: string) => void }) {
  const { t } = useTranslation(['booking']);
  const [email, setEmail] = useState('');
  const [isInvalid, setInvalid] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = email.trim();
    if (!EMAIL_PATTERN.test(trimmed)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    onSubmit(trimmed);
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <div className="min-w-0 flex-1">
        <TextField
          type="email"
          autoComplete="off"
          label={t('booking:counsellorAdmin.account.email')}
          hint={t('booking:counsellorAdmin.account.emailHint')}
          error={isInvalid ? t('booking:counsellorAdmin.errors.emailInvalid') : undefined}
          value={email}
          maxLength={254}
          onChange={(event) => setEmail(event.target.value)}
          disabled={disabled}
        />
      </div>
      <Button
        type="submit"
        variant="secondary"
        loading={isPending}
        disabled={disabled && !isPending}
        className="shrink-0 whitespace-nowrap sm:mt-7"
      >
        {t('booking:counsellorAdmin.account.link')}
      </Button>
    </form>
  );
}

type ProfileValues = Omit<InstructorInput, 'priceCents'>;

interface InstructorFormProps {
  id: string;
  instructor: AdminInstructor;
  isPending: boolean;
  onSubmit: (values: InstructorInput) => Promise<void>;
}

function InstructorForm({ id, instructor, isPending, onSubmit }: InstructorFormProps) {
  const { t, i18n } = useTranslation(['booking']);
  const [values, setValues] = useState<ProfileValues>(() => ({
    name: instructor.name,
    title: instructor.title,
    specialization: instructor.specialization,
    experience: instructor.experience,
    image: instructor.image,
  }));
  const [price, setPrice] = useState(() => formatEuroInput(instructor.priceCents, i18n.language));
  const [isPriceInvalid, setPriceInvalid] = useState(false);
  const [formError, setFormError] = useState<TranslationKey<'booking'> | null>(null);
  const set = (key: keyof ProfileValues, value: string) => setValues((current) => ({ ...current, [key]: value }));
  const isBlank = (key: keyof ProfileValues) => formError === 'booking:errors.requiredAll' && values[key].trim() === '';

  async function submit(event: FormEvent) {
    event.preventDefault();
    const priceCents = parseEuroInput(price);
    setPriceInvalid(priceCents === null);
    if ((['name', 'title', 'specialization', 'experience'] as const).some((key) => values[key].trim() === '')) {
      setFormError('booking:errors.requiredAll');
      return;
    }
    setFormError(null);
    if (priceCents === null) return;
    try {
      await onSubmit({ ...values, priceCents });
    } catch (error) {
      if (error instanceof ApiError && error.fields?.priceCents) setPriceInvalid(true);
      setFormError(getBookingErrorKey(error, 'saveInstructor'));
    }
  }

  return (
    <form id={id} onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
      {formError && <Banner variant="error">{t(formError)}</Banner>}
      <TextField
        label={t('booking:admin.editor.name')}
        value={values.name}
        maxLength={INSTRUCTOR_TEXT_MAX_LENGTH}
        required
        aria-invalid={isBlank('name') || undefined}
        onChange={(event) => set('name', event.target.value)}
        disabled={isPending}
      />
      <TextField
        label={t('booking:admin.editor.titleField')}
        value={values.title}
        maxLength={INSTRUCTOR_TEXT_MAX_LENGTH}
        required
        aria-invalid={isBlank('title') || undefined}
        onChange={(event) => set('title', event.target.value)}
        disabled={isPending}
      />
      <TextField
        label={t('booking:admin.editor.specialization')}
        value={values.specialization}
        maxLength={INSTRUCTOR_TEXT_MAX_LENGTH}
        required
        aria-invalid={isBlank('specialization') || undefined}
        onChange={(event) => set('specialization', event.target.value)}
        disabled={isPending}
      />
      <TextareaField
        label={t('booking:admin.editor.experience')}
        value={values.experience}
        rows={3}
        maxLength={INSTRUCTOR_TEXT_MAX_LENGTH}
        required
        aria-invalid={isBlank('experience') || undefined}
        onChange={(event) => set('experience', event.target.value)}
        disabled={isPending}
      />
      <TextField
        type="url"
        label={t('booking:admin.editor.image')}
        value={values.image}
        maxLength={INSTRUCTOR_IMAGE_MAX_LENGTH}
        aria-invalid={formError === 'booking:errors.imageUrl' || undefined}
        onChange={(event) => set('image', event.target.value)}
        disabled={isPending}
      />
      <TextField
        inputMode="decimal"
        label={t('booking:counsellorAdmin.price')}
        hint={t('booking:counsellorAdmin.priceHint')}
        error={isPriceInvalid ? t('booking:counsellorAdmin.priceError') : undefined}
        value={price}
        maxLength={12}
        className="sm:max-w-48"
        required
        onChange={(event) => setPrice(event.target.value)}
        disabled={isPending}
      />
    </form>
  );
}
