import { useTranslation } from 'react-i18next';
import { QuizModeView } from '../components/quiz-mode-view';
import '../locales';

/** /dashboard/quiz/review ("Wiederholen"): spaced repetition, the questions due today, then new ones. */
export function ReviewQuizPage() {
  const { t } = useTranslation(['exam-quiz']);
  return <QuizModeView mode="review" intro={t('exam-quiz:review.intro')} />;
}
