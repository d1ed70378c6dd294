// The GiroCode (EPC QR code, EPC069-12 version 002) printed on an invoice: a banking app scans it and
// fills in the transfer (payee, IBAN, amount, reference), so the practice's payment arrives with the
// invoice number and no typo in the IBAN.
import QRCode from 'qrcode';
import { isValidIban, normalizeIban } from '@common/domain/iban';

export { isValidIban };

export interface GirocodeTransfer {
  /** The payee (account holder), at most 70 characters. */
  name: string;
  iban: string;
  /** May be empty: version 002 leaves it out inside the EEA. */
  bic: string;
  amountCents: number;
  /** The unstructured remittance information (the invoice number), at most 140 characters. */
  reference: string;
}

const NAME_MAX = 70;
const REFERENCE_MAX = 140;
const AMOUNT_MAX_CENTS = 99_999_999_999; // EUR 999999999.99
const PAYLOAD_MAX_BYTES = 331;

/** The code's text: one element per line, UTF-8 (character set 1), no trailing information line. */
export function girocodePayload({ name, iban, bic, amountCents, reference }: GirocodeTransfer): string {
  const payee = name.trim();
  const account = normalizeIban(iban);
  const bankCode = bic.replace(/\s+/g, '').toUpperCase();
  const remittance = reference.trim();
  if (!payee) throw new Error('GiroCode: the payee name is empty');
  // a line break would shift every element after it
  if (/[\r\n]/.test(payee) || /[\r\n]/.test(remittance)) throw new Error('GiroCode: a line break in the name or reference');
  if ([...payee].length > NAME_MAX) throw new Error(`GiroCode: the payee name is longer than ${NAME_MAX} characters`);
  if ([...remittance].length > REFERENCE_MAX) throw new Error(`GiroCode: the reference is longer than ${REFERENCE_MAX} characters`);
  if (!isValidIban(account)) throw new Error('GiroCode: the IBAN is invalid');
  if (bankCode && !/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(bankCode)) throw new Error('GiroCode: the BIC is invalid');
  if (!Number.isInteger(amountCents) || amountCents < 1 || amountCents > AMOUNT_MAX_CENTS)
    throw new Error('GiroCode: the amount must be between 0.01 and 999999999.99 euros');
  const amount = `EUR${Math.floor(amountCents / 100)}.${String(amountCents % 100).padStart(2, '0')}`;
  const payload = ['BCD', '002', '1', 'SCT', bankCode, payee, account, amount, '', '', remittance].join('\n');
  if (Buffer.byteLength(payload, 'utf8') > PAYLOAD_MAX_BYTES) throw new Error('GiroCode: the payload is longer than 331 bytes');
  return payload;
}

/** The code as a PNG: error correction level M (the standard's), a quiet zone of 4 modules. */
export function girocodePng(payload: string): Promise<Buffer> {
  return QRCode.toBuffer(payload, { type: 'png', errorCorrectionLevel: 'M', margin: 4, scale: 4 });
}
