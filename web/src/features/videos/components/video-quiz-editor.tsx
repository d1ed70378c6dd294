import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { VIDEO_QUIZ_TEXT_MAX_LENGTH } from '@common/schemas/video-admin';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { TextareaField } from '../../../components/ui/textarea-field';
import { TextField } from '../../../components/ui/text-field';
import { useCreateVideoQuiz } from '../api/video-admin-queries';
import {
  OPTION_LETTERS,
  canMarkCorrect,
  createEmptyVideoQuizDraft,
  setOptionCorrect,
  setOptionText,
  toVideoQuizInput,
  validateVideoQuizDraft,
  type VideoQuizDraft,
  type VideoQuizProblem,
} from '../quiz-editor-rules';

export type AdminMessage = { variant: 'success' | 'error'; text: string };

interface VideoQuizEditorProps {
  videoId: string;
  /** Success or failure of the save, for the quiz's live region. */
  onMessage: (message: AdminMessage) => void;
}

/** Admin: adds a question below the video (question, options A–D, each with a 'richtig' mark). */
export function VideoQuizEditor({ videoId, onMessage }: VideoQuizEditorProps) {
  const { t } = useTranslation(['videos']);
  const create = useCreateVideoQuiz(videoId);
  const [draft, setDraft] = useState<VideoQuizDraft>(createEmptyVideoQuizDraft);
  const [problem, setProblem] = useState<VideoQuizProblem | null>(null);
  const headingId = useId();
  const hintId = useId();
  const isPending = create.isPending;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (isPending) return;
    const found = validateVideoQuizDraft(draft);
    setProblem(found);
    if (found) return;
    create.mutate(toVideoQuizInput(draft), {
      onSuccess: () => {
        setDraft(createEmptyVideoQuizDraft());
        onMessage({ variant: 'success', text: t('videos:admin.quiz.created') });
      },
      onError: () => onMessage({ variant: 'error', text: t('videos:admin.quiz.createError') }),
    });
  }

  const showRequired = problem === 'required';

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-lg border border-dashed border-slate-300 p-4"
    >
      <h4 id={headingId} className="font-semibold text-slate-900">
        {t('videos:admin.quiz.addHeading')}
      </h4>
      {problem && (
        <Banner variant="error">
          {problem === 'required' ? t('videos:admin.quiz.required') : t('videos:admin.quiz.duplicateOptions')}
        </Banner>
      )}
      <TextareaField
        label={t('videos:admin.quiz.question')}
        value={draft.question}
        maxLength={VIDEO_QUIZ_TEXT_MAX_LENGTH}
        onChange={(event) => setDraft((current) => ({ ...current, question: event.target.value }))}
        aria-invalid={(showRequired && draft.question.trim() === '') || undefined}
        disabled={isPending}
      />
      <fieldset className="flex min-w-0 flex-col gap-3" aria-describedby={hintId}>
        <legend className="mb-1 text-sm font-semibold text-slate-800">{t('videos:admin.quiz.optionsLegend')}</legend>
        <p id={hintId} className="text-sm text-slate-600">
          {t('videos:admin.quiz.optionsHint')}
        </p>
        {draft.options.map((slot, index) => {
          const letter = OPTION_LETTERS[index]!;
          return (
            <div key={letter} className="flex flex-col gap-1 rounded-lg border border-slate-200 p-3 sm:flex-row sm:items-end sm:gap-4">
              <div className="min-w-0 flex-1">
                <TextField
                  label={t('videos:admin.quiz.option', { letter })}
                  value={slot.text}
                  maxLength={VIDEO_QUIZ_TEXT_MAX_LENGTH}
                  autoComplete="off"
                  onChange={(event) => {
                    const text = event.target.value;
                    setDraft((current) => ({ ...current, options: setOptionText(current.options, index, text) }));
                  }}
                  aria-invalid={(showRequired && slot.text.trim() === '') || undefined}
                  disabled={isPending}
                />
              </div>
              <div className="shrink-0">
                <Checkbox
                  label={t('videos:admin.quiz.correct')}
                  aria-label={t('videos:admin.quiz.markCorrect', { letter })}
                  checked={slot.isCorrect}
                  disabled={isPending || !canMarkCorrect(slot)}
                  onChange={(event) => {
                    const checked = event.target.checked;
                    setDraft((current) => ({ ...current, options: setOptionCorrect(current.options, index, checked) }));
                  }}
                />
              </div>
            </div>
          );
        })}
      </fieldset>
      <div>
        <Button type="submit" loading={isPending}>
          {t('videos:admin.quiz.create')}
        </Button>
      </div>
    </form>
  );
}
