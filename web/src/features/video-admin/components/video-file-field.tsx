import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VIDEO_FILE_MAX_BYTES, VIDEO_FILE_TYPES, type VideoFile } from '@common/schemas/video-management';
import { TextField } from '../../../components/ui/text-field';
import { formatFileSize } from '../../../lib/format-file-size';
import { checkVideoFile } from '../video-form-rules';

interface VideoFileFieldProps {
  file: File | null;
  /** The file the video plays now, when editing. */
  storedFile: VideoFile | null;
  disabled: boolean;
  onChange: (file: File | null) => void;
}

/** An own video file (mp4 or webm, at most 2 GB): a wrong one is refused at once, before anything is sent. */
export function VideoFileField({ file, storedFile, disabled, onChange }: VideoFileFieldProps) {
  const { t, i18n } = useTranslation(['video-admin']);
  const [error, setError] = useState<string | undefined>();
  const inputRef = useRef<HTMLInputElement>(null);
  const max = formatFileSize(VIDEO_FILE_MAX_BYTES, i18n.language);

  function choose(chosen: File | undefined) {
    const problem = chosen && checkVideoFile(chosen);
    if (problem) {
      setError(problem === 'type' ? t('video-admin:errors.fileType') : t('video-admin:errors.fileTooLarge', { max }));
      // the refused file is not kept: choosing it again must check again
      if (inputRef.current) inputRef.current.value = '';
      onChange(null);
      return;
    }
    setError(undefined);
    onChange(chosen ?? null);
  }

  let hint = t('video-admin:videoForm.fileHint', { max });
  if (file) hint = `${hint} ${t('video-admin:videoForm.chosenFile', { name: file.name, size: formatFileSize(file.size, i18n.language) })}`;
  else if (storedFile) hint = `${hint} ${t('video-admin:videoForm.storedFile', { size: formatFileSize(storedFile.size, i18n.language) })}`;

  return (
    <TextField
      ref={inputRef}
      type="file"
      accept={VIDEO_FILE_TYPES.join(',')}
      label={t('video-admin:videoForm.file')}
      hint={hint}
      error={error}
      disabled={disabled}
      onChange={(event) => choose(event.target.files?.[0])}
      className="file:mr-3 file:rounded-md file:border-0 file:bg-indigo-50 file:px-3 file:py-1.5 file:font-semibold file:text-indigo-800"
    />
  );
}
