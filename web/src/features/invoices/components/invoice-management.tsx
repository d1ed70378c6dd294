import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BillingSettings } from '@common/schemas/invoices';
import { DisclosureChevron } from '../../../components/ui/disclosure-chevron';
import { LoadErrorBanner } from '../../../components/ui/load-error-banner';
import { Spinner } from '../../../components/ui/spinner';
import { useAdminBilling } from '../api/admin-billing-query';
import { BillingSettingsForm } from './billing-settings-form';
import { InvoiceExport } from './invoice-export';
import { InvoiceList } from './invoice-list';
import { PaymentImport } from './payment-import';
import '../locales';

/**
 * The admin console's 'Rechnungen' tab: the billing details (until saved, bookings create no invoice, and the tab
 * says so first), the invoices with their payments, the bank-statement import and the accountant's export.
 */
export function InvoiceManagement() {
  const { t } = useTranslation(['invoices']);
  const billing = useAdminBilling();

  return (
    <div className="flex flex-col gap-10">
      {billing.isPending ? (
        <Spinner label={t('invoices:loading')} showLabel className="justify-center py-6" />
      ) : billing.isError ? (
        <LoadErrorBanner retryLabel={t('invoices:retry')} onRetry={() => void billing.refetch()} isRetrying={billing.isFetching}>
          {t('invoices:billing.loadError')}
        </LoadErrorBanner>
      ) : (
        <>
          {billing.data.settings === null && <NotConfiguredWarning />}
          <BillingSection settings={billing.data.settings} />
          <InvoiceList />
          <PaymentImport />
          <InvoiceExport />
        </>
      )}
    </div>
  );
}

/** The tab's warning while no billing details are saved: bookings go through, but no invoice is issued. */
function NotConfiguredWarning() {
  const { t } = useTranslation(['invoices']);
  return (
    <div
      role="status"
      className="flex flex-col gap-2 rounded-xl border border-amber-300 bg-amber-50 p-5 text-amber-950 sm:flex-row sm:items-center sm:justify-between sm:gap-4"
    >
      <p className="flex gap-3 font-medium">
        <svg viewBox="0 0 20 20" fill="currentColor" className="mt-0.5 size-5 shrink-0" aria-hidden="true">
          <path
            fillRule="evenodd"
            d="M8.485 2.495c.673-1.167 2.357-1.167 3.03 0l6.28 10.875c.673 1.167-.17 2.625-1.516 2.625H3.72c-1.347 0-2.189-1.458-1.515-2.625L8.485 2.495ZM10 5a.75.75 0 0 1 .75.75v3.5a.75.75 0 0 1-1.5 0v-3.5A.75.75 0 0 1 10 5Zm0 9a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z"
            clipRule="evenodd"
          />
        </svg>
        {t('invoices:notConfigured')}
      </p>
      <a href="#billing-settings" className="inline-flex min-h-11 shrink-0 items-center font-semibold text-amber-950 underline">
        {t('invoices:notConfiguredLink')}
      </a>
    </div>
  );
}

/** "Rechnungsdaten", open while nothing is saved (the first thing to do), afterwards folded above the invoices. */
function BillingSection({ settings }: { settings: BillingSettings['settings'] }) {
  const { t } = useTranslation(['invoices']);
  // only the first state: saving must not fold the section over its own success message
  const [isInitiallyOpen] = useState(settings === null);
  return (
    <details id="billing-settings" open={isInitiallyOpen} className="group rounded-xl border border-slate-200 bg-white shadow-sm">
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 rounded-xl p-4 sm:px-6 [&::-webkit-details-marker]:hidden">
        <h2 id="billing-settings-heading" className="text-xl font-bold tracking-tight text-slate-900">
          {t('invoices:billing.title')}
        </h2>
        <DisclosureChevron className="group-open:rotate-180" />
      </summary>
      <div className="px-4 pb-5 sm:px-6">
        <BillingSettingsForm settings={settings} labelledBy="billing-settings-heading" />
      </div>
    </details>
  );
}
