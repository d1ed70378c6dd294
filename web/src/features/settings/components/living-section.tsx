import { useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { LivingSituation } from '@common/schemas/settings';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { useUpdateLivingSituation } from '../api/update-living-situation';
import { LivingFormSchema, toLivingFormValues, toLivingSituation } from '../form-schemas';
import { ChoiceSelect } from './choice-select';
import { LIVING_SITUATION_LABEL_KEYS, RELATIONSHIP_STATUS_LABEL_KEYS } from './option-labels';
import { FeedbackRegion, FormActions, SettingsSection } from './settings-section';
import { useSectionForm } from './use-section-form';
import type { TranslationKey } from '../../../lib/i18n';

/** Lebenssituation: city, living situation, relationship, children, siblings (info only when ticked), parents. */
export function LivingSection({ living }: { living: LivingSituation }) {
  const { t } = useTranslation(['settings']);
  const { form, feedback, onSubmit, isSaving } = useSectionForm({
    resolver: zodResolver(LivingFormSchema),
    initial: living,
    // shows what was stored after saving: an empty children count is 0 then
    toValues: toLivingFormValues,
    toBody: toLivingSituation,
    mutation: useUpdateLivingSituation(),
    messages: { success: 'settings:infoSuccess', failed: 'settings:infoFailed' },
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const hasSiblings = useWatch({ control, name: 'hasSiblings' });

  const fieldError = (message: string | undefined) => (message ? t(message as TranslationKey<'settings'>) : undefined);

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
          <Button type="submit" loading={isSaving}>
            {t('settings:save')}
          </Button>
        </FormActions>
        <FeedbackRegion feedback={feedback} />
      </form>
    </SettingsSection>
  );
}
