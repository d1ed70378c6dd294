import { describe, expect, it } from 'vitest';
import type { KnowledgeArticle } from '@common/schemas/knowledge';
import { filterArticles, nestHeadings } from './knowledge-rules';

const article = (
  title: string,
  summary: string,
  body: string,
  category: KnowledgeArticle['category'] = 'Grundlagen',
): KnowledgeArticle => ({
  id: title,
  title,
  summary,
  body,
  category,
  mpuTypes: ['alcohol'],
  updatedAt: '2026-11-23T10:00:00.000Z',
});

describe('the knowledge rules', () => {
  it('searches title, summary and body without regard to case, within the category', () => {
    const articles = [
      article('Ablauf der MPU', 'Vom Termin bis zum Gutachten', 'Der **Leistungstest** kommt zuerst.'),
      article('Abstinenz belegen', 'Urin oder Haar', 'EtG im Urin', 'Dokumentation'),
    ];
    expect(filterArticles(articles, 'GUTACHTEN', 'all').map((a) => a.title)).toEqual(['Ablauf der MPU']);
    expect(filterArticles(articles, 'leistungstest', 'all').map((a) => a.title)).toEqual(['Ablauf der MPU']);
    expect(filterArticles(articles, 'urin', 'Grundlagen')).toEqual([]);
    expect(filterArticles(articles, '', 'Dokumentation').map((a) => a.title)).toEqual(['Abstinenz belegen']);
  });

  it('puts the body headings below the article title, leaving code blocks alone', () => {
    expect(nestHeadings('# Eins\n\n## Zwei\n\n##### Fünf\n\n```\n# Code\n```\n\n#Kein')).toBe(
      '### Eins\n\n#### Zwei\n\n###### Fünf\n\n```\n# Code\n```\n\n#Kein',
    );
  });
});
