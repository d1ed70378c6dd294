import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Entry } from '@common/schemas/abstinence';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Modal, ModalActions } from '../../../components/ui/modal';
import { ApiError } from '../../../lib/api-client';
import { formatCalendarDate } from '../../../lib/format';
import type { TranslationKey } from '../../../lib/i18n';
import { getAbstinenceErrorKey } from '../api/abstinence-messages';
import { useAddEntry } from '../api/add-entry';
import { useDeleteEntry } from '../api/delete-entry';
import { useUpdateEntry } from '../api/update-entry';
import { attachmentUrl } from '../api/upload-attachment';
import { checkEntryDraft, EntryFields, type EntryDraft } from './entry-fields';

type Say = (variant: 'success' | 'error', key: TranslationKey<'abstinence'>, values?: Record<string, string>) => void;

const RESULT_BADGES = { negative: 'success', positive: 'error', missed: 'warning', pending: 'neutral' } as const;

/** An error after the entry itself was saved: only the file was refused. */
function isUploadError(error: unknown) {
  return (
    error instanceof ApiError &&
    ['FILE_TOO_LARGE', 'UNSUPPORTED_FILE_TYPE', 'FILE_TYPE_MISMATCH', 'EMPTY_FILE', 'LENGTH_REQUIRED'].includes(error.code)
  );
}

function AddEntryForm({ say }: { say: Say }) {
  const { t } = useTranslation(['abstinence']);
  const addEntry = useAddEntry();
  const empty: EntryDraft = { date: '', result: 'negative', file: null };
  const [draft, setDraft] = useState<EntryDraft>(empty);
  const [formKey, setFormKey] = useState(0);
  const [isSubmitted, setIsSubmitted] = useState(false);
  const problems = checkEntryDraft(draft);

  return (
    <form
      key={formKey}
      noValidate
      aria-labelledby="abstinence-add-title"
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        setIsSubmitted(true);
        if (problems.date || problems.file) return;
        addEntry.mutate(
          { input: { date: draft.date, result: draft.result }, file: draft.file },
          {
            onSuccess: () => {
              setDraft(empty);
              setIsSubmitted(false);
              setFormKey((key) => key + 1);
              say('success', 'abstinence:entries.added');
            },
            onError: (error) => {
              if (isUploadError(error)) {
                setDraft(empty);
                setIsSubmitted(false);
                setFormKey((key) => key + 1);
                say('error', 'abstinence:errors.uploadFailed', { reason: t(getAbstinenceErrorKey(error)) });
              } else say('error', getAbstinenceErrorKey(error));
            },
          },
        );
      }}
    >
      <h3 id="abstinence-add-title" className="text-lg font-semibold text-slate-900">
        {t('abstinence:entries.addTitle')}
      </h3>
      {/* locked while saving: the form empties when the entry is in, and would drop what was typed meanwhile */}
      <fieldset disabled={addEntry.isPending} className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <EntryFields
          draft={draft}
          onChange={setDraft}
          fileLabel={t('abstinence:entries.file')}
          errors={{
            date: isSubmitted && problems.date ? t(problems.date) : undefined,
            file: problems.file ? t(problems.file) : undefined,
          }}
        />
      </fieldset>
      <div>
        <Button type="submit" loading={addEntry.isPending}>
          {t('abstinence:entries.add')}
        </Button>
      </div>
    </form>
  );
}

function EditEntryDialog({ entry, onClose, say }: { entry: Entry; onClose: () => void; say: Say }) {
  const { t, i18n } = useTranslation(['abstinence', 'common']);
  const updateEntry = useUpdateEntry();
  const [draft, setDraft] = useState<EntryDraft>({ date: entry.date, result: entry.result, file: null });
  const problems = checkEntryDraft(draft);
  const date = formatCalendarDate(entry.date, i18n.language);

  function save() {
    if (problems.date || problems.file) return;
    updateEntry.mutate(
      { id: entry.id, input: { date: draft.date, result: draft.result }, file: draft.file },
      {
        onSuccess: () => {
          say('success', 'abstinence:entries.updated');
          onClose();
        },
        onError: (error) => {
          if (isUploadError(error)) {
            say('error', 'abstinence:errors.uploadFailed', { reason: t(getAbstinenceErrorKey(error)) });
            onClose();
          } else say('error', getAbstinenceErrorKey(error));
        },
      },
    );
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={t('abstinence:entries.editTitle', { date })}
      closeLabel={t('common:dialog.close')}
      dismissible={!updateEntry.isPending}
    >
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <EntryFields
          draft={draft}
          onChange={setDraft}
          fileLabel={t(entry.attachment ? 'abstinence:entries.replaceFile' : 'abstinence:entries.file')}
          errors={{ date: problems.date ? t(problems.date) : undefined, file: problems.file ? t(problems.file) : undefined }}
        />
        <ModalActions>
          <Button type="button" variant="secondary" onClick={onClose} disabled={updateEntry.isPending}>
            {t('common:dialog.cancel')}
          </Button>
          <Button type="submit" loading={updateEntry.isPending}>
            {t('abstinence:entries.save')}
          </Button>
        </ModalActions>
      </form>
    </Modal>
  );
}

/** Every screening or hair sample, newest last, with its lab letter; add, edit, delete (after a confirmation). */
export function EntriesSection({ entries, say }: { entries: Entry[]; say: Say }) {
  const { t, i18n } = useTranslation(['abstinence']);
  const [editing, setEditing] = useState<Entry | null>(null);
  const [deleting, setDeleting] = useState<Entry | null>(null);
  const deleteEntry = useDeleteEntry();
  const headingRef = useRef<HTMLHeadingElement>(null);

  return (
    <Card role="region" aria-labelledby="abstinence-entries-title" className="flex flex-col gap-5">
      <h2 id="abstinence-entries-title" ref={headingRef} tabIndex={-1} className="text-xl font-semibold text-slate-900">
        {t('abstinence:entries.title')}
      </h2>
      {entries.length === 0 ? (
        <p className="text-slate-700">{t('abstinence:entries.empty')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-200 rounded-lg border border-slate-200">
          {entries.map((entry) => {
            const date = formatCalendarDate(entry.date, i18n.language);
            return (
              <li
                key={entry.id}
                className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between"
                data-testid="abstinence-entry"
              >
                <div className="flex flex-col gap-1">
                  <div className="flex flex-wrap items-center gap-3">
                    <span className="font-semibold text-slate-900">{date}</span>
                    <Badge variant={RESULT_BADGES[entry.result]}>{t(`abstinence:entries.results.${entry.result}`)}</Badge>
                  </div>
                  {entry.attachment ? (
                    <a
                      href={attachmentUrl(entry.id)}
                      target="_blank"
                      rel="noopener"
                      className="inline-flex min-h-11 items-center break-all text-indigo-700 underline hover:text-indigo-900 sm:min-h-0"
                    >
                      {t('abstinence:entries.viewFile', { name: entry.attachment.name })}
                    </a>
                  ) : (
                    <span className="text-sm text-slate-600">{t('abstinence:entries.noFile')}</span>
                  )}
                </div>
                <div className="flex gap-2">
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={t('abstinence:entries.editLabel', { date })}
                    onClick={() => setEditing(entry)}
                  >
                    {t('abstinence:entries.edit')}
                  </Button>
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={t('abstinence:entries.deleteLabel', { date })}
                    onClick={() => setDeleting(entry)}
                  >
                    {t('abstinence:entries.delete')}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <div className="border-t border-slate-200 pt-5">
        <AddEntryForm say={say} />
      </div>
      {editing && <EditEntryDialog key={editing.id} entry={editing} onClose={() => setEditing(null)} say={say} />}
      <ConfirmDialog
        open={deleting !== null}
        title={t('abstinence:entries.deleteTitle', { date: deleting ? formatCalendarDate(deleting.date, i18n.language) : '' })}
        description={t('abstinence:entries.deleteText')}
        confirmLabel={t('abstinence:entries.deleteConfirm')}
        isPending={deleteEntry.isPending}
        returnFocusRef={headingRef}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          deleteEntry.mutate(deleting.id, {
            onSuccess: () => {
              setDeleting(null);
              say('success', 'abstinence:entries.deleted');
            },
            onError: (error) => {
              setDeleting(null);
              say('error', getAbstinenceErrorKey(error));
            },
          });
        }}
      />
    </Card>
  );
}
