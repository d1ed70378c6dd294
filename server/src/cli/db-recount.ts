// npm run db:recount — rebuilds the overview's progress counters from the learners' history and
// reports what differed (server/src/features/dashboard/progress-recount.ts).
import { recountProgress } from '../features/dashboard/progress-recount';
import { runCli } from './run-cli';

const SHOWN = 20;

await runCli(async ({ db }) => {
  const started = performance.now();
  const { learners, differences } = await recountProgress(db);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (differences.length === 0) {
    console.log(`Recounted ${learners} learners and the content totals in ${seconds} s: every counter was right.`);
    return;
  }
  console.log(`Recounted ${learners} learners in ${seconds} s; corrected ${differences.length} counters:`);
  for (const d of differences.slice(0, SHOWN)) {
    console.log(`  ${d.userId}  ${d.field}: stored ${JSON.stringify(d.stored)}, recounted ${JSON.stringify(d.recounted)}`);
  }
  if (differences.length > SHOWN) console.log(`  … and ${differences.length - SHOWN} more`);
});
