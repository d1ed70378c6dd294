import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChapterQuizQuestion as Question } from '@common/schemas/courses';
import { QuestionCard } from '../../../components/question-card';
import { ApiError } from '../../../lib/api-client';
import { useAnswerChapterQuestion } from '../api/course-queries';

interface ChapterQuizQuestionProps {
  courseId: string;
  chapterId: string;
  question: Question;
  number: number;
  /** Moves on to the chapter's next question; absent on the last one. */
  onNext?: () => void;
  /** The server says the question was answered already (another tab): reload the course. */
  onStale: () => void;
}

/**
 * One chapter quiz question on the shared question card: one right answer (radio buttons), answered
 * once, then locked with the server's evaluation. The option ids are the options' positions; the
 * answer travels as the option's German text, its identity in every language.
 */
export function ChapterQuizQuestion({ courseId, chapterId, question, number, onNext, onStale }: ChapterQuizQuestionProps) {
  const { t } = useTranslation(['courses']);
  const answer = useAnswerChapterQuestion(courseId);
  const [chosen, setChosen] = useState<number | null>(null);
  const attempt = question.attempt;
  const identities = question.german?.options ?? question.options;
  const selectedIndex = attempt ? identities.indexOf(attempt.answer) : chosen;
  const correctIndex = attempt ? identities.indexOf(attempt.correctAnswer) : -1;
  const saveFailed = answer.isError && !(answer.error instanceof ApiError && answer.error.code === 'ALREADY_ANSWERED');

  function submit() {
    if (attempt || answer.isPending || chosen === null) return;
    answer.mutate(
      { chapterId, questionId: question.id, answer: identities[chosen]! },
      {
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'ALREADY_ANSWERED') onStale();
        },
      },
    );
  }

  return (
    <QuestionCard
      question={{
        id: question.id,
        text: question.question,
        options: question.options.map((text, id) => ({ id, text })),
        multiple: false,
        contentLanguage: question.contentLanguage,
        ...(question.german && {
          german: { text: question.german.question, options: question.german.options.map((text, id) => ({ id, text })) },
        }),
      }}
      selected={selectedIndex === null || selectedIndex < 0 ? [] : [selectedIndex]}
      onToggle={setChosen}
      result={
        attempt && {
          isCorrect: attempt.isCorrect,
          correctOptionIds: [correctIndex],
        }
      }
      onCheck={submit}
      onNext={onNext}
      checking={answer.isPending}
      saveFailed={saveFailed}
      legendPrefix={t('courses:quiz.questionLabel', { number })}
      labels={{
        check: t('courses:quiz.submit'),
        right: t('courses:quiz.right'),
        wrong: attempt ? t('courses:quiz.wrong', { answer: question.options[correctIndex] ?? attempt.correctAnswer }) : undefined,
      }}
    />
  );
}
