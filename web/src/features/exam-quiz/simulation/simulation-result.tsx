import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExamSimulation } from '@common/schemas/exam-simulation';
import { Badge } from '../../../components/ui/badge';
import { ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cx } from '../../../lib/cx';
import { formatWholePercent } from '../../../lib/format';
import { GermanOriginal, ShowGermanToggle } from '../../../components/content-language';
import { QuestionExplanation } from '../../../components/question-card';

/** The end of a simulation: passed or not (plainly, without blame), per category, and every question reviewed. */
export function SimulationResult({ simulation }: { simulation: ExamSimulation }) {
  const { t, i18n } = useTranslation(['exam-quiz']);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const result = simulation.result!;
  const language = i18n.resolvedLanguage;

  return (
    <div className="flex flex-col gap-6">
      <Card className={cx('flex flex-col gap-2 border-l-4', result.passed ? 'border-l-green-700' : 'border-l-amber-600')}>
        <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-semibold text-slate-900 focus:outline-none">
          {result.passed ? t('exam-quiz:simulation.result.passed') : t('exam-quiz:simulation.result.notPassed')}
        </h1>
        <p className="text-lg text-slate-800">
          {t('exam-quiz:simulation.result.score', {
            correct: result.correct,
            total: result.total,
            percent: formatWholePercent(result.percent, language),
          })}
        </p>
        <p className="text-slate-700">
          {t(result.passed ? 'exam-quiz:simulation.result.passLineReached' : 'exam-quiz:simulation.result.passLineMissed', {
            passPercent: formatWholePercent(simulation.passPercent, language),
          })}
        </p>
        {simulation.submittedBy === 'time' && <p className="text-slate-700">{t('exam-quiz:simulation.result.byTime')}</p>}
        <div className="flex flex-wrap gap-2 pt-2">
          <ButtonLink to="/dashboard/courses">{t('exam-quiz:simulation.result.toHub')}</ButtonLink>
        </div>
      </Card>

      <Card className="flex flex-col gap-3">
        <h2 className="text-lg font-semibold text-slate-900">{t('exam-quiz:simulation.result.perCategory')}</h2>
        <table className="w-full text-left">
          <thead>
            <tr className="border-b border-slate-300 text-sm text-slate-700">
              <th scope="col" className="py-2 pr-4 font-semibold">
                {t('exam-quiz:simulation.result.category')}
              </th>
              <th scope="col" className="py-2 font-semibold">
                {t('exam-quiz:simulation.result.right')}
              </th>
            </tr>
          </thead>
          <tbody>
            {result.categories.map((category) => (
              <tr key={category.name} className="border-b border-slate-200">
                <th scope="row" className="py-2 pr-4 font-normal text-slate-900">
                  {category.name}
                </th>
                <td className="py-2 text-slate-900">
                  {t('exam-quiz:simulation.result.ofAsked', { correct: category.correct, total: category.total })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>

      <section aria-labelledby="simulation-review" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="simulation-review" className="text-lg font-semibold text-slate-900">
            {t('exam-quiz:simulation.result.review')}
          </h2>
          {simulation.questions.some((question) => question.german) && <ShowGermanToggle />}
        </div>
        <ol className="flex flex-col gap-3">
          {simulation.questions.map((question, index) => {
            const review = question.review!;
            const textsOf = (ids: number[]) => question.options.filter((option) => ids.includes(option.id)).map((option) => option.text);
            const given = textsOf(question.selected);
            return (
              <li key={question.id}>
                <Card className="flex flex-col gap-2">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <span className="text-sm text-slate-700">
                      {t('exam-quiz:simulation.progress', { current: index + 1, total: simulation.questions.length })} ·{' '}
                      {question.categoryName}
                    </span>
                    <Badge variant={review.isCorrect ? 'success' : given.length === 0 ? 'neutral' : 'error'}>
                      {review.isCorrect
                        ? t('exam-quiz:simulation.result.isRight')
                        : given.length === 0
                          ? t('exam-quiz:simulation.result.unanswered')
                          : t('exam-quiz:simulation.result.isWrong')}
                    </Badge>
                  </div>
                  <h3 className="font-semibold text-slate-900 [overflow-wrap:anywhere]">
                    {question.text}
                    <GermanOriginal inline className="mt-1 font-normal">
                      {question.german?.text}
                    </GermanOriginal>
                  </h3>
                  <dl className="grid gap-1 sm:grid-cols-[12rem_1fr]">
                    <dt className="text-slate-700">{t('exam-quiz:simulation.result.yourAnswer')}</dt>
                    <dd className="text-slate-900">{given.length > 0 ? given.join('; ') : t('exam-quiz:simulation.result.noAnswer')}</dd>
                    <dt className="text-slate-700">{t('exam-quiz:simulation.result.rightAnswer')}</dt>
                    <dd className="text-slate-900">{textsOf(review.correctOptionIds).join('; ')}</dd>
                  </dl>
                  <QuestionExplanation {...review} />
                </Card>
              </li>
            );
          })}
        </ol>
      </section>
    </div>
  );
}
