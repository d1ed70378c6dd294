// Reading a bank's CSV export of account transactions (issue 40): German banks write a few lines before the
// header, ';' separated columns named Buchungstag, Verwendungszweck and Betrag, amounts like "1.234,56" and
// dates like "27.11.2026"; international exports use ',' and "Date", "Reference", "Amount". Pure, no I/O.
import Papa from 'papaparse';

export interface BankTransfer {
  /** The line in the file (1-based). */
  line: number;
  /** 'YYYY-MM-DD', or null when the date cell was unreadable. */
  date: string | null;
  /** Positive for money received. */
  amountCents: number | null;
  purpose: string;
}

const DATE_COLUMNS = ['buchungstag', 'buchungsdatum', 'datum', 'valutadatum', 'wertstellung', 'date', 'booking date'];
const AMOUNT_COLUMNS = ['betrag', 'betrag (eur)', 'betrag in eur', 'umsatz', 'amount'];
const PURPOSE_COLUMNS = ['verwendungszweck', 'buchungstext', 'vorgang/verwendungszweck', 'purpose', 'reference', 'description'];

const clean = (cell: string) => cell.trim().replace(/^"|"$/g, '').trim().toLowerCase();
const findColumn = (header: string[], names: string[]) => header.findIndex((cell) => names.includes(clean(cell)));

/** "1.234,56", "-89,00 €", "89.00", "+89,00 EUR" → cents; null when it is not an amount. */
export function parseAmountCents(cell: string): number | null {
  let value = cell.replace(/\s|€|EUR/gi, '');
  if (!/^[+-]?[\d.,]+$/.test(value)) return null;
  const lastComma = value.lastIndexOf(',');
  const lastDot = value.lastIndexOf('.');
  // the later of ',' and '.' is the decimal mark when two digits or fewer follow it
  const decimal = lastComma > lastDot ? ',' : '.';
  const decimalAt = Math.max(lastComma, lastDot);
  if (decimalAt >= 0 && value.length - decimalAt - 1 <= 2) {
    value = value.slice(0, decimalAt).replace(/[.,]/g, '') + '.' + value.slice(decimalAt + 1);
  } else value = value.replace(decimal === ',' ? /\./g : /,/g, '').replace(',', '.');
  const number = Number(value);
  return Number.isFinite(number) ? Math.round(number * 100) : null;
}

/** "27.11.2026", "27.11.26" or "2026-11-27" → '2026-11-27'. */
export function parseBankDate(cell: string): string | null {
  const value = cell.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (iso) return value;
  const german = /^(\d{1,2})\.(\d{1,2})\.(\d{2}|\d{4})$/.exec(value);
  if (!german) return null;
  const year = german[3]!.length === 2 ? `20${german[3]}` : german[3]!;
  return `${year}-${german[2]!.padStart(2, '0')}-${german[1]!.padStart(2, '0')}`;
}

/** The transfers of the file; null when no header with a date, an amount and a purpose column is found. */
export function readBankTransfers(text: string): BankTransfer[] | null {
  const { data } = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: false, delimiter: '' });
  const headerIndex = data.findIndex(
    (row) => findColumn(row, DATE_COLUMNS) >= 0 && findColumn(row, AMOUNT_COLUMNS) >= 0 && findColumn(row, PURPOSE_COLUMNS) >= 0,
  );
  if (headerIndex < 0) return null;
  const header = data[headerIndex]!;
  const [dateAt, amountAt, purposeAt] = [
    findColumn(header, DATE_COLUMNS),
    findColumn(header, AMOUNT_COLUMNS),
    findColumn(header, PURPOSE_COLUMNS),
  ];
  return data.slice(headerIndex + 1).flatMap((row, index) => {
    if (row.every((cell) => cell.trim() === '')) return [];
    return [
      {
        line: headerIndex + index + 2,
        date: parseBankDate(row[dateAt] ?? ''),
        amountCents: parseAmountCents(row[amountAt] ?? ''),
        purpose: row[purposeAt] ?? '',
      },
    ];
  });
}

/** The invoice numbers a purpose names, e.g. "Rechnung RE-00042" or "RE 00042" for the prefix 'RE-'. */
export function invoiceNumbersIn(purpose: string, prefix: string): string[] {
  const letters = prefix.replace(/[-/\s]+$/, '');
  const separator = prefix.slice(letters.length);
  const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(`${escape(letters)}[-/\\s]?(\\d{5,})`, 'gi');
  return [...new Set([...purpose.matchAll(pattern)].map((match) => `${prefix === '' ? '' : letters + separator}${match[1]}`))];
}
