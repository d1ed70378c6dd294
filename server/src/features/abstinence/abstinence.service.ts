// The abstinence tracker (issue 21, docs/decisions/066-abstinence-tracker.md): health data, stored
// only after the learner's explicit consent and only ever shown to that learner. Every lookup is by
// the viewer's own user id, so an entry or attachment of someone else is simply not found (404), for
// learners and administrators alike. Withdrawing the consent deletes everything, files included.
import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import { and, asc, eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import {
  detectAttachmentType,
  doesNameMatchType,
  getAbstinenceStatus,
  getHairSampleDueDates,
  type AbstinenceDuration,
  type AbstinenceSubstance,
} from '@common/domain';
import type { AbstinenceAttachmentType, AbstinenceState, Entry, EntryInput, Programme, ProgrammeInput } from '@common/schemas/abstinence';
import { deleteAbstinenceFiles, deleteAbstinenceEntries } from '../../accounts/abstinence-files';
import type { Database } from '../../db/client';
import { abstinenceConsents, abstinenceEntries, abstinenceProgrammes } from '../../db/schema';
import type { MediaStorage } from '../../media/media-storage';
import { ApiError } from '../../middleware/errors';

const EXTENSIONS: Record<AbstinenceAttachmentType, string> = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' };

const consentRequired = () => new ApiError(409, 'CONSENT_REQUIRED', 'Consent to storing health data is needed before anything is stored.');
const entryNotFound = () => new ApiError(404, 'ENTRY_NOT_FOUND', 'No such entry.');

type ProgrammeRow = typeof abstinenceProgrammes.$inferSelect;
type EntryRow = typeof abstinenceEntries.$inferSelect;

function toProgramme(row: ProgrammeRow): Programme {
  return {
    method: row.method,
    months: row.months as AbstinenceDuration,
    substances: row.substances as AbstinenceSubstance[],
    startDate: row.startDate,
    testingBody: row.testingBody,
    reminders: row.reminders,
  };
}

function toEntry(row: EntryRow): Entry {
  return {
    id: row.id,
    date: row.date,
    result: row.result,
    attachment:
      row.attachmentKey && row.attachmentType && row.attachmentName
        ? { name: row.attachmentName, type: row.attachmentType as AbstinenceAttachmentType, size: row.attachmentSize ?? 0 }
        : null,
  };
}

async function findProgramme(db: Database, userId: string) {
  const [row] = await db.select().from(abstinenceProgrammes).where(eq(abstinenceProgrammes.userId, userId));
  return row;
}

async function listEntries(db: Database, programmeId: string) {
  return db
    .select()
    .from(abstinenceEntries)
    .where(eq(abstinenceEntries.programmeId, programmeId))
    .orderBy(asc(abstinenceEntries.date), asc(abstinenceEntries.createdAt));
}

export async function getAbstinenceState({ db, userId }: { db: Database; userId: string }): Promise<AbstinenceState> {
  const [consent] = await db.select().from(abstinenceConsents).where(eq(abstinenceConsents.userId, userId));
  const programmeRow = consent ? await findProgramme(db, userId) : undefined;
  if (!consent || !programmeRow) {
    return { consentedAt: consent?.consentedAt.toISOString() ?? null, programme: null, entries: [], status: null };
  }
  const programme = toProgramme(programmeRow);
  const entries = (await listEntries(db, programmeRow.id)).map(toEntry);
  const status = getAbstinenceStatus(programme, entries);
  return {
    consentedAt: consent.consentedAt.toISOString(),
    programme,
    entries,
    status: {
      negativeCount: status.negativeCount,
      requiredCount: status.requirement.count,
      unit: status.requirement.unit,
      ruleKey: status.requirement.ruleKey,
      percent: status.percent,
      earliestEndDate: status.earliestEndDate,
      nextHairSampleDue: status.nextHairSampleDue,
      hairSampleDueDates: getHairSampleDueDates(programme.method, programme.months, programme.startDate),
      isBroken: status.isBroken,
      isComplete: status.isComplete,
    },
  };
}

export async function giveConsent({ db, userId }: { db: Database; userId: string }) {
  await db.insert(abstinenceConsents).values({ userId }).onConflictDoNothing();
}

/** GDPR Art. 7(3): withdrawing is as easy as consenting, and deletes every row and file of the tracker. */
export async function withdrawConsent({
  db,
  media,
  logger,
  userId,
}: {
  db: Database;
  media: MediaStorage;
  logger: Logger;
  userId: string;
}) {
  const keys = await db.transaction(async (tx) => {
    const found = await deleteAbstinenceEntries(tx, userId);
    await tx.delete(abstinenceProgrammes).where(eq(abstinenceProgrammes.userId, userId));
    await tx.delete(abstinenceConsents).where(eq(abstinenceConsents.userId, userId));
    return found;
  });
  await deleteAbstinenceFiles(media, keys, logger);
}

async function assertConsent(db: Database, userId: string) {
  const [consent] = await db.select().from(abstinenceConsents).where(eq(abstinenceConsents.userId, userId));
  if (!consent) throw consentRequired();
}

export async function saveProgramme({
  db,
  userId,
  input,
}: {
  db: Database;
  userId: string;
  input: ProgrammeInput & { substances: string[] };
}) {
  await assertConsent(db, userId);
  const values = {
    method: input.method,
    months: input.months,
    substances: input.substances,
    startDate: input.startDate,
    testingBody: input.testingBody ?? '',
    reminders: input.reminders ?? false,
  };
  await db
    .insert(abstinenceProgrammes)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: abstinenceProgrammes.userId, set: values });
}

export async function addEntry({ db, userId, input }: { db: Database; userId: string; input: EntryInput }): Promise<Entry> {
  await assertConsent(db, userId);
  const programme = await findProgramme(db, userId);
  if (!programme) throw new ApiError(409, 'PROGRAMME_REQUIRED', 'Describe the programme before adding entries.');
  const [row] = await db
    .insert(abstinenceEntries)
    .values({ programmeId: programme.id, date: input.date, result: input.result })
    .returning();
  return toEntry(row!);
}

/** The viewer's own entry, or 404: the same answer whether it belongs to someone else or does not exist. */
async function findOwnEntry(db: Database, userId: string, entryId: string): Promise<EntryRow> {
  const [row] = await db
    .select({ entry: abstinenceEntries })
    .from(abstinenceEntries)
    .innerJoin(abstinenceProgrammes, eq(abstinenceProgrammes.id, abstinenceEntries.programmeId))
    .where(and(eq(abstinenceEntries.id, entryId), eq(abstinenceProgrammes.userId, userId)));
  if (!row) throw entryNotFound();
  return row.entry;
}

export async function updateEntry({ db, userId, entryId, input }: { db: Database; userId: string; entryId: string; input: EntryInput }) {
  await findOwnEntry(db, userId, entryId);
  const [row] = await db
    .update(abstinenceEntries)
    .set({ date: input.date, result: input.result })
    .where(eq(abstinenceEntries.id, entryId))
    .returning();
  if (!row) throw entryNotFound();
  return toEntry(row);
}

export async function deleteEntry({
  db,
  media,
  logger,
  userId,
  entryId,
}: {
  db: Database;
  media: MediaStorage;
  logger: Logger;
  userId: string;
  entryId: string;
}) {
  const entry = await findOwnEntry(db, userId, entryId);
  await db.delete(abstinenceEntries).where(eq(abstinenceEntries.id, entryId));
  if (entry.attachmentKey) await deleteAbstinenceFiles(media, [entry.attachmentKey], logger);
}

// C0 controls, DEL and the double quote, which would break the Content-Disposition header
// eslint-disable-next-line no-control-regex
const UNSAFE_NAME_CHARACTERS = /[\u0000-\u001f\u007f"]/g;

/** The file name as shown and offered for download: no folders, no quotes or control characters. */
function cleanFileName(name: string): string {
  return name.split(/[\\/]/).at(-1)!.replace(UNSAFE_NAME_CHARACTERS, '').trim();
}

/**
 * Stores the lab's letter for an entry. The type comes from the bytes (PDF, JPEG or PNG) and must
 * agree with the name's extension; the size limit was enforced while reading the body. A new key per
 * upload; the previous file goes after the row points at the new one.
 */
export async function putAttachment({
  db,
  media,
  logger,
  userId,
  entryId,
  name,
  bytes,
}: {
  db: Database;
  media: MediaStorage;
  logger: Logger;
  userId: string;
  entryId: string;
  name: string;
  bytes: Buffer;
}): Promise<Entry> {
  await findOwnEntry(db, userId, entryId);
  const type = detectAttachmentType(bytes.subarray(0, 16));
  if (!type) {
    throw new ApiError(400, 'UNSUPPORTED_FILE_TYPE', 'Upload a PDF, JPEG or PNG file.', { file: 'UNSUPPORTED_FILE_TYPE' });
  }
  const fileName = cleanFileName(name);
  if (!doesNameMatchType(fileName, type)) {
    throw new ApiError(400, 'FILE_TYPE_MISMATCH', "The file's content does not match its name.", { file: 'FILE_TYPE_MISMATCH' });
  }
  const key = `abstinence/${userId}/${crypto.randomBytes(12).toString('hex')}.${EXTENSIONS[type]}`;
  await media.put(key, Readable.from([bytes]), { contentType: type, size: bytes.length });
  const previous = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(abstinenceEntries).where(eq(abstinenceEntries.id, entryId)).for('update');
    if (!row) return undefined;
    await tx
      .update(abstinenceEntries)
      .set({ attachmentKey: key, attachmentType: type, attachmentName: fileName, attachmentSize: bytes.length })
      .where(eq(abstinenceEntries.id, entryId));
    return row;
  });
  if (!previous) {
    // deleted (or the consent withdrawn) while the file arrived
    await deleteAbstinenceFiles(media, [key], logger);
    throw entryNotFound();
  }
  if (previous.attachmentKey) await deleteAbstinenceFiles(media, [previous.attachmentKey], logger);
  return toEntry({ ...previous, attachmentKey: key, attachmentType: type, attachmentName: fileName, attachmentSize: bytes.length });
}

/** The owner's attachment (404 for anyone else, or when the entry has none). */
export async function findAttachment({ db, userId, entryId }: { db: Database; userId: string; entryId: string }) {
  const entry = await findOwnEntry(db, userId, entryId);
  if (!entry.attachmentKey || !entry.attachmentType) throw new ApiError(404, 'ATTACHMENT_NOT_FOUND', 'This entry has no attachment.');
  return {
    key: entry.attachmentKey,
    type: entry.attachmentType as AbstinenceAttachmentType,
    name: entry.attachmentName ?? `nachweis.${EXTENSIONS[entry.attachmentType as AbstinenceAttachmentType]}`,
  };
}

/** For the calendar: the programme and its entries, or 404 when there is none (no consent means no programme). */
export async function findProgrammeWithEntries({ db, userId }: { db: Database; userId: string }) {
  const programme = await findProgramme(db, userId);
  if (!programme) throw new ApiError(404, 'PROGRAMME_NOT_FOUND', 'There is no abstinence programme yet.');
  return { programme: toProgramme(programme), programmeId: programme.id, entries: (await listEntries(db, programme.id)).map(toEntry) };
}
