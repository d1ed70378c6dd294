import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { selfCheck, selfCheckQuestions } from '@common/domain/my-story';
import type { MpuReason } from '@common/domain/mpu-reasons';
import { SELF_CHECK_ANSWERS, type SelfCheckAnswer, type Story } from '@common/schemas/my-story';
import { Card } from '../../../components/ui/card';
import { articleHref, useCheckTexts } from './finding-card';

/** The hypothesis self-check: plain questions per reason, what the answers usually mean; only the assessor decides. */
export function SelfCheck({
  reasons,
  answers,
  onChange,
}: {
  reasons: MpuReason[];
  answers: Story['selfCheck']['answers'];
  onChange: (answers: Story['selfCheck']['answers']) => void;
}) {
  const { t } = useTranslation(['my-story']);
  const tc = useCheckTexts();
  const titleId = useId();
  const questions = selfCheckQuestions(reasons);
  return (
    <Card role="region" aria-labelledby={titleId} className="flex flex-col gap-4 print:hidden" id="self-check">
      <div className="flex flex-col gap-1">
        <h2 id={titleId} className="text-xl font-semibold text-slate-900">
          {t('my-story:selfCheck.title')}
        </h2>
        <p className="max-w-prose text-slate-700">{t('my-story:selfCheck.intro')}</p>
      </div>
      {reasons.map((reason) => {
        const own = questions.filter((question) => question.reason === reason);
        const result = selfCheck(reason, answers);
        return (
          <div key={reason} className="flex flex-col gap-3">
            {reasons.length > 1 && <h3 className="font-semibold text-slate-900">{t(`my-story:reasons.${reason}`)}</h3>}
            <ol className="flex flex-col gap-3">
              {own.map((question) => (
                <li key={question.id}>
                  <fieldset className="flex flex-col gap-1">
                    <legend className="text-slate-900">{tc(`selfCheck.questions.${question.id}`)}</legend>
                    <div className="flex flex-wrap gap-x-4">
                      {SELF_CHECK_ANSWERS.map((answer) => (
                        <label key={answer} className="flex min-h-11 cursor-pointer items-center gap-2">
                          <input
                            type="radio"
                            name={`self-check-${question.id}`}
                            className="size-5 accent-indigo-600"
                            checked={answers[question.id] === answer}
                            onChange={() => onChange({ ...answers, [question.id]: answer as SelfCheckAnswer })}
                          />
                          {tc(`selfCheck.answers.${answer}`)}
                        </label>
                      ))}
                    </div>
                  </fieldset>
                </li>
              ))}
            </ol>
            <div
              className="rounded-lg border border-indigo-200 bg-indigo-50 p-3 text-slate-900"
              aria-live="polite"
              data-testid={`self-check-result-${reason}`}
            >
              {result.hypothesis === null ? (
                <p>{tc('selfCheck.open')}</p>
              ) : (
                <div className="flex flex-col gap-2">
                  <p className="font-semibold">
                    {t('my-story:selfCheck.points', { name: tc(`selfCheck.hypotheses.${result.hypothesis}.name`) })}
                  </p>
                  <p>{tc(`selfCheck.hypotheses.${result.hypothesis}.means`)}</p>
                  <ul className="list-disc pl-5">
                    <li>
                      {result.usualAbstinenceMonths !== null
                        ? tc('selfCheck.usualAbstinence', { months: result.usualAbstinenceMonths })
                        : tc('selfCheck.noAbstinence')}
                    </li>
                    <li>{tc(result.controlledUsePossible ? 'selfCheck.controlledPossible' : 'selfCheck.controlledNotPossible')}</li>
                  </ul>
                  <p className="font-semibold">{t('my-story:selfCheck.proofs')}</p>
                  <ul className="list-disc pl-5">
                    {result.proofKinds.map((kind) => (
                      <li key={kind}>{tc(`selfCheck.proofs.${kind}`)}</li>
                    ))}
                  </ul>
                </div>
              )}
              <p className="mt-2 text-sm font-semibold">{tc('selfCheck.disclaimer')}</p>
              <p className="mt-1 text-sm">
                <Link to={articleHref('hypothesen-der-beurteilungskriterien')}>{t('my-story:selfCheck.article')}</Link>
              </p>
            </div>
          </div>
        );
      })}
    </Card>
  );
}
