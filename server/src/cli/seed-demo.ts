// npm run seed:demo — loads the German demo content (exam questions, glossary, course, videos,
// news, knowledge articles, instructors) from server/src/cli/demo-content/files. Safe to run
// repeatedly: existing rows are kept as they are (the static instructors are brought up to date).
import { seedDemoContent, type DemoSeedCounts } from './demo-content/seed-demo-content';
import { runCli } from './run-cli';

const LABELS: Record<keyof DemoSeedCounts, string> = {
  quizCategories: 'quiz categories',
  quizQuestions: 'quiz questions',
  lexicon: 'glossary terms',
  courses: 'courses',
  chapters: 'chapters',
  chapterQuizzes: 'chapter quizzes',
  videoSections: 'video sections',
  videos: 'videos',
  videoQuizzes: 'video quizzes',
  videoFiles: 'video files (stored in the media storage)',
  news: 'news items',
  knowledgeArticles: 'knowledge articles',
  instructors: 'instructors (inserted or updated)',
};

await runCli(async ({ db, media }) => {
  const counts = await seedDemoContent({ db, media });
  const width = Math.max(...Object.values(LABELS).map((label) => label.length));
  console.log('Demo content (rows written; existing content is left unchanged):');
  for (const key of Object.keys(LABELS) as (keyof DemoSeedCounts)[]) {
    console.log(`  ${LABELS[key].padEnd(width)}  ${counts[key]}`);
  }
  const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
  console.log(total === 0 ? 'Nothing to add: the demo content is already present.' : `Wrote ${total} rows in total.`);
});
