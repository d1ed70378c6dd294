// /dashboard/courses joins two features: the course list (courses) and the quiz hub (exam-quiz).
// Features do not import each other, so the app puts them on one page.
import { CoursesPage } from '../features/courses/pages/courses-page';
import { QuizHub } from '../features/exam-quiz/components/quiz-hub';

export function CoursesOverviewPage() {
  return (
    <CoursesPage>
      <QuizHub />
    </CoursesPage>
  );
}
