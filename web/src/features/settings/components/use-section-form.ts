import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import type { UseMutationResult } from '@tanstack/react-query';
import { getFieldMessageKeys, getSaveReasonKey } from '../api/settings-messages';
import type { SectionFeedback } from './settings-section';
import { useReportUnsavedChanges } from './unsaved-changes';
import type { TranslationKey } from '../../../lib/i18n';

interface SectionFormOptions<Values extends FieldValues, Body> {
  resolver: Resolver<Values>;
  initial: Body;
  toValues: (body: Body) => Values;
  toBody: (values: Values) => Body;
  mutation: UseMutationResult<unknown, unknown, Body>;
  messages: { success: TranslationKey<'settings'>; failed: TranslationKey<'settings'> };
}

/**
 * A settings section that saves on its own: validates, sends, puts the server's field errors on
 * the fields, shows the section's success or error text, and shows what was stored afterwards.
 */
export function useSectionForm<Values extends FieldValues, Body>(options: SectionFormOptions<Values, Body>) {
  const { resolver, initial, toValues, toBody, mutation, messages } = options;
  const [feedback, setFeedback] = useState<SectionFeedback | null>(null);
  const form = useForm<Values>({ resolver, defaultValues: toValues(initial) as DefaultValues<Values> });
  useReportUnsavedChanges(form.formState.isDirty);

  const onSubmit = form.handleSubmit(async (values) => {
    setFeedback(null);
    const body = toBody(values);
    try {
      await mutation.mutateAsync(body);
    } catch (error) {
      for (const [field, messageKey] of Object.entries(getFieldMessageKeys(error))) {
        if (field in values) form.setError(field as Path<Values>, { message: messageKey });
      }
      setFeedback({ variant: 'error', messageKey: messages.failed, reasonKey: getSaveReasonKey(error) });
      return;
    }
    form.reset(toValues(body));
    setFeedback({ variant: 'success', messageKey: messages.success });
  });

  return { form, feedback, onSubmit, isSaving: mutation.isPending };
}
