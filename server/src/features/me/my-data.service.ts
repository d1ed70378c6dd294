// GDPR Art. 15/20 (export) and Art. 17 (deletion) for the signed-in learner.
import { and, eq, inArray } from 'drizzle-orm';
import type { Logger } from 'pino';
import { deleteAbstinenceFiles, deleteAbstinenceEntries } from '../../accounts/abstinence-files';
import { exportMyStory } from '../../accounts/my-story-data';
import type { Auth } from '../../auth';
import type { Database } from '../../db/client';
import {
  abstinenceConsents,
  abstinenceEntries,
  abstinenceProgrammes,
  examSimulationQuestions,
  examSimulations,
  account,
  bookings,
  invoices,
  storyReads,
  coursePositions,
  performanceResults,
  profiles,
  quizAttempts,
  quizMarkedQuestions,
  quizRoundQuestions,
  quizRounds,
  quizReviewCards,
  quizUserAttempts,
  storyTranscripts,
  user,
  userDetails,
  userMedical,
  userOnboarding,
  userPermissions,
  userProgress,
  videoProgress,
  videoQuizAttempts,
} from '../../db/schema';
import type { MediaStorage } from '../../media/media-storage';
import { ApiError } from '../../middleware/errors';

/** Everything stored about the user, and nothing about anyone else. */
export async function exportMyData({ db, userId }: { db: Database; userId: string }) {
  const [accountRow] = await db
    .select({ id: user.id, email: user.email, emailVerified: user.emailVerified, createdAt: user.createdAt })
    .from(user)
    .where(eq(user.id, userId));
  const [profileRow] = await db.select().from(profiles).where(eq(profiles.id, userId));
  // without the flag of a generated administrator password: sign-in state, like the account's credentials
  const { mustChangePassword: _signInState, ...profile } = profileRow ?? { mustChangePassword: false };
  const byUser = <T extends { userId: unknown }>(table: T) => eq(table.userId as never, userId);
  return {
    exportedAt: new Date().toISOString(),
    account: accountRow,
    profile: profileRow ? profile : undefined,
    details: (await db.select().from(userDetails).where(byUser(userDetails)))[0] ?? null,
    onboarding: (await db.select().from(userOnboarding).where(byUser(userOnboarding)))[0] ?? null,
    medical: (await db.select().from(userMedical).where(byUser(userMedical)))[0] ?? null,
    permissions: await db
      .select({ page: userPermissions.page, allowed: userPermissions.allowed })
      .from(userPermissions)
      .where(byUser(userPermissions)),
    attempts: {
      examQuestions: await db.select().from(quizUserAttempts).where(byUser(quizUserAttempts)),
      chapterQuizzes: await db.select().from(quizAttempts).where(byUser(quizAttempts)),
      videoQuizzes: await db.select().from(videoQuizAttempts).where(byUser(videoQuizAttempts)),
      /** Prüfungssimulationen with the questions drawn and the answers given (option ids: indexes in the question). */
      examSimulations: await exportExamSimulations(db, userId),
    },
    progress: {
      videos: await db.select().from(videoProgress).where(byUser(videoProgress)),
      chapters: await db.select().from(userProgress).where(byUser(userProgress)),
      /** The chapter opened last in each course. */
      courses: await db.select().from(coursePositions).where(byUser(coursePositions)),
      /** Spaced repetition: when each exam question is due again. */
      reviewSchedule: await db.select().from(quizReviewCards).where(byUser(quizReviewCards)),
      /** Question rounds with their questions, option orders and answers; marked questions. */
      rounds: await db.select().from(quizRounds).where(byUser(quizRounds)),
      roundQuestions: await db
        .select({ roundQuestion: quizRoundQuestions })
        .from(quizRoundQuestions)
        .innerJoin(quizRounds, eq(quizRounds.id, quizRoundQuestions.roundId))
        .where(byUser(quizRounds))
        .then((rows) => rows.map((row) => row.roundQuestion)),
      markedQuestions: await db.select().from(quizMarkedQuestions).where(byUser(quizMarkedQuestions)),
    },
    bookings: await db.select().from(bookings).where(byUser(bookings)),
    /** Invoices and cancellation invoices as issued (kept for the retention period even after the account is deleted). */
    invoices: await db
      .select({
        number: invoices.number,
        kind: invoices.kind,
        issuedOn: invoices.issuedOn,
        document: invoices.document,
        paidOn: invoices.paidOn,
      })
      .from(invoices)
      .where(byUser(invoices)),
    /** The counsellors' reads of a story shared with them. */
    storyReads: await db.select().from(storyReads).where(byUser(storyReads)),
    /** The reaction and concentration trainer's results. */
    performanceResults: await db.select().from(performanceResults).where(byUser(performanceResults)),
    abstinence: await exportAbstinence(db, userId),
    /** Meine MPU-Geschichte (health and offence data, issue 37): consent time, the story and its daily versions. */
    myStory: await exportMyStory({ db, userId }),
    /** The exam trainer's saved "Mein Gespräch" conversations about the story, with the examiner's summary. */
    myStoryTranscripts: await db
      .select({
        id: storyTranscripts.id,
        mode: storyTranscripts.mode,
        reason: storyTranscripts.reason,
        messages: storyTranscripts.messages,
        summary: storyTranscripts.summary,
        createdAt: storyTranscripts.createdAt,
      })
      .from(storyTranscripts)
      .where(byUser(storyTranscripts))
      .orderBy(storyTranscripts.createdAt),
  };
}

async function exportExamSimulations(db: Database, userId: string) {
  const simulations = await db.select().from(examSimulations).where(eq(examSimulations.userId, userId)).orderBy(examSimulations.startedAt);
  if (simulations.length === 0) return [];
  const questions = await db
    .select()
    .from(examSimulationQuestions)
    .where(
      inArray(
        examSimulationQuestions.simulationId,
        simulations.map((simulation) => simulation.id),
      ),
    )
    .orderBy(examSimulationQuestions.position);
  return simulations.map((simulation) => ({
    ...simulation,
    questions: questions.filter((question) => question.simulationId === simulation.id),
  }));
}

/** The abstinence tracker (health data, decision 066): consent, programme and entries; the attachments are named, their files are on the page. */
async function exportAbstinence(db: Database, userId: string) {
  const [consent] = await db.select().from(abstinenceConsents).where(eq(abstinenceConsents.userId, userId));
  const [programme] = await db.select().from(abstinenceProgrammes).where(eq(abstinenceProgrammes.userId, userId));
  const entries = programme
    ? await db
        .select({
          date: abstinenceEntries.date,
          result: abstinenceEntries.result,
          attachmentName: abstinenceEntries.attachmentName,
          attachmentType: abstinenceEntries.attachmentType,
          createdAt: abstinenceEntries.createdAt,
        })
        .from(abstinenceEntries)
        .where(eq(abstinenceEntries.programmeId, programme.id))
        .orderBy(abstinenceEntries.date)
    : [];
  return { consentedAt: consent?.consentedAt.toISOString() ?? null, programme: programme ?? null, entries };
}

/** Deletes the account after the password is re-entered; every personal row goes with it. */
export async function deleteMyAccount({
  db,
  auth,
  media,
  logger,
  userId,
  password,
}: {
  db: Database;
  auth: Auth;
  media: MediaStorage;
  logger: Logger;
  userId: string;
  password: string;
}) {
  const [credential] = await db
    .select({ hash: account.password })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')));
  const context = await auth.$context;
  const isValid = credential?.hash ? await context.password.verify({ hash: credential.hash, password }) : false;
  if (!isValid) throw new ApiError(403, 'INVALID_PASSWORD', 'The password is not correct.', { password: 'INVALID_PASSWORD' });
  const attachmentKeys = await db.transaction(async (tx) => {
    const [profile] = await tx.select({ role: profiles.role }).from(profiles).where(eq(profiles.id, userId));
    if (profile?.role === 'admin') {
      const admins = await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.role, 'admin')).for('update');
      if (admins.length <= 1) throw new ApiError(409, 'LAST_ADMIN', 'The last administrator cannot delete their account.');
    }
    // the attachments first (their files go after the commit); the rest cascades: sessions, accounts, profile, permissions, personal rows, attempts, progress, bookings, trainer results, the story with its consent and versions.
    // Invoices stay for their retention period (§ 14b UStG), detached from the account: the database sets their user and booking to null.
    const keys = await deleteAbstinenceEntries(tx, userId);
    await tx.delete(user).where(eq(user.id, userId));
    return keys;
  });
  // the files of the abstinence tracker are not rows: they go once the rows are gone
  await deleteAbstinenceFiles(media, attachmentKeys, logger);
}

export async function markTourSeen({ db, userId }: { db: Database; userId: string }) {
  await db.update(profiles).set({ tourSeenAt: new Date() }).where(eq(profiles.id, userId));
}
