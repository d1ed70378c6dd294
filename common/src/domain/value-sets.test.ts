import { describe, expect, it } from 'vitest';
import { GLOSSARY_CATEGORIES, PASSWORD_MIN_LENGTH, toSupportedLanguage } from './value-sets';

describe('value sets', () => {
  it('keeps the spec constants', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(6);
    expect(GLOSSARY_CATEGORIES).toHaveLength(12);
  });

  it('maps a browser language to a supported one, German by default', () => {
    expect(toSupportedLanguage('tr-TR')).toBe('tr');
    expect(toSupportedLanguage('en')).toBe('en');
    expect(toSupportedLanguage('fr-FR')).toBe('de');
    expect(toSupportedLanguage(undefined)).toBe('de');
  });
});
