import { QuizModeView } from '../components/quiz-mode-view';
import '../locales';

/** /dashboard/quiz/mistakes: the questions whose latest answer was wrong, asked until answered right. */
export function MistakesQuizPage() {
  return <QuizModeView mode="mistakes" />;
}
