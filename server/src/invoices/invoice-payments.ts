// "Kontoauszug importieren" (issue 40): a bank's CSV of transfers marks the open invoices it names as paid,
// when the amount matches, on the day of the transfer. One transaction: a file is applied whole or not at all.
import { inArray } from 'drizzle-orm';
import { invoiceNumbersIn, readBankTransfers } from '@common/domain/bank-payments';
import { decodeCsvBytes } from '@common/domain/question-csv';
import type { PaymentImportResult } from '@common/schemas/invoices';
import type { Database } from '../db/client';
import { invoices } from '../db/schema';
import { ApiError } from '../middleware/errors';
import { readBillingSettings } from './invoices.service';

export async function importBankPayments({
  db,
  adminId,
  csv,
}: {
  db: Database;
  adminId: string;
  csv: Uint8Array;
}): Promise<PaymentImportResult> {
  const transfers = readBankTransfers(decodeCsvBytes(csv).text);
  if (!transfers) {
    throw new ApiError(400, 'MISSING_COLUMNS', 'No header with a date, an amount and a purpose column.', { file: 'MISSING_COLUMNS' });
  }
  const prefix = (await readBillingSettings(db))?.numberPrefix ?? 'RE-';
  const named = transfers.map((transfer) => ({ transfer, numbers: invoiceNumbersIn(transfer.purpose, prefix) }));
  const allNumbers = [...new Set(named.flatMap((row) => row.numbers))];
  return db.transaction(async (tx) => {
    const rows = allNumbers.length
      ? await tx
          .select({
            id: invoices.id,
            number: invoices.number,
            kind: invoices.kind,
            grossCents: invoices.grossCents,
            paidOn: invoices.paidOn,
          })
          .from(invoices)
          .where(inArray(invoices.number, allNumbers))
          .for('update')
      : [];
    const byNumber = new Map(rows.map((row) => [row.number.toUpperCase(), row]));
    const result: PaymentImportResult = { paid: [], problems: [], unmatchedRows: 0 };
    for (const { transfer, numbers } of named) {
      if (numbers.length === 0) {
        result.unmatchedRows++;
        continue;
      }
      for (const number of numbers) {
        const invoice = byNumber.get(number.toUpperCase());
        const problem = (code: PaymentImportResult['problems'][number]['code']) =>
          result.problems.push({ line: transfer.line, number, code });
        if (!invoice) problem('UNKNOWN_INVOICE');
        else if (invoice.kind === 'cancellation') problem('NOT_PAYABLE');
        else if (invoice.paidOn || result.paid.includes(invoice.number)) problem('ALREADY_PAID');
        // one transfer for several invoices pays them when it covers their sum
        else if (transfer.amountCents !== (numbers.length === 1 ? invoice.grossCents : sumOf(numbers, byNumber)))
          problem('AMOUNT_MISMATCH');
        else {
          await tx
            .update(invoices)
            .set({ paidOn: transfer.date ?? new Date().toISOString().slice(0, 10), paidBy: adminId })
            .where(inArray(invoices.id, [invoice.id]));
          result.paid.push(invoice.number);
        }
      }
    }
    return result;
  });
}

function sumOf(numbers: string[], byNumber: Map<string, { grossCents: number }>) {
  return numbers.reduce((sum, number) => sum + (byNumber.get(number.toUpperCase())?.grossCents ?? 0), 0);
}
