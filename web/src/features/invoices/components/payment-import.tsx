import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentImportResult } from '@common/schemas/invoices';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/field-parts';
import { LiveRegion } from '../../../components/ui/live-region';
import { ApiError } from '../../../lib/api-client';
import type { TranslationKey } from '../../../lib/i18n';
import { useImportPayments } from '../api/admin-import-payments';
import '../locales';

type Key = TranslationKey<'invoices'>;

const PROBLEM_TEXTS: Record<PaymentImportResult['problems'][number]['code'], Key> = {
  UNKNOWN_INVOICE: 'invoices:import.codes.UNKNOWN_INVOICE',
  ALREADY_PAID: 'invoices:import.codes.ALREADY_PAID',
  AMOUNT_MISMATCH: 'invoices:import.codes.AMOUNT_MISMATCH',
  NOT_PAYABLE: 'invoices:import.codes.NOT_PAYABLE',
};

/**
 * The file as text. Banks export UTF-8 or, still often, Windows-1252 (Sparkasse, Volksbank): a file that is not
 * valid UTF-8 is read as Windows-1252, so umlauts in the purpose survive.
 */
export async function readCsvText(file: Blob): Promise<string> {
  const bytes = await readBytes(file);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

function readBytes(file: Blob): Promise<ArrayBuffer> {
  if (typeof file.arrayBuffer === 'function') return file.arrayBuffer();
  // older engines (and jsdom) without Blob.arrayBuffer
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsArrayBuffer(file);
  });
}

function getImportErrorKey(error: unknown): Key {
  if (error instanceof ApiError && !error.isNetworkError && (error.status === 400 || error.status === 415 || error.status === 422))
    return 'invoices:errors.importFormat';
  return 'invoices:errors.import';
}

/** "Kontoauszug importieren (CSV)": the bank's CSV goes to the server, which marks the invoices it names as paid. */
export function PaymentImport() {
  const { t } = useTranslation(['invoices']);
  const fileId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const importing = useImportPayments();
  const [file, setFile] = useState<File | null>(null);
  const [isMissing, setMissing] = useState(false);
  const [error, setError] = useState<Key | null>(null);
  const [result, setResult] = useState<PaymentImportResult | null>(null);
  const [isReading, setReading] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setResult(null);
    if (!file) {
      setMissing(true);
      inputRef.current?.focus();
      return;
    }
    setMissing(false);
    setReading(true);
    let csv: string;
    try {
      csv = await readCsvText(file);
    } catch {
      setError('invoices:errors.importFormat');
      return;
    } finally {
      setReading(false);
    }
    importing.mutate(csv, {
      onSuccess: (answer) => {
        setResult(answer);
        setFile(null);
        if (inputRef.current) inputRef.current.value = '';
      },
      onError: (cause) => setError(getImportErrorKey(cause)),
    });
  }

  const isPending = isReading || importing.isPending;
  return (
    <section aria-labelledby="payment-import-heading" className="flex flex-col gap-3">
      <h2 id="payment-import-heading" className="text-xl font-bold tracking-tight text-slate-900">
        {t('invoices:import.title')}
      </h2>
      <p className="max-w-prose text-slate-700">{t('invoices:import.intro')}</p>
      <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={fileId} className="text-sm font-semibold text-slate-800">
            {t('invoices:import.file')}
          </label>
          <input
            ref={inputRef}
            id={fileId}
            type="file"
            accept=".csv,text/csv"
            aria-invalid={isMissing || undefined}
            aria-describedby={isMissing ? `${fileId}-error` : undefined}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setMissing(false);
            }}
            disabled={isPending}
            className="block min-h-11 w-full text-sm text-slate-800 file:mr-3 file:min-h-11 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-4 file:font-semibold file:text-slate-800 hover:file:bg-slate-50"
          />
          <FieldError id={fileId}>{isMissing ? t('invoices:errors.noFile') : undefined}</FieldError>
        </div>
        <Button type="submit" variant="secondary" loading={isPending} className="self-start sm:self-end">
          {t('invoices:import.submit')}
        </Button>
      </form>
      <LiveRegion>
        {error && (
          <Banner variant="error" announce={false}>
            {t(error)}
          </Banner>
        )}
        {result && <ImportResult result={result} />}
      </LiveRegion>
    </section>
  );
}

/** What the file did: the invoices now paid, the rows that named an invoice but could not be applied, and the rest. */
export function ImportResult({ result }: { result: PaymentImportResult }) {
  const { t } = useTranslation(['invoices']);
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <p className="font-semibold text-slate-900">
        {result.paid.length > 0
          ? t('invoices:import.paid', { count: result.paid.length, numbers: result.paid.join(', ') })
          : t('invoices:import.paidNone')}
      </p>
      {result.problems.length > 0 && (
        <div className="flex flex-col gap-1">
          <h3 className="font-semibold text-slate-900">{t('invoices:import.problemsTitle')}</h3>
          <ul className="list-disc pl-5 text-slate-800">
            {result.problems.map((problem) => (
              <li key={`${problem.line}-${problem.number}`}>
                {t('invoices:import.problem', { line: problem.line, number: problem.number, reason: t(PROBLEM_TEXTS[problem.code]) })}
              </li>
            ))}
          </ul>
        </div>
      )}
      {result.unmatchedRows > 0 && <p className="text-slate-700">{t('invoices:import.unmatched', { count: result.unmatchedRows })}</p>}
    </div>
  );
}
