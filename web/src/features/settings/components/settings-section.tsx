import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner, type BannerVariant } from '../../../components/ui/banner';
import { Card } from '../../../components/ui/card';
import { LiveRegion } from '../../../components/ui/live-region';
import type { TranslationKey } from '../../../lib/i18n';

/** What a section says after an action: its spec text, and the server's reason when there is one. */
export interface SectionFeedback {
  variant: BannerVariant;
  messageKey: TranslationKey<'settings'>;
  reasonKey?: TranslationKey<'settings'>;
  values?: Record<string, string>;
}

interface SettingsSectionProps {
  /** Anchor id; the heading gets `${id}-title` and names the region. */
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}

/** One section of the settings page: a named region (so each "Speichern" has its context) in a card. */
export function SettingsSection({ id, title, description, children }: SettingsSectionProps) {
  const headingId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={headingId} className="scroll-mt-6">
      <Card className="flex flex-col gap-5">
        <div className="flex flex-col gap-1">
          <h2 id={headingId} className="text-xl font-bold tracking-tight text-slate-900">
            {title}
          </h2>
          {description && <div className="max-w-prose text-slate-700">{description}</div>}
        </div>
        {children}
      </Card>
    </section>
  );
}

/** A sub-heading inside a section (Konto has two forms). */
export function SubsectionTitle({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h3 id={id} className="text-lg font-semibold text-slate-900">
      {children}
    </h3>
  );
}

/** The section's live region: on the page from the start, so every message in it is announced. */
export function FeedbackRegion({ feedback }: { feedback: SectionFeedback | null }) {
  const { t } = useTranslation(['settings', 'common']);
  return (
    <LiveRegion>
      {feedback && (
        <Banner variant={feedback.variant} announce={false}>
          <span className="block">{t(feedback.messageKey, feedback.values)}</span>
          {feedback.reasonKey && <span className="mt-1 block font-normal">{t(feedback.reasonKey)}</span>}
        </Banner>
      )}
    </LiveRegion>
  );
}

/** The row under a form with its submit button. */
export function FormActions({ children }: { children: ReactNode }) {
  return <div className="flex flex-wrap items-center gap-3">{children}</div>;
}
