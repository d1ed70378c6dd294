import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useTranslation } from 'react-i18next';
import type { ManagedChapter, ManagedChapterQuiz } from '@common/schemas/course-admin';
import { Badge } from '../../../components/ui/badge';
import { TranslationListBadges } from '../../../components/translation-columns';
import { Button } from '../../../components/ui/button';
import { cx } from '../../../lib/cx';
import { DragHandle } from './drag-handle';

export interface ChapterActions {
  onEditChapter: (chapter: ManagedChapter) => void;
  onDeleteChapter: (chapter: ManagedChapter) => void;
  onAddQuiz: (chapter: ManagedChapter) => void;
  onEditQuiz: (chapter: ManagedChapter, quiz: ManagedChapterQuiz) => void;
  onDeleteQuiz: (quiz: ManagedChapterQuiz) => void;
}

interface ChapterCardProps extends ChapterActions {
  chapter: ManagedChapter;
  /** Its place as shown (1, 2, 3, …). */
  number: number;
}

/** One chapter as a sortable card: handle, number and title, its actions, and its quiz questions. */
export function ChapterCard({ chapter, number, onEditChapter, onDeleteChapter, onAddQuiz, onEditQuiz, onDeleteQuiz }: ChapterCardProps) {
  const { t } = useTranslation(['course-admin']);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: chapter.id });

  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cx(
        'rounded-xl border border-slate-200 bg-white shadow-sm',
        isDragging && 'relative z-10 shadow-lg ring-2 ring-indigo-600',
      )}
    >
      <article aria-labelledby={`chapter-${chapter.id}`}>
        <div className="flex flex-wrap items-start gap-2 p-3 sm:flex-nowrap">
          <DragHandle
            label={t('course-admin:chapter.drag', { title: chapter.title })}
            setActivatorNodeRef={setActivatorNodeRef}
            attributes={attributes}
            listeners={listeners}
          />
          <div className="flex min-w-0 flex-1 basis-48 flex-col gap-0.5 px-1 pt-1">
            <p className="text-sm font-medium text-slate-600">{t('course-admin:chapter.number', { number })}</p>
            <h3 id={`chapter-${chapter.id}`} className="text-lg font-bold [overflow-wrap:anywhere] text-slate-900">
              {chapter.title}
            </h3>
            <TranslationListBadges translations={chapter.translations} />
          </div>
          <div className="flex shrink-0 flex-wrap gap-2">
            <Button
              variant="secondary"
              size="sm"
              aria-label={t('course-admin:chapter.editNamed', { title: chapter.title })}
              onClick={() => onEditChapter(chapter)}
            >
              {t('course-admin:chapter.edit')}
            </Button>
            <Button
              variant="danger-secondary"
              size="sm"
              aria-label={t('course-admin:chapter.deleteNamed', { title: chapter.title })}
              onClick={() => onDeleteChapter(chapter)}
            >
              {t('course-admin:chapter.delete')}
            </Button>
          </div>
        </div>
        <div className="flex flex-col gap-3 border-t border-slate-200 p-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h4 className="font-semibold text-slate-900">
              {t('course-admin:chapter.quizzesHeading')}{' '}
              <span className="text-sm font-medium text-slate-600">({chapter.quizzes.length})</span>
            </h4>
            <Button
              variant="secondary"
              size="sm"
              aria-label={t('course-admin:chapter.addQuizNamed', { title: chapter.title })}
              onClick={() => onAddQuiz(chapter)}
            >
              {t('course-admin:chapter.addQuiz')}
            </Button>
          </div>
          {chapter.quizzes.length === 0 ? (
            <p className="text-slate-700">{t('course-admin:empty.quizzes')}</p>
          ) : (
            <ol className="flex flex-col gap-2" aria-label={t('course-admin:chapter.quizzesLabel', { title: chapter.title })}>
              {chapter.quizzes.map((quiz) => (
                <li
                  key={quiz.id}
                  className="flex flex-wrap items-start gap-x-3 gap-y-2 rounded-lg border border-slate-200 p-3 sm:flex-nowrap"
                >
                  <div className="flex min-w-0 flex-1 basis-48 flex-col gap-2">
                    <p className="font-semibold [overflow-wrap:anywhere] text-slate-900">{quiz.question}</p>
                    <ul className="flex flex-col gap-1 text-slate-800" aria-label={t('course-admin:quiz.options')}>
                      {quiz.options.map((option) => (
                        <li key={option} className="flex flex-wrap items-center gap-x-2 gap-y-1">
                          <span className="[overflow-wrap:anywhere]">{option}</span>
                          {option === quiz.correctAnswer && <Badge variant="success">{t('course-admin:quiz.correct')}</Badge>}
                        </li>
                      ))}
                    </ul>
                  </div>
                  <div className="flex shrink-0 flex-wrap gap-2">
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={t('course-admin:quiz.editNamed', { question: quiz.question })}
                      onClick={() => onEditQuiz(chapter, quiz)}
                    >
                      {t('course-admin:quiz.edit')}
                    </Button>
                    <Button
                      variant="danger-secondary"
                      size="sm"
                      aria-label={t('course-admin:quiz.deleteNamed', { question: quiz.question })}
                      onClick={() => onDeleteQuiz(quiz)}
                    >
                      {t('course-admin:quiz.delete')}
                    </Button>
                  </div>
                </li>
              ))}
            </ol>
          )}
        </div>
      </article>
    </li>
  );
}
