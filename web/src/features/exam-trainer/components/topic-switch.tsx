import { useTranslation } from 'react-i18next';
import { cx } from '../../../lib/cx';
import '../locales';

export type TrainerTopic = 'reason' | 'story';

/** Typical questions for the MPU reason, or "Mein Gespräch": questions about the learner's own story (issue 37). */
export function TopicSwitch({
  topic,
  onChange,
  isStoryAvailable,
}: {
  topic: TrainerTopic;
  onChange: (topic: TrainerTopic) => void;
  isStoryAvailable: boolean;
}) {
  const { t } = useTranslation(['exam-trainer']);
  const options: TrainerTopic[] = ['reason', 'story'];
  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="mb-2 font-semibold text-slate-900">{t('exam-trainer:topics.label')}</legend>
      {options.map((option) => {
        const isDisabled = option === 'story' && !isStoryAvailable;
        return (
          <label
            key={option}
            className={cx(
              'flex min-h-11 items-start gap-3 rounded-lg border p-3 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-indigo-600',
              topic === option ? 'border-indigo-600 bg-indigo-50' : 'border-slate-300 bg-white',
              isDisabled ? 'cursor-not-allowed opacity-70' : 'cursor-pointer',
            )}
          >
            <input
              type="radio"
              name="exam-trainer-topic"
              value={option}
              checked={topic === option}
              disabled={isDisabled}
              onChange={() => onChange(option)}
              aria-describedby={`exam-trainer-topic-${option}-hint`}
              className="mt-1 size-5 shrink-0 accent-indigo-600"
            />
            <span className="flex flex-col">
              <span className="font-semibold text-slate-900">{t(`exam-trainer:topics.${option}`)}</span>
              <span id={`exam-trainer-topic-${option}-hint`} className="text-sm text-slate-700">
                {t(`exam-trainer:topics.${option}Hint`)}
              </span>
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
