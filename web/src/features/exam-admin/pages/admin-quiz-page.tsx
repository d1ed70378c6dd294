import { ExamAdminScreen } from '../components/exam-admin-screen';
import '../locales';

/** /dashboard/admin/quiz (admins only): the exam-question admin (docs/spec-notes.md, Learning content). */
export function AdminQuizPage() {
  return <ExamAdminScreen />;
}
