// The knowledge articles a finding links. Starter articles have no slug column: each slug names the
// article by its exact German title in server/src/cli/demo-content/files/knowledge-articles.json.
export const STORY_ARTICLES = {
  'hypothesen-der-beurteilungskriterien': 'Wie Gutachter Ihre Geschichte prüfen: die Hypothesen der Beurteilungskriterien',
  'promillerechnung-nach-widmark': 'Promillerechnung nach Widmark: was sie kann und was nicht',
  'konkret-statt-vage': 'Konkret statt vage: wie Sie über Veränderung sprechen',
  abstinenznachweise: 'Abstinenznachweise: Urinkontrollen und Haaranalysen',
} as const;
export type StoryArticleSlug = keyof typeof STORY_ARTICLES;
