// Saved conversations of "Mein Gespräch" (issue 37): the learner's own, read and deleted only by them.
// Someone else's id is 404 for learners and administrators alike. Saving needs the story consent
// (the rows hang on it and go with its withdrawal).
import { and, desc, eq } from 'drizzle-orm';
import type { Language } from '@common/domain';
import type { MyStoryTranscript, MyStoryTranscriptSummary, SaveTranscriptInputSchema } from '@common/schemas/story-interview';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { myStoryConsents, storyTranscripts } from '../../db/schema';
import { ApiError } from '../../middleware/errors';
import { storyConsentRequired } from './story-interview.service';

type Row = typeof storyTranscripts.$inferSelect;

const transcriptNotFound = () => new ApiError(404, 'TRANSCRIPT_NOT_FOUND', 'No such conversation of yours.');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const toSummary = (row: Row): MyStoryTranscriptSummary => ({
  id: row.id,
  mode: row.mode as MyStoryTranscriptSummary['mode'],
  reason: row.reason as MyStoryTranscriptSummary['reason'],
  messageCount: row.messages.length,
  hasSummary: row.summary !== '',
  createdAt: row.createdAt.toISOString(),
});

const toTranscript = (row: Row): MyStoryTranscript => ({ ...toSummary(row), messages: row.messages, summary: row.summary });

export async function listTranscripts({ db, userId }: { db: Database; userId: string }): Promise<MyStoryTranscriptSummary[]> {
  const rows = await db
    .select()
    .from(storyTranscripts)
    .where(eq(storyTranscripts.userId, userId))
    .orderBy(desc(storyTranscripts.createdAt));
  return rows.map(toSummary);
}

export async function saveTranscript({
  db,
  userId,
  input,
}: {
  db: Database;
  userId: string;
  input: z.output<typeof SaveTranscriptInputSchema>;
}): Promise<MyStoryTranscript> {
  return db.transaction(async (tx) => {
    // the consent row is locked so a withdrawal in between cannot leave a transcript behind
    const [consent] = await tx.select().from(myStoryConsents).where(eq(myStoryConsents.userId, userId)).for('update');
    if (!consent) throw storyConsentRequired();
    const [row] = await tx
      .insert(storyTranscripts)
      .values({ userId, ...input })
      .returning();
    return toTranscript(row!);
  });
}

async function findOwn(db: Database, userId: string, id: string): Promise<Row> {
  if (!UUID.test(id)) throw transcriptNotFound();
  const [row] = await db
    .select()
    .from(storyTranscripts)
    .where(and(eq(storyTranscripts.id, id), eq(storyTranscripts.userId, userId)));
  if (!row) throw transcriptNotFound();
  return row;
}

export async function getTranscript({ db, userId, id }: { db: Database; userId: string; id: string }) {
  return toTranscript(await findOwn(db, userId, id));
}

export async function deleteTranscript({ db, userId, id }: { db: Database; userId: string; id: string }) {
  if (!UUID.test(id)) throw transcriptNotFound();
  const deleted = await db
    .delete(storyTranscripts)
    .where(and(eq(storyTranscripts.id, id), eq(storyTranscripts.userId, userId)))
    .returning({ id: storyTranscripts.id });
  if (deleted.length === 0) throw transcriptNotFound();
}

const TEXT_LABELS: Record<Language, { title: string; examiner: string; learner: string; summary: string; modes: Record<string, string> }> =
  {
    de: {
      title: 'Mein Gespräch',
      examiner: 'Prüfer',
      learner: 'Ich',
      summary: 'Zusammenfassung',
      modes: { text: 'schriftlich', voice: 'mündlich' },
    },
    tr: { title: 'Görüşmem', examiner: 'Sınav görevlisi', learner: 'Ben', summary: 'Özet', modes: { text: 'yazılı', voice: 'sözlü' } },
    en: { title: 'My conversation', examiner: 'Examiner', learner: 'Me', summary: 'Summary', modes: { text: 'written', voice: 'oral' } },
  };

/** The transcript as plain text for the download, labelled in the learner's language. */
export async function transcriptText({ db, userId, id, language }: { db: Database; userId: string; id: string; language: Language }) {
  const row = await findOwn(db, userId, id);
  const labels = TEXT_LABELS[language];
  const when = new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : language, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Berlin',
  }).format(row.createdAt);
  const lines = [`${labels.title} (${labels.modes[row.mode] ?? row.mode}), ${when}`, ''];
  for (const message of row.messages)
    lines.push(`${message.role === 'assistant' ? labels.examiner : labels.learner}:`, message.content, '');
  return {
    text: lines.join('\n'),
    fileName: `${labels.title.toLowerCase().replace(/\s+/g, '-')}-${row.createdAt.toISOString().slice(0, 10)}.txt`,
  };
}
