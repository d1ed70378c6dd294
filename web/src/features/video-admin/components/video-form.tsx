import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MPU_REASONS } from '@common/domain/mpu-reasons';
import { VIDEO_LANGUAGES } from '@common/domain/value-sets';
import {
  VIDEO_DESCRIPTION_MAX_LENGTH,
  VIDEO_FILE_MAX_BYTES,
  VIDEO_TITLE_MAX_LENGTH,
  VIDEO_URL_MAX_LENGTH,
  type ManagedSection,
  type ManagedVideo,
  type VideoInput,
} from '@common/schemas/video-management';
import type { TranslationLanguage } from '@common/domain/content-language';
import { TranslationColumns } from '../../../components/translation-columns';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { ModalActions } from '../../../components/ui/modal';
import { SelectField } from '../../../components/ui/select-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { TextField } from '../../../components/ui/text-field';
import { formatFileSize } from '../../../lib/format-file-size';
import type { TranslationKey } from '../../../lib/i18n';
import { createTranslationDrafts, findIncompleteTranslation, toTranslationsInput } from '../../../lib/translation-drafts';
import { isAbortError, uploadVideoFile } from '../api/upload-video-file';
import { getVideoAdminErrorKey } from '../api/video-admin-messages';
import { invalidateVideoManagement } from '../api/video-management-query';
import {
  draftOfVideo,
  EMPTY_VIDEO_DRAFT,
  isVideoDraftComplete,
  parseCountryList,
  toggleMpuType,
  type VideoDraft,
} from '../video-form-rules';
import { ChoiceFieldset, RadioOption } from './choice-fieldset';
import { UploadProgress } from './upload-progress';
import { VideoFileField } from './video-file-field';

type Key = TranslationKey<'video-admin'>;

interface UploadProblem {
  /** What went wrong with the file ('Die Datei ist zu groß …'); absent when the admin stopped it. */
  reason?: Key;
}

interface VideoFormProps {
  video: ManagedVideo | null;
  sections: readonly ManagedSection[];
  save: (draft: VideoDraft, country: string[], translations: VideoInput['translations']) => Promise<ManagedVideo>;
  onCancel: () => void;
  /** Saved, and the chosen file (if any) uploaded. */
  onDone: () => void;
}

/**
 * The video's fields. With an own file the video is saved first and the file uploaded after; if the
 * upload fails or is stopped, the video stays saved (marked 'Upload fehlt' in the list) and the form
 * says so and offers to try again.
 */
export function VideoForm({ video, sections, save, onCancel, onDone }: VideoFormProps) {
  const { t, i18n } = useTranslation(['video-admin']);
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<VideoDraft>(() =>
    video ? draftOfVideo(video) : { ...EMPTY_VIDEO_DRAFT, sectionId: sections.length === 1 ? sections[0]!.id : '' },
  );
  const [formError, setFormError] = useState<Key | null>(null);
  const [translations, setTranslations] = useState(() =>
    createTranslationDrafts(video?.translations, { fields: ['title', 'description'] }),
  );
  const [incompleteLanguage, setIncompleteLanguage] = useState<TranslationLanguage | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const [saved, setSaved] = useState<ManagedVideo | null>(null);
  const [uploadPercent, setUploadPercent] = useState<number | null>(null);
  const [uploadProblem, setUploadProblem] = useState<UploadProblem | null>(null);
  const uploadAbort = useRef<AbortController | null>(null);
  const sectionRef = useRef<HTMLSelectElement>(null);
  const titleRef = useRef<HTMLInputElement>(null);
  const descriptionRef = useRef<HTMLTextAreaElement>(null);
  const urlRef = useRef<HTMLInputElement>(null);
  const countryRef = useRef<HTMLInputElement>(null);
  const mpuHintId = useId();

  // closing the dialog stops a running upload
  useEffect(() => () => uploadAbort.current?.abort(), []);

  const update = (patch: Partial<VideoDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const isUploading = uploadPercent !== null;
  const isLocked = isSaving || saved !== null;

  async function upload(target: ManagedVideo, file: File) {
    const controller = new AbortController();
    uploadAbort.current = controller;
    setUploadProblem(null);
    setUploadPercent(0);
    try {
      await uploadVideoFile({ videoId: target.id, file, signal: controller.signal, onProgress: setUploadPercent });
      onDone();
    } catch (error) {
      setUploadProblem(isAbortError(error) ? {} : { reason: getVideoAdminErrorKey(error, 'upload') });
    } finally {
      setUploadPercent(null);
      void invalidateVideoManagement(queryClient);
    }
  }

  function firstMissingField() {
    const blank = (text: string) => text.trim() === '';
    if (blank(draft.sectionId)) return sectionRef.current;
    if (blank(draft.title)) return titleRef.current;
    if (blank(draft.description)) return descriptionRef.current;
    return draft.source === 'url' ? urlRef.current : null;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (isLocked) return;
    if (!isVideoDraftComplete(draft, { hasStoredFile: Boolean(video?.file) })) {
      setFormError('video-admin:errors.requiredAll');
      firstMissingField()?.focus();
      return;
    }
    const country = parseCountryList(draft.countryText);
    if (!country) {
      setFormError('video-admin:errors.country');
      countryRef.current?.focus();
      return;
    }
    const incomplete = findIncompleteTranslation(translations, { required: ['title'] });
    setIncompleteLanguage(incomplete);
    if (incomplete) {
      setFormError('video-admin:errors.translationIncomplete');
      return;
    }
    setFormError(null);
    setIsSaving(true);
    let result: ManagedVideo;
    try {
      result = await save(draft, country, toTranslationsInput(translations) as VideoInput['translations']);
    } catch (error) {
      setFormError(getVideoAdminErrorKey(error, video ? 'updateVideo' : 'createVideo'));
      return;
    } finally {
      setIsSaving(false);
    }
    setSaved(result);
    if (draft.source === 'file' && draft.file) await upload(result, draft.file);
    else onDone();
  }

  const isMissing = (text: string) => formError === 'video-admin:errors.requiredAll' && text.trim() === '';
  const max = formatFileSize(VIDEO_FILE_MAX_BYTES, i18n.language);

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
      {formError && <Banner variant="error">{t(formError)}</Banner>}
      {!video && (
        <SelectField
          ref={sectionRef}
          label={t('video-admin:videoForm.section')}
          value={draft.sectionId}
          required
          aria-invalid={isMissing(draft.sectionId) || undefined}
          onChange={(event) => update({ sectionId: event.target.value })}
          disabled={isLocked}
        >
          <option value="">{t('video-admin:videoForm.chooseSection')}</option>
          {sections.map((section) => (
            <option key={section.id} value={section.id}>
              {section.title}
            </option>
          ))}
        </SelectField>
      )}
      <TranslationColumns
        german={
          <>
            <TextField
              ref={titleRef}
              label={t('video-admin:videoForm.title')}
              value={draft.title}
              maxLength={VIDEO_TITLE_MAX_LENGTH}
              autoComplete="off"
              required
              aria-invalid={isMissing(draft.title) || undefined}
              onChange={(event) => update({ title: event.target.value })}
              disabled={isLocked}
            />
            <TextareaField
              ref={descriptionRef}
              label={t('video-admin:videoForm.description')}
              value={draft.description}
              maxLength={VIDEO_DESCRIPTION_MAX_LENGTH}
              required
              aria-invalid={isMissing(draft.description) || undefined}
              onChange={(event) => update({ description: event.target.value })}
              disabled={isLocked}
            />
          </>
        }
        fields={[
          { name: 'title', label: t('video-admin:videoForm.title'), maxLength: VIDEO_TITLE_MAX_LENGTH },
          { name: 'description', label: t('video-admin:videoForm.description'), maxLength: VIDEO_DESCRIPTION_MAX_LENGTH, rows: 3 },
        ]}
        drafts={translations}
        onChange={(language, version) => setTranslations((current) => ({ ...current, [language]: version }))}
        disabled={isLocked}
        invalidLanguage={incompleteLanguage}
      />
      <ChoiceFieldset legend={t('video-admin:videoForm.source')}>
        <RadioOption
          name="video-source"
          label={t('video-admin:videoForm.sourceUrl')}
          checked={draft.source === 'url'}
          disabled={isLocked}
          onSelect={() => update({ source: 'url' })}
        />
        <RadioOption
          name="video-source"
          label={t('video-admin:videoForm.sourceFile')}
          checked={draft.source === 'file'}
          disabled={isLocked}
          onSelect={() => update({ source: 'file' })}
        />
      </ChoiceFieldset>
      {draft.source === 'url' ? (
        <TextField
          ref={urlRef}
          type="url"
          inputMode="url"
          label={t('video-admin:videoForm.url')}
          hint={t('video-admin:videoForm.urlHint')}
          value={draft.url}
          maxLength={VIDEO_URL_MAX_LENGTH}
          autoComplete="off"
          spellCheck={false}
          required
          aria-invalid={isMissing(draft.url) || undefined}
          onChange={(event) => update({ url: event.target.value })}
          disabled={isLocked}
        />
      ) : (
        <VideoFileField file={draft.file} storedFile={video?.file ?? null} disabled={isLocked} onChange={(file) => update({ file })} />
      )}
      <div className="grid gap-4 sm:grid-cols-2 sm:items-start">
        <SelectField
          label={t('video-admin:videoForm.language')}
          value={draft.language}
          onChange={(event) => update({ language: event.target.value as VideoDraft['language'] })}
          disabled={isLocked}
        >
          {VIDEO_LANGUAGES.map((language) => (
            <option key={language} value={language}>
              {t(`video-admin:languages.${language}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          ref={countryRef}
          label={t('video-admin:videoForm.country')}
          hint={t('video-admin:videoForm.countryHint')}
          value={draft.countryText}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={formError === 'video-admin:errors.country' || undefined}
          onChange={(event) => update({ countryText: event.target.value })}
          disabled={isLocked}
        />
      </div>
      <ChoiceFieldset legend={t('video-admin:videoForm.mpuTypes')} hint={t('video-admin:videoForm.mpuTypesHint')} hintId={mpuHintId}>
        {MPU_REASONS.map((reason) => (
          <Checkbox
            key={reason}
            label={t(`video-admin:mpuTypes.${reason}`)}
            checked={draft.mpuTypes.includes(reason)}
            onChange={() => update({ mpuTypes: toggleMpuType(draft.mpuTypes, reason) })}
            disabled={isLocked}
          />
        ))}
      </ChoiceFieldset>

      {isUploading && draft.file && (
        <UploadProgress fileName={draft.file.name} percent={uploadPercent} onCancel={() => uploadAbort.current?.abort()} />
      )}
      {uploadProblem && (
        <Banner variant="error">
          {uploadProblem.reason ? (
            <>
              <p>{t(uploadProblem.reason, { max })}</p>
              <p className="mt-1">{t('video-admin:upload.failedAfterSave')}</p>
            </>
          ) : (
            t('video-admin:upload.cancelled')
          )}
        </Banner>
      )}

      <ModalActions>
        <Button variant="secondary" onClick={onCancel} disabled={isSaving}>
          {saved ? t('video-admin:close') : t('video-admin:cancel')}
        </Button>
        {saved && draft.file ? (
          <Button onClick={() => void upload(saved, draft.file!)} loading={isUploading}>
            {t('video-admin:videoForm.retryUpload')}
          </Button>
        ) : (
          <Button type="submit" loading={isSaving || isUploading}>
            {video ? t('video-admin:videoForm.save') : t('video-admin:videoForm.create')}
          </Button>
        )}
      </ModalActions>
    </form>
  );
}
