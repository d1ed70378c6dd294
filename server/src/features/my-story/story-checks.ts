// The story's findings and readiness on the server (for the PDF and the overview's line), with the
// same context the page gives the checks: the learner's reasons and language, today in Germany and
// the abstinence tracker's results when the learner keeps a programme there and links it.
import { asc, eq } from 'drizzle-orm';
import { getEffectiveReasons, type MpuReason } from '@common/domain';
import {
  storyFindings,
  storyReadiness,
  type Finding,
  type StoryContext,
  type StoryReadiness,
  type TrackerFacts,
} from '@common/domain/my-story';
import { getBerlinToday } from '@common/schemas/api-keys';
import type { Story } from '@common/schemas/my-story';
import type { Database } from '../../db/client';
import { abstinenceConsents, abstinenceEntries, abstinenceProgrammes } from '../../db/schema';
import type { Viewer } from '../../middleware/context';

/** The abstinence tracker's results, only when the learner consented there, keeps a programme and links it in the story. */
async function findTrackerFacts(db: Database, userId: string, story: Story): Promise<TrackerFacts | null> {
  if (!story.proof.linkAbstinenceTracker) return null;
  const [consent] = await db.select().from(abstinenceConsents).where(eq(abstinenceConsents.userId, userId));
  if (!consent) return null;
  const [programme] = await db
    .select({ id: abstinenceProgrammes.id })
    .from(abstinenceProgrammes)
    .where(eq(abstinenceProgrammes.userId, userId));
  if (!programme) return null;
  const entries = await db
    .select({ date: abstinenceEntries.date, result: abstinenceEntries.result })
    .from(abstinenceEntries)
    .where(eq(abstinenceEntries.programmeId, programme.id))
    .orderBy(asc(abstinenceEntries.date));
  return { entries };
}

export async function buildStoryContext({
  db,
  viewer,
  story,
  now = new Date(),
}: {
  db: Database;
  viewer: Viewer;
  story: Story;
  now?: Date;
}): Promise<StoryContext> {
  return {
    reasons: getEffectiveReasons(viewer) as MpuReason[],
    language: viewer.language,
    tracker: await findTrackerFacts(db, viewer.userId, story),
    today: getBerlinToday(now),
  };
}

export interface CheckedStory {
  findings: Finding[];
  readiness: StoryReadiness;
}

/** The same checks the page runs as the learner writes (common/src/domain/my-story). */
export function checkStory(story: Story, context: StoryContext): CheckedStory {
  const findings = storyFindings(story, context);
  return { findings, readiness: storyReadiness(story, findings, context) };
}
