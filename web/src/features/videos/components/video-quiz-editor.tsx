import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { VIDEO_QUIZ_TEXT_MAX_LENGTH } from '@common/schemas/video-admin';
import { OptionSlotsFieldset } from '../../../components/option-slots-fieldset';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { TextareaField } from '../../../components/ui/textarea-field';
import { useCreateVideoQuiz } from '../api/video-admin-queries';
import {
  createEmptyVideoQuizDraft,
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
      <OptionSlotsFieldset
        options={draft.options}
        onChange={(options) => setDraft((current) => ({ ...current, options }))}
        maxLength={VIDEO_QUIZ_TEXT_MAX_LENGTH}
        disabled={isPending}
        flagBlank={showRequired}
        texts={{
          legend: t('videos:admin.quiz.optionsLegend'),
          hint: t('videos:admin.quiz.optionsHint'),
          option: (letter) => t('videos:admin.quiz.option', { letter }),
          correct: t('videos:admin.quiz.correct'),
          markCorrect: (letter) => t('videos:admin.quiz.markCorrect', { letter }),
        }}
      />
      <div>
        <Button type="submit" loading={isPending}>
          {t('videos:admin.quiz.create')}
        </Button>
      </div>
    </form>
  );
}
