// The starter content in the admin console: how much of it is in the database, and what its removal took.
import { z } from 'zod';

const count = z.number().int().min(0);

/** Rows of the demo content (server/src/cli/demo-content/files), matched by their title, term, name or question text. */
export const DemoContentCountsSchema = z
  .object({
    quizQuestions: count,
    /** Demo categories that hold no question of an admin's own. */
    quizCategories: count,
    lexicon: count,
    courses: count,
    /** Demo sections that hold no video of an admin's own. */
    videoSections: count,
    videos: count,
    news: count,
    knowledgeArticles: count,
  })
  .meta({ id: 'DemoContentCounts' });
export type DemoContentCounts = z.infer<typeof DemoContentCountsSchema>;

export const DemoContentStatusSchema = z
  .object({
    /** Any demo row is in the database. */
    present: z.boolean(),
    counts: DemoContentCountsSchema,
  })
  .meta({ id: 'DemoContentStatus' });
export type DemoContentStatus = z.infer<typeof DemoContentStatusSchema>;
