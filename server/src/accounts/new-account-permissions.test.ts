import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_PERMISSIONS } from '@common/domain';
import { listAreaNames } from '../mail/templates';
import { describeNewAccountAccess } from './new-account-permissions';

describe('the start banner on new accounts', () => {
  it('names the open and the locked areas and where to change them', () => {
    expect(describeNewAccountAccess(DEFAULT_PAGE_PERMISSIONS, 'http://localhost:3000')).toEqual([
      'Neue Lernkonten erhalten: Videokurse, MPU-Lexikon, Leistungstest-Training, Meine MPU-Geschichte.',
      '  Gesperrt, bis Sie oder die Lernenden sie freischalten lassen: Multiple-Choice-Kurse, Neuigkeiten, Einzelsitzung buchen, KI-Assistent, Prüfungstrainer.',
      '  Ändern: Admin-Konsole → Benutzerverwaltung → Freigaben für neue Konten (http://localhost:3000/dashboard/admin#freigaben-neue-konten)',
    ]);
  });

  it('says so when everything is open', () => {
    const everything = Object.fromEntries(
      Object.keys(DEFAULT_PAGE_PERMISSIONS).map((page) => [page, true]),
    ) as typeof DEFAULT_PAGE_PERMISSIONS;
    expect(describeNewAccountAccess(everything, 'https://mpu.example.org')).toHaveLength(2);
  });
});

describe('area names in a mail', () => {
  it('joins them as each language does', () => {
    expect(listAreaNames(['news', 'ai-assistant', 'exam-trainer'], 'de')).toBe('„Neuigkeiten“, „KI-Assistent“ und „Prüfungstrainer“');
    expect(listAreaNames(['news', 'ai-assistant'], 'en')).toBe('“News” and “AI assistant”');
    expect(listAreaNames(['news', 'ai-assistant'], 'tr')).toBe('„Haberler“ ve „Yapay zekâ asistanı“');
  });
});
