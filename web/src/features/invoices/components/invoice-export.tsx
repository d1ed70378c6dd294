import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addDays, isCalendarDate } from '@common/schemas/booking';
import { buttonClasses } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { adminInvoiceExportUrl } from '../api/admin-invoice-files';
import { todayInBerlin } from '../invoice-format';
import '../locales';

/** The previous calendar month: what the accountant usually asks for. */
function previousMonth(today: string): { from: string; to: string } {
  const firstOfThisMonth = `${today.slice(0, 8)}01`;
  const to = addDays(firstOfThisMonth, -1);
  return { from: `${to.slice(0, 8)}01`, to };
}

/** "Export für die Steuerberatung": the table (CSV) or the PDFs with the table (ZIP) of a period. */
export function InvoiceExport() {
  const { t } = useTranslation(['invoices']);
  const [range, setRange] = useState(() => previousMonth(todayInBerlin()));
  const isFromValid = range.from === '' || isCalendarDate(range.from);
  const isToValid = range.to === '' || isCalendarDate(range.to);
  const isOrdered = range.from === '' || range.to === '' || range.from <= range.to;
  const isValid = isFromValid && isToValid && isOrdered;
  const dates = { from: range.from || undefined, to: range.to || undefined };

  return (
    <section aria-labelledby="invoice-export-heading" className="flex flex-col gap-3">
      <h2 id="invoice-export-heading" className="text-xl font-bold tracking-tight text-slate-900">
        {t('invoices:export.title')}
      </h2>
      <p className="max-w-prose text-slate-700">{t('invoices:export.intro')}</p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <TextField
          type="date"
          label={t('invoices:export.from')}
          value={range.from}
          onChange={(event) => setRange((current) => ({ ...current, from: event.target.value }))}
        />
        <TextField
          type="date"
          label={t('invoices:export.to')}
          value={range.to}
          min={range.from || undefined}
          error={!isOrdered ? t('invoices:errors.range') : undefined}
          onChange={(event) => setRange((current) => ({ ...current, to: event.target.value }))}
        />
      </div>
      {isValid && (
        <div className="flex flex-col gap-2 sm:flex-row">
          <a href={adminInvoiceExportUrl('csv', dates)} download className={buttonClasses('secondary', false, 'text-center')}>
            {t('invoices:export.csv')}
          </a>
          <a href={adminInvoiceExportUrl('zip', dates)} download className={buttonClasses('secondary', false, 'text-center')}>
            {t('invoices:export.zip')}
          </a>
        </div>
      )}
    </section>
  );
}
