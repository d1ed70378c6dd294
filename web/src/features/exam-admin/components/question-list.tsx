import { useTranslation } from 'react-i18next';
import type { ExamQuestion } from '@common/schemas/exam-admin';
import type { QuizCategorySummary } from '@common/schemas/quiz';
import { TranslationListBadges } from '../../../components/translation-columns';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { cx } from '../../../lib/cx';
import { DIFFICULTY_BADGE, DIFFICULTY_LABEL_KEYS } from '../exam-display';
import { OPTION_LETTERS, shortenForLabel } from '../question-form-rules';

interface QuestionListProps {
  questions: readonly ExamQuestion[];
  categories: readonly QuizCategorySummary[] | undefined;
  onEdit: (question: ExamQuestion) => void;
  onDelete: (question: ExamQuestion) => void;
}

export function QuestionList({ questions, categories, onEdit, onDelete }: QuestionListProps) {
  const { t } = useTranslation(['exam-admin']);
  const categoryName = (id: string) => categories?.find((category) => category.id === id)?.name;

  return (
    <ul className="flex flex-col gap-4">
      {questions.map((question) => {
        const headingId = `question-${question.id}`;
        const shortText = shortenForLabel(question.question);
        return (
          <li key={question.id}>
            <article
              aria-labelledby={headingId}
              className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
            >
              <div className="flex flex-wrap gap-2">
                <Badge variant="primary">{categoryName(question.categoryId) ?? t('exam-admin:questions.unknownCategory')}</Badge>
                <Badge variant={DIFFICULTY_BADGE[question.difficulty]}>{t(DIFFICULTY_LABEL_KEYS[question.difficulty])}</Badge>
                <TranslationListBadges translations={question.translations} />
              </div>
              <h3 id={headingId} className="text-base font-semibold [overflow-wrap:anywhere] text-slate-900 sm:text-lg">
                {question.question}
              </h3>
              <ul aria-label={t('exam-admin:questions.optionsLabel')} className="flex flex-col gap-1.5">
                {question.options.map((option, index) => {
                  const isCorrect = question.correctAnswers.includes(option);
                  return (
                    <li
                      key={`${index}-${option}`}
                      className={cx(
                        'flex items-start gap-2 rounded-lg border px-3 py-2 [overflow-wrap:anywhere]',
                        isCorrect ? 'border-green-300 bg-green-50 text-green-900' : 'border-slate-200 text-slate-800',
                      )}
                    >
                      <span className="font-semibold" aria-hidden="true">
                        {OPTION_LETTERS[index] ?? ''})
                      </span>
                      <span>
                        {option}
                        {isCorrect && (
                          <>
                            {' '}
                            <span className="font-semibold text-green-800">{t('exam-admin:questions.correct')}</span>
                          </>
                        )}
                      </span>
                    </li>
                  );
                })}
              </ul>
              {question.explanation && (
                <p className="max-w-prose text-sm [overflow-wrap:anywhere] text-slate-700">
                  <span className="font-semibold text-slate-900">{t('exam-admin:questions.explanation')}</span> {question.explanation}
                </p>
              )}
              <div className="flex flex-wrap gap-2">
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={t('exam-admin:questions.editNamed', { question: shortText })}
                  onClick={() => onEdit(question)}
                >
                  {t('exam-admin:questions.edit')}
                </Button>
                <Button
                  variant="danger-secondary"
                  size="sm"
                  aria-label={t('exam-admin:questions.deleteNamed', { question: shortText })}
                  onClick={() => onDelete(question)}
                >
                  {t('exam-admin:questions.delete')}
                </Button>
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
