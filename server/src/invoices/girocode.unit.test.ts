// The GiroCode's text as EPC069-12 version 002 writes it, and the inputs a banking app would refuse.
import { describe, expect, it } from 'vitest';
import { girocodePayload, girocodePng, isValidIban } from './girocode';

const transfer = {
  name: 'Praxis Dr. Müller',
  iban: 'DE89 3704 0044 0532 0130 00',
  bic: 'COBADEFFXXX',
  amountCents: 8900,
  reference: 'RE-2026-00001',
};

describe('girocodePayload', () => {
  it('writes the eleven elements line by line: IBAN without spaces, the amount in euros with a point', () => {
    expect(girocodePayload(transfer)).toBe(
      'BCD\n002\n1\nSCT\nCOBADEFFXXX\nPraxis Dr. Müller\nDE89370400440532013000\nEUR89.00\n\n\nRE-2026-00001',
    );
  });

  it('leaves the BIC line empty when there is none (allowed in version 002) and writes cents and large amounts exactly', () => {
    expect(girocodePayload({ ...transfer, bic: '', amountCents: 1 })).toBe(
      'BCD\n002\n1\nSCT\n\nPraxis Dr. Müller\nDE89370400440532013000\nEUR0.01\n\n\nRE-2026-00001',
    );
    expect(girocodePayload({ ...transfer, amountCents: 123_456_789 })).toContain('\nEUR1234567.89\n');
    expect(girocodePayload({ ...transfer, amountCents: 99_999_999_999 })).toContain('\nEUR999999999.99\n');
  });

  it('refuses an IBAN with a broken checksum and a malformed BIC', () => {
    expect(() => girocodePayload({ ...transfer, iban: 'DE88370400440532013000' })).toThrow(/IBAN/);
    expect(() => girocodePayload({ ...transfer, bic: 'COBA-DE' })).toThrow(/BIC/);
  });

  it('refuses amounts outside 0.01 to 999999999.99 euros and fractions of a cent', () => {
    for (const amountCents of [0, -8900, 100_000_000_000, 89.5])
      expect(() => girocodePayload({ ...transfer, amountCents })).toThrow(/amount/);
  });

  it('takes a name of 70 and a reference of 140 characters, refuses one more, and refuses line breaks', () => {
    expect(girocodePayload({ ...transfer, name: 'N'.repeat(70), reference: 'R'.repeat(140) })).toBe(
      `BCD\n002\n1\nSCT\nCOBADEFFXXX\n${'N'.repeat(70)}\nDE89370400440532013000\nEUR89.00\n\n\n${'R'.repeat(140)}`,
    );
    expect(girocodePayload({ ...transfer, name: 'ä'.repeat(70) })).toContain(`\n${'ä'.repeat(70)}\n`);
    expect(() => girocodePayload({ ...transfer, name: 'N'.repeat(71) })).toThrow(/name/);
    expect(() => girocodePayload({ ...transfer, reference: 'R'.repeat(141) })).toThrow(/reference/);
    expect(() => girocodePayload({ ...transfer, name: '  ' })).toThrow(/name/);
    expect(() => girocodePayload({ ...transfer, reference: 'RE-1\nEUR1.00' })).toThrow(/line break/);
  });

  it('refuses a payload over 331 bytes', () => {
    // 70 umlauts (140 bytes) and 140 more (280 bytes): within the character limits, over the byte limit
    expect(() => girocodePayload({ ...transfer, name: 'ä'.repeat(70), reference: 'ö'.repeat(140) })).toThrow(/331 bytes/);
  });
});

describe('isValidIban', () => {
  it('accepts a valid German IBAN and refuses a broken checksum', () => {
    expect(isValidIban('DE89370400440532013000')).toBe(true);
    expect(isValidIban('DE89370400440532013001')).toBe(false);
  });
});

describe('girocodePng', () => {
  it('is a PNG', async () => {
    const png = await girocodePng(girocodePayload(transfer));
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  });
});
