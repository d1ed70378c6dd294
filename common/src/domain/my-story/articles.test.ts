import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { STORY_ARTICLES } from './articles';
import { FINDING_ARTICLES } from './findings';

// the starter articles the server seeds (server/src/cli/demo-content/files/knowledge-articles.json)
const starterFile = path.resolve(import.meta.dirname, '../../../../server/src/cli/demo-content/files/knowledge-articles.json');
const starter = JSON.parse(fs.readFileSync(starterFile, 'utf8')) as { title: string; body: string }[];

describe('the articles a finding links', () => {
  it('every slug names a starter article by its exact title', () => {
    const titles = new Set(starter.map((a) => a.title));
    expect(Object.values(STORY_ARTICLES).filter((title) => !titles.has(title))).toEqual([]);
  });

  it('every finding kind links one of them', () => {
    expect(Object.values(FINDING_ARTICLES).filter((slug) => !(slug in STORY_ARTICLES))).toEqual([]);
  });

  it('the Widmark article works the same example as bac.test.ts: 0,35 bis 0,92 ‰', () => {
    const widmark = starter.find((a) => a.title === STORY_ARTICLES['promillerechnung-nach-widmark'])!;
    expect(widmark.body).toContain('etwa 0,35 bis 0,92 ‰');
  });
});
