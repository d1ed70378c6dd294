// The instructor dialog's price: typed in euros as people write them ("89,00", "89", "1.089,50", "89.00"),
// sent in cents.
import { localeOf } from '../../../lib/format';

/** The schema's bound: at most 10,000 € a session. */
const MAX_PRICE_CENTS = 1_000_000;

/** '89,00' → 8900; null when it is not an amount of euros (with at most two decimals) within 0–10,000 €. */
export function parseEuroInput(text: string): number | null {
  const compact = text.replace(/\s|€/g, '');
  let euros: string;
  let cents = '';
  // German with thousands dots ("1.089,50") or a plain number with a comma or a point ("89,5", "89.00")
  const german = /^(\d{1,3}(?:\.\d{3})+)(?:,(\d{1,2}))?$/.exec(compact);
  const plain = /^(\d+)(?:[.,](\d{1,2}))?$/.exec(compact);
  if (german) {
    euros = german[1]!.replace(/\./g, '');
    cents = german[2] ?? '';
  } else if (plain) {
    euros = plain[1]!;
    cents = plain[2] ?? '';
  } else return null;
  const total = Number(euros) * 100 + Number(cents.padEnd(2, '0'));
  return Number.isSafeInteger(total) && total <= MAX_PRICE_CENTS ? total : null;
}

/** 8900 → '89,00' in German, '89.00' in English: the field's starting text. */
export function formatEuroInput(cents: number, language: string | undefined): string {
  return new Intl.NumberFormat(localeOf(language), { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false }).format(
    cents / 100,
  );
}
