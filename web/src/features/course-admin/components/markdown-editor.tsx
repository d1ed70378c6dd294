import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { controlClasses, FieldHint } from '../../../components/ui/field-parts';
import { MarkdownText } from '../../../components/ui/markdown';
import { cx } from '../../../lib/cx';

export type MarkdownEditorMode = 'write' | 'preview';

interface MarkdownEditorProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  mode: MarkdownEditorMode;
  onModeChange: (mode: MarkdownEditorMode) => void;
  maxLength: number;
  disabled?: boolean;
  invalid?: boolean;
  textareaRef?: Ref<HTMLTextAreaElement>;
}

/**
 * A chapter's Markdown: a textarea ('Schreiben') and the rendered text ('Vorschau') as learners will
 * see it, through MarkdownText, which leaves raw HTML out.
 */
export function MarkdownEditor({
  label,
  value,
  onChange,
  mode,
  onModeChange,
  maxLength,
  disabled,
  invalid,
  textareaRef,
}: MarkdownEditorProps) {
  const { t } = useTranslation(['course-admin']);
  const id = useId();
  const hint = t('course-admin:chapterForm.contentHint');
  const modeButton = (target: MarkdownEditorMode, text: string) => (
    <button
      type="button"
      aria-pressed={mode === target}
      onClick={() => onModeChange(target)}
      className={cx(
        'inline-flex min-h-11 items-center rounded-md px-3 text-sm font-semibold',
        mode === target ? 'bg-white text-slate-900 shadow-sm ring-1 ring-slate-300' : 'text-slate-700 hover:bg-white/70',
      )}
    >
      {text}
    </button>
  );

  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <label htmlFor={id} className="text-sm font-semibold text-slate-800">
          {label}
        </label>
        <div role="group" aria-label={t('course-admin:chapterForm.view')} className="flex gap-1 rounded-lg bg-slate-100 p-1">
          {modeButton('write', t('course-admin:chapterForm.write'))}
          {modeButton('preview', t('course-admin:chapterForm.preview'))}
        </div>
      </div>
      <textarea
        ref={textareaRef}
        id={id}
        rows={12}
        value={value}
        maxLength={maxLength}
        required
        disabled={disabled}
        hidden={mode === 'preview'}
        aria-invalid={invalid || undefined}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.target.value)}
        className={controlClasses(Boolean(invalid), 'font-mono text-sm')}
      />
      {mode === 'preview' && (
        <section
          aria-label={t('course-admin:chapterForm.previewLabel')}
          className="max-h-96 min-h-40 overflow-y-auto rounded-lg border border-slate-300 bg-slate-50 p-4"
        >
          {value.trim() === '' ? (
            <p className="text-slate-700">{t('course-admin:chapterForm.previewEmpty')}</p>
          ) : (
            <MarkdownText>{value}</MarkdownText>
          )}
        </section>
      )}
      <FieldHint id={id}>{hint}</FieldHint>
    </div>
  );
}
