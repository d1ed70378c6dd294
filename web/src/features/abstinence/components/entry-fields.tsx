import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ABSTINENCE_RESULTS, type AbstinenceResult } from '@common/domain/abstinence';
import { controlClasses, describedBy, LabelledField } from '../../../components/ui/field-parts';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { ATTACHMENT_ACCEPT, checkAttachment } from '../api/upload-attachment';

export interface EntryDraft {
  date: string;
  result: AbstinenceResult;
  file: File | null;
}

export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** What is wrong with a draft (text keys), checked before sending; the server is the authority. */
export function checkEntryDraft(draft: EntryDraft) {
  return {
    date: ISO_DATE.test(draft.date) ? undefined : ('abstinence:programme.dateInvalid' as const),
    file: draft.file ? (checkAttachment(draft.file) ?? undefined) : undefined,
  };
}

/** Date, result and the optional lab letter of one entry (the add form and the edit dialog). */
export function EntryFields({
  draft,
  onChange,
  errors,
  fileLabel,
}: {
  draft: EntryDraft;
  onChange: (draft: EntryDraft) => void;
  errors: { date?: string; file?: string };
  fileLabel: string;
}) {
  const { t } = useTranslation(['abstinence']);
  const fileId = useId();
  const hint = t('abstinence:entries.fileHint');
  return (
    <>
      <TextField
        type="date"
        label={t('abstinence:entries.date')}
        value={draft.date}
        error={errors.date}
        onChange={(event) => onChange({ ...draft, date: event.target.value })}
      />
      <SelectField
        label={t('abstinence:entries.result')}
        value={draft.result}
        onChange={(event) => onChange({ ...draft, result: event.target.value as AbstinenceResult })}
      >
        {ABSTINENCE_RESULTS.map((value) => (
          <option key={value} value={value}>
            {t(`abstinence:entries.results.${value}`)}
          </option>
        ))}
      </SelectField>
      <LabelledField inputId={fileId} label={fileLabel} hint={hint} error={errors.file}>
        <input
          id={fileId}
          type="file"
          accept={ATTACHMENT_ACCEPT}
          aria-invalid={errors.file ? true : undefined}
          aria-describedby={describedBy(fileId, hint, errors.file)}
          className={controlClasses(
            Boolean(errors.file),
            'file:mr-3 file:rounded-md file:border-0 file:bg-indigo-50 file:px-3 file:py-1.5 file:font-semibold file:text-indigo-800',
          )}
          onChange={(event) => onChange({ ...draft, file: event.target.files?.[0] ?? null })}
        />
      </LabelledField>
    </>
  );
}
