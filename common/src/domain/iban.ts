// The IBAN check (ISO 13616): the admin's bank account is printed on every invoice and in its
// GiroCode, so a mistyped digit must be caught when it is saved, not when a payment bounces.

/** The IBAN's length in the SEPA countries (a GiroCode transfer is a SEPA transfer). */
const SEPA_IBAN_LENGTHS: Record<string, number> = {
  AD: 24,
  AT: 20,
  BE: 16,
  BG: 22,
  CH: 21,
  CY: 28,
  CZ: 24,
  DE: 22,
  DK: 18,
  EE: 20,
  ES: 24,
  FI: 18,
  FR: 27,
  GB: 22,
  GI: 23,
  GR: 27,
  HR: 21,
  HU: 28,
  IE: 22,
  IS: 26,
  IT: 27,
  LI: 21,
  LT: 20,
  LU: 20,
  LV: 21,
  MC: 27,
  MT: 31,
  NL: 18,
  NO: 15,
  PL: 28,
  PT: 25,
  RO: 24,
  SE: 24,
  SI: 19,
  SK: 24,
  SM: 27,
  VA: 22,
};

/** The IBAN as stored and encoded: no spaces, upper case ('de89 3704 …' → 'DE893704…'). */
export function normalizeIban(iban: string): string {
  return iban.replace(/\s+/g, '').toUpperCase();
}

/** The IBAN written for reading, in groups of four ('DE89 3704 0044 0532 0130 00'). */
export function formatIban(iban: string): string {
  return normalizeIban(iban).replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * Whether the IBAN (spaces and case ignored) is well formed: two letters, two check digits, the
 * account part; the length of its SEPA country; and the check digits by mod 97 = 1.
 */
export function isValidIban(iban: string): boolean {
  const value = normalizeIban(iban);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(value)) return false;
  const length = SEPA_IBAN_LENGTHS[value.slice(0, 2)];
  if (length !== undefined && value.length !== length) return false;
  // the country and check digits move to the end, letters become 10..35; the remainder is taken
  // digit by digit since the number has up to 70 digits
  let remainder = 0;
  for (const character of value.slice(4) + value.slice(0, 4)) {
    const digits = /\d/.test(character) ? character : String(character.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}
