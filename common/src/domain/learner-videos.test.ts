import { describe, expect, it } from 'vitest';
import { selectLearnerVideos, type VideoFacts } from './learner-videos';
import { canPlayVideo } from './video-hosts';

const YOUTUBE = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
const video = (title: string, facts: Partial<VideoFacts> = {}) => ({
  title,
  language: 'de' as const,
  mpuTypes: ['alcohol'],
  url: YOUTUBE,
  hasFile: false,
  ...facts,
});
const titles = (list: { title: string }[]) => list.map((item) => item.title);
const alcohol = { everything: false, reasons: ['alcohol'] };

describe('canPlayVideo', () => {
  it.each([
    [YOUTUBE, false, true],
    ['https://vimeo.com/76979871', false, true],
    ['1AbCdEfGhIjKlMnOpQrStUvWxYz012345', false, true],
    ['https://example.org/videos/mpu-ablauf', false, false],
    ['javascript:alert(1)', false, false],
    ['/api/media/clip.webm', false, false],
    ['', true, true],
    ['https://example.org/videos/mpu-ablauf', true, true],
  ])('%s with a file %s: %s', (url, hasFile, playable) => {
    expect(canPlayVideo({ url, hasFile })).toBe(playable);
  });
});

describe('selectLearnerVideos', () => {
  const library = [
    video('Alkohol auf Deutsch'),
    video('Drogen auf Deutsch', { mpuTypes: ['drugs'] }),
    video('Alkohol, Platzhalter', { url: 'https://example.org/v' }),
    video('Alkohol, eigene Datei', { url: '', hasFile: true }),
    video('Alkohol, Hochladen läuft', { url: '' }),
    video('Alcohol in English', { language: 'en' }),
    video('Drugs in English', { language: 'en', mpuTypes: ['drugs'] }),
    video('Ohne Typen', { mpuTypes: [] }),
  ];

  it('shows the videos in scope in the interface language, then the German ones; the playable ones count', () => {
    const german = selectLearnerVideos(library, { scope: alcohol, language: 'de' });
    expect(german.language).toBe('de');
    expect(titles(german.shown)).toEqual(['Alkohol auf Deutsch', 'Alkohol, Platzhalter', 'Alkohol, eigene Datei']);
    expect(titles(german.counted)).toEqual(['Alkohol auf Deutsch', 'Alkohol, eigene Datei']);
    expect(german.otherLanguages).toEqual(['en']);

    const english = selectLearnerVideos(library, { scope: alcohol, language: 'en' });
    expect(english.language).toBe('en');
    expect(titles(english.shown)).toEqual(['Alcohol in English', 'Alkohol auf Deutsch', 'Alkohol, Platzhalter', 'Alkohol, eigene Datei']);
    expect(titles(english.counted)).toEqual(['Alcohol in English', 'Alkohol auf Deutsch', 'Alkohol, eigene Datei']);
    expect(english.otherLanguages).toEqual([]);
  });

  it('shows the German videos when there are none in the interface language for the learner', () => {
    const turkish = selectLearnerVideos(library, { scope: alcohol, language: 'tr' });
    expect(turkish.language).toBe('de');
    expect(titles(turkish.counted)).toEqual(['Alkohol auf Deutsch', 'Alkohol, eigene Datei']);
    expect(turkish.otherLanguages).toEqual(['en']);
    // English videos for drugs only: an alcohol learner in English gets the German ones
    const drugsOnly = library.filter((item) => item.title !== 'Alcohol in English');
    expect(selectLearnerVideos(drugsOnly, { scope: alcohol, language: 'en' }).language).toBe('de');
  });

  it('everything for admins and learners without reasons, videos without types included', () => {
    const all = selectLearnerVideos(library, { scope: { everything: true, reasons: [] }, language: 'de' });
    expect(titles(all.shown)).toEqual([
      'Alkohol auf Deutsch',
      'Drogen auf Deutsch',
      'Alkohol, Platzhalter',
      'Alkohol, eigene Datei',
      'Ohne Typen',
    ]);
    expect(all.counted).toHaveLength(4);
  });

  it('nothing shown when there is nothing in the language or in German; the other languages are named', () => {
    const onlyTurkish = [video('Türkçe', { language: 'tr' })];
    expect(selectLearnerVideos(onlyTurkish, { scope: alcohol, language: 'en' })).toEqual({
      language: 'de',
      shown: [],
      counted: [],
      otherLanguages: ['tr'],
    });
    expect(selectLearnerVideos([], { scope: alcohol, language: 'en' })).toEqual({
      language: 'de',
      shown: [],
      counted: [],
      otherLanguages: [],
    });
  });
});
