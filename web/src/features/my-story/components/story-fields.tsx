import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Finding, StorySection } from '@common/domain/my-story';
import { STORY_SHORT_TEXT_MAX_LENGTH, STORY_TEXT_MAX_LENGTH } from '@common/schemas/my-story';
import { Card } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { FieldFindings, fieldId, useCheckTexts } from './finding-card';

/** A long text of the story with its findings right below it. */
export function StoryTextArea({
  field,
  label,
  hint,
  value,
  onChange,
  findings,
  rows = 5,
}: {
  field: string;
  label: string;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
  findings: Finding[];
  rows?: number;
}) {
  return (
    <div className="flex flex-col gap-2">
      <TextareaField
        id={fieldId(field)}
        label={label}
        hint={hint}
        rows={rows}
        maxLength={STORY_TEXT_MAX_LENGTH}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <FieldFindings findings={findings} field={field} />
    </div>
  );
}

/** A short text or a date of the story, with its findings. */
export function StoryInput({
  field,
  label,
  type = 'text',
  value,
  onChange,
  findings,
  hint,
}: {
  field: string;
  label: string;
  type?: 'text' | 'date' | 'time';
  value: string;
  onChange: (value: string) => void;
  findings: Finding[];
  hint?: string;
}) {
  return (
    <div className="flex flex-col gap-2">
      <TextField
        id={fieldId(field)}
        type={type}
        label={label}
        hint={hint}
        maxLength={type === 'text' ? STORY_SHORT_TEXT_MAX_LENGTH : undefined}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <FieldFindings findings={findings} field={field} />
    </div>
  );
}

/** One section of the workbook: its title, what it is about, the guiding questions, then the fields. */
export function SectionCard({ section, promptIds, children }: { section: StorySection; promptIds: string[]; children: ReactNode }) {
  const { t } = useTranslation(['my-story']);
  const tc = useCheckTexts();
  const titleId = `story-section-${section}`;
  return (
    <Card role="region" aria-labelledby={titleId} className="flex scroll-mt-20 flex-col gap-4" id={`section-${section}`}>
      <div className="flex flex-col gap-1">
        <h2 id={titleId} className="text-xl font-semibold text-slate-900">
          {tc(`sections.${section}.title`)}
        </h2>
        <p className="max-w-prose text-slate-700">{tc(`sections.${section}.intro`)}</p>
      </div>
      {promptIds.length > 0 && (
        <div className="rounded-lg bg-indigo-50 p-3 text-slate-900">
          <p className="text-sm font-semibold">{t('my-story:prompts')}</p>
          <ul className="mt-1 list-disc pl-5 text-sm">
            {promptIds.map((id) => (
              <li key={id}>{tc(`prompts.${id}`)}</li>
            ))}
          </ul>
        </div>
      )}
      {children}
    </Card>
  );
}
