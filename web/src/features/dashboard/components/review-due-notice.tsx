import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useReviewDue } from '../api/get-review-due';

/** "Heute sind N Fragen zur Wiederholung fällig" with the way there; nothing when none is due. */
export function ReviewDueNotice({ canOpenQuiz }: { canOpenQuiz: boolean }) {
  const { t } = useTranslation(['dashboard']);
  const reviewDue = useReviewDue(canOpenQuiz);
  const count = reviewDue.data?.dueCount ?? 0;
  if (!canOpenQuiz || count === 0) return null;
  return (
    <Card className="flex flex-col gap-3 border-indigo-200 bg-indigo-50 sm:flex-row sm:items-center sm:justify-between">
      <p className="font-semibold text-slate-900">{t('dashboard:review.due', { count })}</p>
      <ButtonLink to="/dashboard/quiz/review" className="self-start sm:self-auto">
        {t('dashboard:review.start')}
      </ButtonLink>
    </Card>
  );
}
