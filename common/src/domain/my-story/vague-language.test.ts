import { describe, expect, it } from 'vitest';
import { findVagueLanguage, PHRASE_IDS } from './vague-language';

const ids = (text: string, language: 'de' | 'tr' | 'en' = 'de') => findVagueLanguage(text, language).map((m) => m.phraseId);

describe('German (the reference list): each family flagged, and the near misses not', () => {
  it.each([
    ['less', 'Ich trinke jetzt weniger.', 'Ich trinke seit März keinen Alkohol.'],
    [
      'now-and-then',
      'Ab und zu ein Bier ist für mich in Ordnung. Hin und wieder auch Wein.',
      'Ich trinke an zwei Abenden im Monat höchstens zwei Gläser.',
    ],
    ['only-a-few', 'Ich hatte nur ein paar Bier.', 'Ich hatte sechs Halbe und drei Schnäpse.'],
    ['bad-luck', 'Das war einfach Pech.', 'Die Jacke war pechschwarz.'],
    ['slip', 'Das war ein Ausrutscher.', 'Ich rutschte auf dem Eis aus.'],
    ['everyone-does-it', 'Auf dem Dorf machen das doch alle. Alle machen das.', 'Alle meine Freunde wussten davon.'],
    ['never-again', 'Das mache ich nie wieder.', 'Ich fahre nie wieder mit Alkohol, weil ich mein Auto jetzt zu Hause lasse.'],
    ['stupid-mistake', 'Es war ein dummer Fehler.', 'Der Fehler lag in meiner Haltung zum Trinken.'],
    ['wont-happen-again', 'Das kommt nicht wieder vor.', 'Das kam im Jahr 2023 zweimal vor.'],
    ['actually', 'Eigentlich trinke ich nicht viel.', 'Ich trinke nicht viel.'],
    ['hardly', 'Ich trinke kaum noch.', 'Ich kaufe keinen Alkohol mehr.'],
    ['normal-drinking', 'An dem Abend habe ich normal getrunken.', 'An dem Abend habe ich acht Bier getrunken.'],
    ['trying', 'Ich versuche, weniger zu trinken.', 'Ich habe einen Plan für Feiern.'],
    ['under-control', 'Ich habe das im Griff.', 'Ich greife zu Wasser.'],
  ] as const)('%s', (id, flagged, clean) => {
    expect(ids(flagged)).toContain(id);
    expect(ids(clean)).not.toContain(id);
  });

  it('reports the text as written and where it stands, case-insensitively', () => {
    expect(findVagueLanguage('Es war PECH. Ein dummer Fehler.', 'de')).toEqual([
      { phraseId: 'bad-luck', text: 'PECH', index: 7 },
      { phraseId: 'stupid-mistake', text: 'dummer Fehler', index: 17 },
    ]);
  });

  it('takes cheap inflections: "dummen Fehler", "Ausrutschers", "normalen Mengen"', () => {
    expect(ids('Wegen eines dummen Fehlers und eines Ausrutschers. Ich trank normale Mengen.')).toEqual([
      'stupid-mistake',
      'slip',
      'normal-drinking',
    ]);
  });

  it('"nie wieder" is fine with a how in the same sentence (weil, indem, stattdessen, seit, a figure), not with one in the next', () => {
    expect(ids('Nie wieder fahre ich nach dem Trinken, indem ich das Auto stehen lasse.')).toEqual([]);
    expect(ids('Seit dem 3. März trinke ich nie wieder vor einer Fahrt.')).toEqual([]);
    expect(ids('Ich trinke nie wieder, stattdessen gehe ich zur Gruppe.')).toEqual([]);
    expect(ids('Ich trinke nie wieder. Weil es mir schadet.')).toEqual(['never-again']);
  });

  it('one match per place: "nie wieder" and "wieder" do not double, the longer phrase wins', () => {
    expect(findVagueLanguage('Das passiert mir nicht wieder.', 'de')).toEqual([
      { phraseId: 'wont-happen-again', text: 'passiert mir nicht wieder', index: 4 },
    ]);
  });
});

describe('Turkish', () => {
  it.each([
    ['less', 'Artık daha az içiyorum.', 'Martan beri hiç içmiyorum.'],
    ['now-and-then', 'Ara sıra bir bira içiyorum.', 'Ayda iki kez en fazla iki bardak içiyorum.'],
    ['only-a-few', 'Sadece birkaç bira içmiştim.', 'Altı bira ve üç rakı içmiştim.'],
    ['bad-luck', 'Bu sadece şanssızlıktı.', 'O akşam kararımı ben verdim.'],
    ['everyone-does-it', 'Herkes yapıyor bunu.', 'Arkadaşlarım biliyordu.'],
    ['never-again', 'Bir daha asla yapmayacağım.', 'Bir daha asla içip araç kullanmayacağım, çünkü arabayı evde bırakıyorum.'],
    ['stupid-mistake', 'Aptalca bir hataydı.', 'Hata, içki ile ilgili tutumumdaydı.'],
    ['actually', 'Aslında çok içmiyorum.', 'Çok içmiyorum.'],
    ['under-control', 'Her şey kontrol altında.', 'Her akşam su içiyorum.'],
  ] as const)('%s', (id, flagged, clean) => {
    expect(ids(flagged, 'tr')).toContain(id);
    expect(ids(clean, 'tr')).not.toContain(id);
  });

  it('dotted and dotless capitals: "ARA SIRA", "ASLINDA"', () => {
    expect(ids('ARA SIRA içerim. ASLINDA az.', 'tr')).toEqual(['now-and-then', 'actually']);
  });
});

describe('English', () => {
  it.each([
    ['less', 'I drink less now.', 'I have not had a drink since March.'],
    ['now-and-then', 'Now and then I have a beer.', 'Twice a month I have at most two glasses.'],
    ['only-a-few', 'I only had a few beers. Just a couple.', 'I had six pints and three shots.'],
    ['bad-luck', 'It was bad luck.', 'It was my decision.'],
    ['slip', 'It was a one-off slip-up.', 'I slipped on the ice.'],
    ['everyone-does-it', 'Everyone does it.', 'Everyone at work knew.'],
    ['never-again', 'Never again.', 'Never again will I drive after drinking, because I leave the car at home.'],
    ['stupid-mistake', 'A stupid mistake.', 'The mistake was in my attitude.'],
    ['wont-happen-again', "It won't happen again.", 'It happened twice in 2023.'],
    ['hardly', 'I hardly drink.', 'I do not buy alcohol.'],
    ['trying', "I'm trying to drink less.", 'I have a plan for parties.'],
    ['under-control', 'I have it under control.', 'I control the budget at work.'],
  ] as const)('%s', (id, flagged, clean) => {
    expect(ids(flagged, 'en')).toContain(id);
    expect(ids(clean, 'en')).not.toContain(id);
  });

  it('"less" inside a word is not flagged ("unless", "regardless")', () => {
    expect(ids('Unless I plan ahead, regardless of the day.', 'en')).toEqual([]);
  });
});

it('every phrase id has a pattern in each language (no language silently skips one)', () => {
  expect(PHRASE_IDS.length).toBe(14);
});
