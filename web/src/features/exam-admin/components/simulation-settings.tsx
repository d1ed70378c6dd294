import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EXAM_SIMULATION_LIMITS } from '@common/domain';
import { ExamSimulationSettingsSchema, type ExamSimulationSettings } from '@common/schemas/exam-simulation';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { LiveRegion } from '../../../components/ui/live-region';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { useFeedback } from '../../../lib/use-feedback';
import { useExamSimulationSettings, useSaveExamSimulationSettings } from '../api/exam-simulation-settings';

type Field = keyof ExamSimulationSettings;
const FIELDS: Field[] = ['questionCount', 'minutes', 'passPercent'];

/** 'Prüfungssimulation': how many questions, how many minutes, and the pass line. */
export function SimulationSettings() {
  const { t } = useTranslation(['exam-admin']);
  const settings = useExamSimulationSettings();
  const save = useSaveExamSimulationSettings();
  const [draft, setDraft] = useState<Record<Field, string> | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  // the spec: a success message hides after 3 seconds, an error stays until the next action
  const { feedback, say, clearFeedback } = useFeedback<'saved' | 'saveError'>();

  if (!settings.data) return null;
  const values = draft ?? {
    questionCount: String(settings.data.questionCount),
    minutes: String(settings.data.minutes),
    passPercent: String(settings.data.passPercent),
  };
  const errorText = (field: Field, code: string | undefined) =>
    code &&
    t(`exam-admin:simulation.errors.${code === 'TOO_SMALL' || code === 'TOO_BIG' ? 'range' : 'number'}`, EXAM_SIMULATION_LIMITS[field]);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    clearFeedback();
    const parsed = ExamSimulationSettingsSchema.safeParse(
      Object.fromEntries(FIELDS.map((field) => [field, values[field].trim() === '' ? Number.NaN : Number(values[field])])),
    );
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [issue.path[0], issue.message])));
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: () => {
        setDraft(null);
        say('success', 'saved');
      },
      onError: (error) => {
        if (error instanceof ApiError && error.fields) setErrors(error.fields as Partial<Record<Field, string>>);
        say('error', 'saveError');
      },
    });
  }

  return (
    <Card className="flex flex-col gap-3">
      <h2 id="exam-simulation-settings" className="text-xl font-bold text-slate-900">
        {t('exam-admin:simulation.heading')}
      </h2>
      <p className="max-w-prose text-slate-700">{t('exam-admin:simulation.intro')}</p>
      <form noValidate onSubmit={onSubmit} aria-labelledby="exam-simulation-settings" className="flex flex-col gap-3">
        <div className="grid gap-3 sm:grid-cols-3 lg:max-w-3xl">
          {FIELDS.map((field) => (
            <TextField
              key={field}
              label={t(`exam-admin:simulation.${field}`)}
              type="number"
              inputMode="numeric"
              min={EXAM_SIMULATION_LIMITS[field].min}
              max={EXAM_SIMULATION_LIMITS[field].max}
              value={values[field]}
              error={errorText(field, errors[field])}
              onChange={(event) => setDraft({ ...values, [field]: event.target.value })}
            />
          ))}
        </div>
        <Button type="submit" className="self-start" loading={save.isPending}>
          {t('exam-admin:simulation.save')}
        </Button>
      </form>
      <LiveRegion>
        {feedback && (
          <Banner key={feedback.id} variant={feedback.variant} announce={false}>
            {t(`exam-admin:simulation.${feedback.messageKey}`)}
          </Banner>
        )}
      </LiveRegion>
    </Card>
  );
}
