// "Mein Gespräch" (issue 37): the server reads the learner's story, its findings and the abstinence
// tracker's results itself (the browser sends only the conversation) and hands them to the engine.
import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import { getEffectiveReasons, toSupportedLanguage, type MpuReason } from '@common/domain';
import { storyFindings } from '@common/domain/my-story';
import type { StoryContext } from '@common/domain/my-story/types';
import type { AiChatMessage } from '@common/schemas/ai';
import { getBerlinToday } from '@common/schemas/api-keys';
import { StorySchema } from '@common/schemas/my-story';
import type { AiEngine, StoryInterviewInput } from '../../ai-engine';
import { relay, type AiStreamEvent } from '../../ai-stream';
import type { Database } from '../../db/client';
import { abstinenceEntries, abstinenceProgrammes, myStories, myStoryConsents } from '../../db/schema';
import type { Viewer } from '../../middleware/context';
import { ApiError } from '../../middleware/errors';

export const storyConsentRequired = () =>
  new ApiError(409, 'STORY_CONSENT_REQUIRED', 'Consent to storing the story is needed before the examiner may use it.');

/** The story, its findings and the tracker's results; 409 without the story consent. */
export async function loadStorySetup({
  db,
  viewer,
  reason,
}: {
  db: Database;
  viewer: Viewer;
  reason: MpuReason;
}): Promise<Omit<StoryInterviewInput, 'messages' | 'signal'>> {
  const [consent] = await db.select().from(myStoryConsents).where(eq(myStoryConsents.userId, viewer.userId));
  if (!consent) throw storyConsentRequired();
  const [row] = await db.select({ document: myStories.document }).from(myStories).where(eq(myStories.userId, viewer.userId));
  const story = StorySchema.parse(row?.document ?? {});
  const [programme] = story.proof.linkAbstinenceTracker
    ? await db.select({ id: abstinenceProgrammes.id }).from(abstinenceProgrammes).where(eq(abstinenceProgrammes.userId, viewer.userId))
    : [];
  const tracker = programme
    ? {
        entries: await db
          .select({ date: abstinenceEntries.date, result: abstinenceEntries.result })
          .from(abstinenceEntries)
          .where(eq(abstinenceEntries.programmeId, programme.id))
          .orderBy(abstinenceEntries.date),
      }
    : null;
  const language = toSupportedLanguage(viewer.language);
  const reasons = getEffectiveReasons(viewer);
  const context: StoryContext = { reasons: reasons.length > 0 ? reasons : [reason], language, tracker, today: getBerlinToday(new Date()) };
  return { reason, language, story, findings: storyFindings(story, context), context: { tracker, today: context.today } };
}

/** The examiner's next turn as stream events; the setup is read before the stream begins (a 409 is a JSON answer). */
export async function* streamStoryInterviewReply({
  setup,
  messages,
  engine,
  logger,
  signal,
}: {
  setup: Awaited<ReturnType<typeof loadStorySetup>>;
  messages: readonly AiChatMessage[];
  engine: AiEngine;
  logger: Logger;
  signal: AbortSignal;
}): AsyncIterable<AiStreamEvent> {
  const completed = yield* relay(engine.answerStoryInterview({ ...setup, messages, signal }), logger, {
    engine: engine.kind,
    feature: 'story-interview',
  });
  if (completed) yield { event: 'done', data: {} };
}
