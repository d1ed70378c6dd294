import { QuizModeView } from '../components/quiz-mode-view';
import '../locales';

/** /dashboard/quiz/marked ("Gemerkte Fragen"): a round of the questions the learner marked. */
export function MarkedQuizPage() {
  return <QuizModeView mode="marked" />;
}
