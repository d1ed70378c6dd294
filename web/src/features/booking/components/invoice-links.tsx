import { useTranslation } from 'react-i18next';
import type { InvoiceSummary } from '@common/schemas/invoices';
import { Badge } from '../../../components/ui/badge';
import { invoicePdfUrl } from '../api/invoice-pdf-url';
import { formatCalendarDate } from '../booking-format';

/** A booking's invoice and cancellation invoice as PDF downloads, each with its state ('bezahlt am …', 'offen'). */
export function InvoiceLinks({ invoices }: { invoices: InvoiceSummary[] }) {
  const { t, i18n } = useTranslation(['booking']);
  if (invoices.length === 0) return null;
  return (
    <ul className="flex flex-col gap-2" aria-label={t('booking:invoices.label')}>
      {invoices.map((invoice) => {
        const label =
          invoice.kind === 'cancellation'
            ? t('booking:invoices.cancellation', { number: invoice.number })
            : t('booking:invoices.invoice', { number: invoice.number });
        let state: { text: string; variant: 'success' | 'warning' | 'neutral' };
        if (invoice.kind === 'cancellation')
          state = { text: t('booking:invoices.cancels', { number: invoice.cancelsNumber ?? '' }), variant: 'neutral' };
        else if (invoice.paidOn)
          state = { text: t('booking:invoices.paidOn', { date: formatCalendarDate(invoice.paidOn, i18n.language) }), variant: 'success' };
        else if (invoice.cancelledByNumber)
          state = { text: t('booking:invoices.cancelledBy', { number: invoice.cancelledByNumber }), variant: 'neutral' };
        else state = { text: t('booking:invoices.open'), variant: 'warning' };
        return (
          <li key={invoice.id} className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <a
              href={invoicePdfUrl(invoice.id)}
              download
              className="inline-flex min-h-11 items-center font-semibold text-indigo-700 underline underline-offset-2 hover:text-indigo-900"
            >
              {label}
            </a>
            <Badge variant={state.variant}>{state.text}</Badge>
          </li>
        );
      })}
    </ul>
  );
}
