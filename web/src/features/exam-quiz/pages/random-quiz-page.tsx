import { QuizModeView } from '../components/quiz-mode-view';
import '../locales';

/** /dashboard/quiz/random: 10 shuffled questions from the learner's scope. */
export function RandomQuizPage() {
  return <QuizModeView mode="random" />;
}
