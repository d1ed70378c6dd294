import { eq, sql } from 'drizzle-orm';
import {
  DAILY_GOAL_DEFAULT,
  DESIRED_RETENTION_DEFAULT,
  getEffectiveReasons,
  REMINDER_HOUR_DEFAULT,
  REMINDER_WEEKDAY_DEFAULT,
  type Language,
  type MpuReason,
} from '@common/domain';
import type { Education, Hobbies, LivingSituation, PersonalDetails, ReminderSettings, Settings } from '@common/schemas/settings';
import type { Database } from '../../db/client';
import { profiles, user, userDetails, userOnboarding } from '../../db/schema';
import { ApiError } from '../../middleware/errors';

/**
 * The settings page's data. Read-only: a missing personal row reads as the defaults its table would
 * store (empty texts, no birth date), and the first PUT creates it.
 */
export async function getSettings({ db, userId }: { db: Database; userId: string }): Promise<Settings> {
  const [row] = await db
    .select({
      email: user.email,
      details: userDetails,
      onboarding: userOnboarding,
      mpuReasons: profiles.mpuReasons,
      mpuReason: profiles.mpuReason,
      language: profiles.language,
      desiredRetention: profiles.desiredRetention,
      dailyGoal: profiles.dailyGoal,
      reminderFrequency: profiles.reminderFrequency,
      reminderHour: profiles.reminderHour,
      reminderWeekday: profiles.reminderWeekday,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .leftJoin(userDetails, eq(userDetails.userId, user.id))
    .leftJoin(userOnboarding, eq(userOnboarding.userId, user.id))
    .where(eq(user.id, userId));
  if (!row) throw new ApiError(404, 'USER_NOT_FOUND', 'No such user.');
  const { details, onboarding } = row;
  return {
    email: row.email,
    details: {
      firstName: details?.firstName ?? '',
      middleName: details?.middleName ?? null,
      lastName: details?.lastName ?? '',
      birthDate: details?.birthDate ?? null,
      street: details?.street ?? '',
      postalCode: details?.postalCode ?? '',
      city: details?.city ?? '',
    },
    living: {
      city: onboarding?.city ?? '',
      livingSituation: onboarding?.livingSituation ?? null,
      relationshipStatus: onboarding?.relationshipStatus ?? null,
      childrenCount: onboarding?.childrenCount ?? 0,
      hasSiblings: onboarding?.hasSiblings ?? false,
      siblingsInfo: onboarding?.siblingsInfo ?? '',
      parentsInfo: onboarding?.parentsInfo ?? '',
    },
    education: {
      education: onboarding?.education ?? null,
      highestDegree: onboarding?.highestDegree ?? null,
      occupation: onboarding?.occupation ?? '',
    },
    hobbies: onboarding?.hobbies ?? [],
    mpuReasons: getEffectiveReasons(row),
    language: row.language ?? 'de',
    desiredRetention: row.desiredRetention ?? DESIRED_RETENTION_DEFAULT,
    dailyGoal: row.dailyGoal ?? DAILY_GOAL_DEFAULT,
    reminders: {
      frequency: row.reminderFrequency ?? 'off',
      hour: row.reminderHour ?? REMINDER_HOUR_DEFAULT,
      weekday: row.reminderWeekday ?? REMINDER_WEEKDAY_DEFAULT,
    },
  };
}

/** Names and reasons reach the CRM: the integration API's updated_since reads the account's change time, dated by the database as the sync's cursor is. */
async function markAccountChanged(tx: Pick<Database, 'update'>, userId: string) {
  await tx
    .update(user)
    .set({ updatedAt: sql`now()` })
    .where(eq(user.id, userId));
}

export async function updatePersonalDetails({ db, userId, details }: { db: Database; userId: string; details: PersonalDetails }) {
  await db.transaction(async (tx) => {
    await tx
      .insert(userDetails)
      .values({ userId, ...details })
      .onConflictDoUpdate({ target: userDetails.userId, set: details });
    await markAccountChanged(tx, userId);
  });
}

/** The first name alone: middle name, last name and birth date stay as they are. */
export async function updateFirstName({ db, userId, firstName }: { db: Database; userId: string; firstName: string }) {
  await db.transaction(async (tx) => {
    await tx.insert(userDetails).values({ userId, firstName }).onConflictDoUpdate({ target: userDetails.userId, set: { firstName } });
    await markAccountChanged(tx, userId);
  });
}

async function updateOnboarding(db: Database, userId: string, values: Partial<typeof userOnboarding.$inferInsert>) {
  await db
    .insert(userOnboarding)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: userOnboarding.userId, set: values });
}

export async function updateLivingSituation({ db, userId, living }: { db: Database; userId: string; living: LivingSituation }) {
  // siblings info only means something while "has siblings" is ticked
  await updateOnboarding(db, userId, { ...living, siblingsInfo: living.hasSiblings ? living.siblingsInfo : '' });
}

export async function updateEducation({ db, userId, education }: { db: Database; userId: string; education: Education }) {
  await updateOnboarding(db, userId, education);
}

export async function updateHobbies({ db, userId, hobbies }: { db: Database; userId: string; hobbies: Hobbies['hobbies'] }) {
  await updateOnboarding(db, userId, { hobbies });
}

export async function updateMpuReasons({ db, userId, mpuReasons }: { db: Database; userId: string; mpuReasons: MpuReason[] }) {
  // the legacy single column follows the list, as the admin edit writes it
  await db.transaction(async (tx) => {
    await tx
      .update(profiles)
      .set({ mpuReasons, mpuReason: mpuReasons[0] ?? null })
      .where(eq(profiles.id, userId));
    await markAccountChanged(tx, userId);
  });
}

/** The next reviews use it; cards already scheduled keep their due dates. */
export async function updateDesiredRetention({ db, userId, desiredRetention }: { db: Database; userId: string; desiredRetention: number }) {
  await db.update(profiles).set({ desiredRetention }).where(eq(profiles.id, userId));
}

/** 'Tagesziel': today's card on the overview counts towards it at once. */
export async function updateDailyGoal({ db, userId, dailyGoal }: { db: Database; userId: string; dailyGoal: number }) {
  await db.update(profiles).set({ dailyGoal }).where(eq(profiles.id, userId));
}

export async function updateLanguage({ db, userId, language }: { db: Database; userId: string; language: Language }) {
  await db.update(profiles).set({ language }).where(eq(profiles.id, userId));
}

/** 'Lernerinnerung per E-Mail' (docs/decisions/064-learning-reminders-job-runner.md): the next period's reminder follows it. */
export async function updateReminderSettings({ db, userId, reminders }: { db: Database; userId: string; reminders: ReminderSettings }) {
  await db
    .update(profiles)
    .set({ reminderFrequency: reminders.frequency, reminderHour: reminders.hour, reminderWeekday: reminders.weekday })
    .where(eq(profiles.id, userId));
}
