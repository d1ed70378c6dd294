import { describe, expect, it } from 'vitest';
import type { LexiconTerm } from '@common/schemas/lexicon';
import { addRelatedTerm, filterTerms, groupLetterOf, groupTerms, termAnchors } from './lexicon-rules';

const entry = (term: string, definition = '', category: LexiconTerm['category'] = 'Grundlagen'): LexiconTerm => ({
  id: term,
  term,
  definition,
  category,
  related: [],
});

describe('the glossary rules', () => {
  it('groups Ä, Ö and Ü under A, O and U, and anything not a letter under #', () => {
    expect(['Ärztliches Gutachten', 'öffentlich', 'Übermut', 'Straße', '§ 13a FeV', '3,5 ng'].map(groupLetterOf)).toEqual([
      'A',
      'O',
      'U',
      'S',
      '#',
      '#',
    ]);
    const groups = groupTerms([entry('Abstinenz'), entry('Ärztliches Gutachten'), entry('Öffentlich'), entry('§ 13a'), entry('Zeuge')]);
    expect(groups.map((group) => [group.letter, group.terms.map((t) => t.term)])).toEqual([
      ['A', ['Abstinenz', 'Ärztliches Gutachten']],
      ['O', ['Öffentlich']],
      ['Z', ['Zeuge']],
      ['#', ['§ 13a']],
    ]);
  });

  it('searches term and definition without regard to case, within the category', () => {
    const terms = [entry('EtG', 'Ein Alkoholmarker im Urin', 'Diagnostik'), entry('Sperrfrist', 'Frist des Gerichts', 'Rechtliches')];
    expect(filterTerms(terms, 'URIN', 'all').map((t) => t.term)).toEqual(['EtG']);
    expect(filterTerms(terms, ' frist ', 'all').map((t) => t.term)).toEqual(['Sperrfrist']);
    expect(filterTerms(terms, 'frist', 'Diagnostik')).toEqual([]);
    expect(filterTerms(terms, '', 'Rechtliches').map((t) => t.term)).toEqual(['Sperrfrist']);
  });

  it('gives every term its own anchor', () => {
    const anchors = termAnchors([entry('Fahreignung vs. Fahrtüchtigkeit'), entry('Straße'), entry('A-B'), entry('A B')]);
    expect([...anchors.values()]).toEqual(['begriff-fahreignung-vs-fahrtuchtigkeit', 'begriff-strasse', 'begriff-a-b', 'begriff-a-b-2']);
  });

  it('adds a related term trimmed and once', () => {
    expect(addRelatedTerm(['EtG'], '  Haaranalyse ')).toEqual(['EtG', 'Haaranalyse']);
    expect(addRelatedTerm(['EtG'], 'EtG')).toEqual(['EtG']);
    expect(addRelatedTerm(['EtG'], '   ')).toEqual(['EtG']);
  });
});
