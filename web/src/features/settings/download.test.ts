import { describe, expect, it } from 'vitest';
import { getFallbackExportFileName, getFileNameFromDisposition } from './download';

describe('getFileNameFromDisposition', () => {
  it('reads the quoted and the plain form', () => {
    expect(getFileNameFromDisposition('attachment; filename="meine-daten-2026-05-01.json"')).toBe('meine-daten-2026-05-01.json');
    expect(getFileNameFromDisposition('attachment; filename=export.json')).toBe('export.json');
  });

  it('prefers the UTF-8 form', () => {
    expect(getFileNameFromDisposition(`attachment; filename="daten.json"; filename*=UTF-8''meine%20Daten%20%C3%BC.json`)).toBe(
      'meine Daten ü.json',
    );
  });

  it('never returns a folder', () => {
    expect(getFileNameFromDisposition('attachment; filename="../../etc/passwd"')).toBe('passwd');
  });

  it('is null without a name', () => {
    expect(getFileNameFromDisposition(null)).toBeNull();
    expect(getFileNameFromDisposition('attachment')).toBeNull();
  });

  it('has a dated fallback', () => {
    expect(getFallbackExportFileName(new Date('2026-05-01T10:00:00Z'))).toBe('meine-daten-2026-05-01.json');
  });
});
