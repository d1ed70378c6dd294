import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isCalendarDate } from '@common/schemas/booking';
import type { AdminInvoice, AdminInvoiceQuery } from '@common/schemas/invoices';
import { Badge } from '../../../components/ui/badge';
import { Banner } from '../../../components/ui/banner';
import { Button, buttonClasses } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { LiveRegion } from '../../../components/ui/live-region';
import { LoadErrorBanner } from '../../../components/ui/load-error-banner';
import { SegmentedControl } from '../../../components/ui/segmented-control';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import type { TranslationKey } from '../../../lib/i18n';
import { useFeedback } from '../../../lib/use-feedback';
import { adminInvoicePdfUrl } from '../api/admin-invoice-files';
import { useAdminInvoices } from '../api/admin-invoices-query';
import { useSetInvoicePayment } from '../api/admin-set-invoice-payment';
import { formatInvoiceDate, formatMoney } from '../invoice-format';
import { MarkPaidDialog } from './mark-paid-dialog';
import '../locales';

type Status = AdminInvoiceQuery['status'];
const STATUSES: readonly Status[] = ['open', 'paid', 'all'];
const STATUS_LABELS: Record<Status, TranslationKey<'invoices'>> = {
  open: 'invoices:list.filters.open',
  paid: 'invoices:list.filters.paid',
  all: 'invoices:list.filters.all',
};

const TERM = 'font-medium text-slate-700';

function getPaymentErrorKey(error: unknown): TranslationKey<'invoices'> {
  if (error instanceof ApiError && error.status === 404) return 'invoices:errors.notFound';
  return 'invoices:errors.payment';
}

/** The admin's invoices: a status filter and the issue dates, each invoice with its PDF and its payment. */
export function InvoiceList() {
  const { t, i18n } = useTranslation(['invoices']);
  const [status, setStatus] = useState<Status>('all');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const isRangeValid =
    (from === '' || isCalendarDate(from)) && (to === '' || isCalendarDate(to)) && (from === '' || to === '' || from <= to);
  const invoices = useAdminInvoices({ status, from: from || undefined, to: to || undefined }, isRangeValid);
  const payment = useSetInvoicePayment();
  const [toMark, setToMark] = useState<AdminInvoice | null>(null);
  const [toUnmark, setToUnmark] = useState<AdminInvoice | null>(null);
  const { feedback, say, clearFeedback } = useFeedback<TranslationKey<'invoices'>>();
  const money = (cents: number) => formatMoney(cents, i18n.language);
  const date = (value: string) => formatInvoiceDate(value, i18n.language);
  const customerOf = (invoice: AdminInvoice) => invoice.buyerName;

  function markPaid(invoice: AdminInvoice, paidOn: string) {
    payment.mutate(
      { id: invoice.id, paid: true, paidOn },
      {
        onSuccess: () => {
          setToMark(null);
          say('success', 'invoices:markPaid.done', { number: invoice.number });
        },
        onError: (error) => {
          setToMark(null);
          say('error', getPaymentErrorKey(error));
        },
      },
    );
  }

  function unmarkPaid(invoice: AdminInvoice) {
    payment.mutate(
      { id: invoice.id, paid: false },
      {
        onSuccess: () => {
          setToUnmark(null);
          say('success', 'invoices:unmarkPaid.done', { number: invoice.number });
        },
        onError: (error) => {
          setToUnmark(null);
          say('error', getPaymentErrorKey(error));
        },
      },
    );
  }

  function statusOf(invoice: AdminInvoice): ReactNode {
    if (invoice.kind === 'cancellation') return <Badge variant="neutral">{t('invoices:list.status.cancellation')}</Badge>;
    if (invoice.paidOn) return <Badge variant="success">{t('invoices:list.status.paid', { date: date(invoice.paidOn) })}</Badge>;
    if (invoice.cancelledByNumber) return <Badge variant="neutral">{t('invoices:list.status.cancelled')}</Badge>;
    return <Badge variant="warning">{t('invoices:list.status.open')}</Badge>;
  }

  function actionsOf(invoice: AdminInvoice): ReactNode {
    return (
      <div className="flex flex-wrap gap-2">
        <a
          href={adminInvoicePdfUrl(invoice.id)}
          download
          aria-label={t('invoices:list.pdfLabel', { number: invoice.number })}
          className={buttonClasses('secondary', false, undefined, 'sm')}
        >
          {t('invoices:list.pdf')}
        </a>
        {invoice.kind === 'invoice' && invoice.paidOn && (
          <Button
            variant="danger-secondary"
            size="sm"
            aria-label={t('invoices:list.unmarkPaidLabel', { number: invoice.number })}
            onClick={() => {
              clearFeedback();
              setToUnmark(invoice);
            }}
          >
            {t('invoices:list.unmarkPaid')}
          </Button>
        )}
        {invoice.kind === 'invoice' && !invoice.paidOn && !invoice.cancelledByNumber && (
          <Button
            variant="secondary"
            size="sm"
            aria-label={t('invoices:list.markPaidLabel', { number: invoice.number })}
            onClick={() => {
              clearFeedback();
              setToMark(invoice);
            }}
          >
            {t('invoices:list.markPaid')}
          </Button>
        )}
      </div>
    );
  }

  // cards, two columns on wide screens: the console's content column (about 940 px) is too narrow for eight table columns
  let list: ReactNode;
  if (!isRangeValid) list = null;
  else if (invoices.isPending) list = <Spinner label={t('invoices:loading')} showLabel className="justify-center py-6" />;
  else if (invoices.isError)
    list = (
      <LoadErrorBanner retryLabel={t('invoices:retry')} onRetry={() => void invoices.refetch()} isRetrying={invoices.isFetching}>
        {t('invoices:errors.list')}
      </LoadErrorBanner>
    );
  else if (invoices.data.items.length === 0)
    list = <EmptyState title={t('invoices:list.empty')} description={t('invoices:list.emptyHint')} />;
  else
    list = (
      <ul className="grid gap-3 lg:grid-cols-2" aria-label={t('invoices:list.caption')}>
        {invoices.data.items.map((invoice) => (
          <li key={invoice.id} className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className={TERM}>{t('invoices:list.columns.number')}</dt>
              <dd className="font-semibold text-slate-900">{invoice.number}</dd>
              <dt className={TERM}>{t('invoices:list.columns.kind')}</dt>
              <dd className="text-slate-900">
                {t(`invoices:list.kinds.${invoice.kind}`)}
                {invoice.cancelledByNumber && (
                  <span className="block text-slate-700">{t('invoices:list.cancelledBy', { number: invoice.cancelledByNumber })}</span>
                )}
                {invoice.cancelsNumber && (
                  <span className="block text-slate-700">{t('invoices:list.cancels', { number: invoice.cancelsNumber })}</span>
                )}
              </dd>
              <dt className={TERM}>{t('invoices:list.columns.date')}</dt>
              <dd className="text-slate-900">{date(invoice.issuedOn)}</dd>
              <dt className={TERM}>{t('invoices:list.columns.customer')}</dt>
              <dd className="[overflow-wrap:anywhere] text-slate-900">
                {customerOf(invoice)}
                {invoice.learnerEmail === null && <span className="block text-slate-700 italic">{t('invoices:list.accountDeleted')}</span>}
              </dd>
              <dt className={TERM}>{t('invoices:list.columns.service')}</dt>
              <dd className="text-slate-900">
                {t('invoices:list.service', { date: date(invoice.serviceDate), counsellor: invoice.counsellorName })}
              </dd>
              <dt className={TERM}>{t('invoices:list.columns.amount')}</dt>
              <dd className="font-semibold text-slate-900 tabular-nums">{money(invoice.grossCents)}</dd>
              <dt className={TERM}>{t('invoices:list.columns.status')}</dt>
              <dd>{statusOf(invoice)}</dd>
            </dl>
            {actionsOf(invoice)}
          </li>
        ))}
      </ul>
    );

  return (
    <section aria-labelledby="admin-invoices-heading" className="flex flex-col gap-4">
      <h2 id="admin-invoices-heading" className="text-xl font-bold tracking-tight text-slate-900">
        {t('invoices:list.title')}
      </h2>
      <div className="flex flex-col gap-3 lg:flex-row lg:items-end">
        <SegmentedControl
          legend={t('invoices:list.filterLegend')}
          showLegend
          name="invoice-status"
          options={STATUSES.map((value) => ({ value, label: t(STATUS_LABELS[value]) }))}
          value={status}
          onChange={setStatus}
        />
        <div className="flex flex-col gap-3 sm:flex-row">
          <TextField type="date" label={t('invoices:list.from')} value={from} onChange={(event) => setFrom(event.target.value)} />
          <TextField
            type="date"
            label={t('invoices:list.to')}
            value={to}
            min={from || undefined}
            error={isCalendarDate(from) && isCalendarDate(to) && from > to ? t('invoices:errors.range') : undefined}
            onChange={(event) => setTo(event.target.value)}
          />
        </div>
      </div>
      <div aria-busy={invoices.isFetching || undefined}>{list}</div>

      <LiveRegion className="sticky bottom-4 z-20">
        {feedback && (
          <Banner key={feedback.id} variant={feedback.variant} announce={false} className="shadow-md">
            {t(feedback.messageKey, feedback.values)}
          </Banner>
        )}
      </LiveRegion>

      <MarkPaidDialog
        invoice={toMark}
        isPending={payment.isPending}
        onConfirm={(paidOn) => toMark && markPaid(toMark, paidOn)}
        onClose={() => setToMark(null)}
      />
      <ConfirmDialog
        open={toUnmark !== null}
        title={t('invoices:unmarkPaid.title')}
        description={
          toUnmark
            ? t('invoices:unmarkPaid.question', {
                number: toUnmark.number,
                amount: money(toUnmark.grossCents),
                customer: customerOf(toUnmark),
              })
            : ''
        }
        confirmLabel={t('invoices:unmarkPaid.confirm')}
        isPending={payment.isPending}
        onConfirm={() => toUnmark && unmarkPaid(toUnmark)}
        onClose={() => setToUnmark(null)}
      />
    </section>
  );
}
