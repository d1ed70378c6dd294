import { useParams } from 'react-router';
import { QuizModeView } from '../components/quiz-mode-view';
import '../locales';

/** /dashboard/quiz/category/{id}: opens straight on the category's questions. */
export function CategoryQuizPage() {
  const { categoryId } = useParams();
  return <QuizModeView key={categoryId} mode="category" categoryId={categoryId} />;
}
