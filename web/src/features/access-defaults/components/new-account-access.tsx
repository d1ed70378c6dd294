import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_KEYS_WITH_ROWS, listOpenNewAccountPages, type NewAccountPermissions } from '@common/domain/page-keys';
import type { AccessDefaults, AccessDefaultsPreview } from '@common/schemas/access-defaults';
import { AREA_OFFER_KEYS, getAreaNameKey } from '../../../components/locked-area-notice';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { LiveRegion } from '../../../components/ui/live-region';
import { LoadErrorBanner } from '../../../components/ui/load-error-banner';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import type { TranslationKey } from '../../../lib/i18n';
import { useFeedback } from '../../../lib/use-feedback';
import { useApplyAccessDefaults, usePreviewApplyAccessDefaults } from '../api/apply-access-defaults';
import { useAccessDefaults } from '../api/get-access-defaults';
import { useSaveAccessDefaults } from '../api/save-access-defaults';
import '../locales';

/** The section's anchor: the start banner and the console's notice point here. */
export const NEW_ACCOUNT_ACCESS_ID = 'freigaben-neue-konten';

type Key = TranslationKey<'access-defaults'>;

/** The open areas' names, joined as the language joins a list. */
export function useOpenAreaList() {
  const { t, i18n } = useTranslation(['access-defaults', 'common']);
  return (permissions: NewAccountPermissions) => {
    const names = listOpenNewAccountPages(permissions).map((page) => t(getAreaNameKey(page)));
    return names.length > 0 ? new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(names) : t('access-defaults:noAreas');
  };
}

/**
 * 'Freigaben für neue Konten' in the admin console: which areas a new account gets, and 'auch für
 * bestehende Konten übernehmen' after a confirmation that names how many learner accounts change
 * (docs/decisions/074-access-for-new-accounts.md).
 */
export function NewAccountAccess() {
  const { t } = useTranslation(['access-defaults']);
  const defaults = useAccessDefaults();
  const headingId = useId();

  return (
    <section
      id={NEW_ACCOUNT_ACCESS_ID}
      aria-labelledby={headingId}
      className="mt-10 flex scroll-mt-4 flex-col gap-4 border-t border-slate-200 pt-8"
    >
      <div className="flex flex-col gap-1">
        <h2 id={headingId} className="text-xl font-bold text-slate-900">
          {t('access-defaults:heading')}
        </h2>
        <p className="max-w-prose text-slate-700">{t('access-defaults:intro')}</p>
      </div>
      {defaults.isPending ? (
        <Spinner label={t('access-defaults:loading')} showLabel className="py-6" />
      ) : defaults.isError ? (
        <LoadErrorBanner
          retryLabel={t('access-defaults:retry')}
          onRetry={() => void defaults.refetch()}
          isRetrying={defaults.isFetching}
          size="sm"
        >
          {t('access-defaults:loadError')}
        </LoadErrorBanner>
      ) : (
        // the draft starts from what is stored; after a save the two are the same again
        <AccessDefaultsForm defaults={defaults.data} />
      )}
    </section>
  );
}

function AccessDefaultsForm({ defaults }: { defaults: AccessDefaults }) {
  const { t, i18n } = useTranslation(['access-defaults', 'common']);
  const [draft, setDraft] = useState<NewAccountPermissions>(defaults.permissions);
  const [confirming, setConfirming] = useState<AccessDefaultsPreview | null>(null);
  const [hasChangedMeanwhile, setHasChangedMeanwhile] = useState(false);
  const save = useSaveAccessDefaults();
  const preview = usePreviewApplyAccessDefaults();
  const apply = useApplyAccessDefaults();
  const { feedback, say, clearFeedback } = useFeedback<Key>();
  const listAreas = useOpenAreaList();
  const hintId = useId();

  const isDirty = PAGE_KEYS_WITH_ROWS.some((page) => draft[page] !== defaults.permissions[page]);

  function submit(event: FormEvent) {
    event.preventDefault();
    clearFeedback();
    save.mutate(draft, {
      onSuccess: () => say('success', 'access-defaults:saved'),
      onError: () => say('error', 'access-defaults:saveFailed'),
    });
  }

  function askForCount({ afterConflict = false } = {}) {
    if (!afterConflict) clearFeedback();
    preview.mutate(undefined, {
      onSuccess: (result) => {
        if (result.accounts === 0) {
          setConfirming(null);
          say('success', 'access-defaults:nothingToApply');
          return;
        }
        setHasChangedMeanwhile(afterConflict);
        setConfirming(result);
      },
      onError: () => {
        setConfirming(null);
        say('error', 'access-defaults:previewFailed');
      },
    });
  }

  function confirmApply() {
    if (!confirming) return;
    apply.mutate(confirming, {
      onSuccess: ({ accounts }) => {
        setConfirming(null);
        say('success', accounts === 1 ? 'access-defaults:applied_one' : 'access-defaults:applied_other', { count: String(accounts) });
      },
      onError: (error) => {
        // the figure in the dialog is no longer true: show the new one, nothing was applied
        if (error instanceof ApiError && error.status === 409) askForCount({ afterConflict: true });
        else {
          setConfirming(null);
          say('error', 'access-defaults:applyFailed');
        }
      },
    });
  }

  const updatedAt = defaults.updatedAt
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Berlin' }).format(
        new Date(defaults.updatedAt),
      )
    : null;

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <p className="text-sm text-slate-700">
        {updatedAt ? t('access-defaults:updatedAt', { when: updatedAt }) : t('access-defaults:untouched')}
      </p>
      <fieldset className="flex flex-col">
        <legend className="mb-1 font-semibold text-slate-900">{t('access-defaults:legend')}</legend>
        <div className="grid gap-x-6 sm:grid-cols-2">
          {PAGE_KEYS_WITH_ROWS.map((page) => (
            <Checkbox
              key={page}
              label={t(getAreaNameKey(page))}
              hint={t(AREA_OFFER_KEYS[page])}
              checked={draft[page]}
              disabled={save.isPending}
              onChange={(event) => setDraft((previous) => ({ ...previous, [page]: event.target.checked }))}
            />
          ))}
        </div>
      </fieldset>
      <ul className="flex list-disc flex-col gap-1 pl-5 text-sm text-slate-700">
        <li>{t('access-defaults:abstinenceNote')}</li>
        <li>{t('access-defaults:adminNote')}</li>
      </ul>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center">
        <Button type="submit" loading={save.isPending} disabled={!isDirty}>
          {t('access-defaults:save')}
        </Button>
        <Button
          variant="secondary"
          onClick={() => askForCount()}
          loading={preview.isPending && !confirming}
          disabled={isDirty || save.isPending}
          aria-describedby={isDirty ? hintId : undefined}
        >
          {t('access-defaults:apply')}
        </Button>
      </div>
      {isDirty && (
        <p id={hintId} className="text-sm text-slate-700">
          {t('access-defaults:applyUnsaved')}
        </p>
      )}
      <LiveRegion>
        {feedback && (
          <Banner key={feedback.id} variant={feedback.variant} announce={false}>
            {t(feedback.messageKey, feedback.values)}
          </Banner>
        )}
      </LiveRegion>
      <ConfirmDialog
        open={confirming !== null}
        title={confirming ? t('access-defaults:confirmTitle', { count: confirming.accounts }) : ''}
        description={
          confirming && (
            <span className="flex flex-col gap-3">
              {hasChangedMeanwhile && <Banner variant="info">{t('access-defaults:changedMeanwhile')}</Banner>}
              <span>{t('access-defaults:confirmBody', { count: confirming.accounts, areas: listAreas(confirming.permissions) })}</span>
            </span>
          )
        }
        confirmLabel={t('access-defaults:confirm')}
        confirmVariant="primary"
        isPending={apply.isPending || preview.isPending}
        onConfirm={confirmApply}
        onClose={() => setConfirming(null)}
      />
    </form>
  );
}
