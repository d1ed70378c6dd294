// npm run seed:demo — loads the German demo content (quiz, glossary, course, videos, news,
// instructors). Safe to run repeatedly: existing rows are kept as they are.
import { DataDirLockedError } from '../db/lock';
import { readEnv } from '../env';
import { openRuntime } from '../runtime';
import { seedDemoContent, type DemoSeedCounts } from './demo-content/seed-demo-content';

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
  news: 'news items',
  instructors: 'instructors',
};

async function main() {
  const env = readEnv();
  const runtime = await openRuntime(env).catch((error: unknown) => {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  });
  try {
    const counts = await seedDemoContent(runtime.db);
    const width = Math.max(...Object.values(LABELS).map((label) => label.length));
    console.log('Demo content (rows inserted; existing content is left unchanged):');
    for (const key of Object.keys(LABELS) as (keyof DemoSeedCounts)[]) {
      console.log(`  ${LABELS[key].padEnd(width)}  ${counts[key]}`);
    }
    const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
    console.log(total === 0 ? 'Nothing to add: the demo content is already present.' : `Inserted ${total} rows in total.`);
  } finally {
    await runtime.close();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
