import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { LivingSituation } from '@common/schemas/settings';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { getFieldMessageKeys, getSaveReasonKey } from '../api/settings-messages';
import { useUpdateLivingSituation } from '../api/update-living-situation';
import { LivingFormSchema, toLivingFormValues, toLivingSituation, type LivingFormValues } from '../form-schemas';
import { ChoiceSelect } from './choice-select';
import { LIVING_SITUATION_LABEL_KEYS, RELATIONSHIP_STATUS_LABEL_KEYS } from './option-labels';
import { FeedbackRegion, FormActions, SettingsSection, type SectionFeedback } from './settings-section';

const FIELDS: readonly (keyof LivingFormValues)[] = [
  'city',
  'livingSituation',
  'relationshipStatus',
  'childrenCount',
  'hasSiblings',
  'siblingsInfo',
  'parentsInfo',
];

/** Lebenssituation: city, living situation, relationship, children, siblings (info only when ticked), parents. */
export function LivingSection({ living }: { living: LivingSituation }) {
  const { t } = useTranslation(['settings']);
  const update = useUpdateLivingSituation();
  const [feedback, setFeedback] = useState<SectionFeedback | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    control,
    formState: { errors },
  } = useForm<LivingFormValues>({ resolver: zodResolver(LivingFormSchema), defaultValues: toLivingFormValues(living) });
  const hasSiblings = useWatch({ control, name: 'hasSiblings' });

  const onSubmit = handleSubmit(async (values) => {
    setFeedback(null);
    const body = toLivingSituation(values);
    try {
      await update.mutateAsync(body);
    } catch (error) {
      for (const [field, messageKey] of Object.entries(getFieldMessageKeys(error))) {
        if (FIELDS.includes(field as keyof LivingFormValues)) setError(field as keyof LivingFormValues, { message: messageKey });
      }
      setFeedback({ variant: 'error', messageKey: 'settings:infoFailed', reasonKey: getSaveReasonKey(error) });
      return;
    }
    // show what was stored: an empty children count is 0 now
    reset(toLivingFormValues(body));
    setFeedback({ variant: 'success', messageKey: 'settings:infoSuccess' });
  });

  const fieldError = (message: string | undefined) => (message ? t(message) : undefined);

  return (
    <SettingsSection id="lebenssituation" title={t('settings:living.title')}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('settings:living.city')}
            autoComplete="address-level2"
            maxLength={100}
            error={fieldError(errors.city?.message)}
            {...register('city')}
          />
          <ChoiceSelect
            label={t('settings:living.livingSituation')}
            labelKeys={LIVING_SITUATION_LABEL_KEYS}
            error={fieldError(errors.livingSituation?.message)}
            {...register('livingSituation')}
          />
          <ChoiceSelect
            label={t('settings:living.relationshipStatus')}
            labelKeys={RELATIONSHIP_STATUS_LABEL_KEYS}
            error={fieldError(errors.relationshipStatus?.message)}
            {...register('relationshipStatus')}
          />
          <TextField
            label={t('settings:living.childrenCount')}
            type="number"
            inputMode="numeric"
            min={0}
            max={50}
            step={1}
            error={fieldError(errors.childrenCount?.message)}
            {...register('childrenCount')}
          />
        </div>
        <Checkbox label={t('settings:living.hasSiblings')} {...register('hasSiblings')} />
        {hasSiblings && (
          <TextareaField
            label={t('settings:living.siblingsInfo')}
            maxLength={1000}
            error={fieldError(errors.siblingsInfo?.message)}
            {...register('siblingsInfo')}
          />
        )}
        <TextareaField
          label={t('settings:living.parentsInfo')}
          maxLength={1000}
          error={fieldError(errors.parentsInfo?.message)}
          {...register('parentsInfo')}
        />
        <FormActions>
          <Button type="submit" loading={update.isPending}>
            {t('settings:save')}
          </Button>
        </FormActions>
        <FeedbackRegion feedback={feedback} />
      </form>
    </SettingsSection>
  );
}
