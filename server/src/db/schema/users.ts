import { sql } from 'drizzle-orm';
import { boolean, check, date, integer, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import {
  educationEnum,
  highestDegreeEnum,
  languageEnum,
  livingSituationEnum,
  mpuReasonWithinSet,
  mpuTypesWithinSet,
  pageKeyEnum,
  relationshipStatusEnum,
  reminderFrequencyEnum,
  roleEnum,
} from './enums';

const tz = { withTimezone: true } as const;
const userRef = () =>
  text('user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' });

/** One row per auth user (same id); the role here decides admin status. */
export const profiles = pgTable(
  'profiles',
  {
    id: text('id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: roleEnum('role').notNull().default('user'),
    mpuReason: text('mpu_reason'),
    mpuReasons: text('mpu_reasons')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Language of the user's mails; set at registration from the UI language. */
    language: languageEnum('language').notNull().default('de'),
    /**
     * Consent to processing health-related data (GDPR Art. 9(2)(a)), given at registration or, for an
     * account an administrator created, after the first sign-in. Without it the CRM gets no MPU reasons.
     */
    healthDataConsentAt: timestamp('health_data_consent_at', tz),
    /** The learner declined (or withdrew) that consent: not asked again; set only while healthDataConsentAt is null. */
    healthDataConsentDeclinedAt: timestamp('health_data_consent_declined_at', tz),
    /** The onboarding tour was finished or skipped (so a second device does not replay it). */
    tourSeenAt: timestamp('tour_seen_at', tz),
    /** Spaced repetition's desired retention in percent ('Ziel-Behaltensrate', 80–95). */
    desiredRetention: smallint('desired_retention').notNull().default(90),
    /** 'Tagesziel': exam questions a day the overview counts towards (docs/decisions/079-traffic-lights-and-daily-goal.md). */
    dailyGoal: smallint('daily_goal').notNull().default(20),
    /** 'Lernerinnerung per E-Mail' (docs/decisions/064-learning-reminders-job-runner.md): off, daily or weekly. */
    reminderFrequency: reminderFrequencyEnum('reminder_frequency').notNull().default('off'),
    /** The hour in Germany (0–23) the reminder is sent at or after. */
    reminderHour: smallint('reminder_hour').notNull().default(18),
    /** The weekday of a weekly reminder, 1 Monday … 7 Sunday. */
    reminderWeekday: smallint('reminder_weekday').notNull().default(1),
    /**
     * The password is still the one the platform generated (first-start admin, admin:create without
     * --password): the web asks for an own one first. Cleared by a change or a reset of the password.
     */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
  },
  (t) => [
    check('profiles_mpu_reason_check', mpuReasonWithinSet(t.mpuReason)),
    check('profiles_mpu_reasons_check', mpuTypesWithinSet(t.mpuReasons)),
    check('profiles_desired_retention_check', sql`${t.desiredRetention} between 80 and 95`),
    check('profiles_daily_goal_check', sql`${t.dailyGoal} between 5 and 200`),
    check('profiles_reminder_hour_check', sql`${t.reminderHour} between 0 and 23`),
    check('profiles_reminder_weekday_check', sql`${t.reminderWeekday} between 1 and 7`),
    // one answer at a time: given or declined
    check('profiles_health_data_consent_check', sql`${t.healthDataConsentAt} is null or ${t.healthDataConsentDeclinedAt} is null`),
  ],
);

export const userPermissions = pgTable(
  'user_permissions',
  {
    userId: userRef(),
    page: pageKeyEnum('page').notNull(),
    allowed: boolean('allowed').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.page] })],
);

/**
 * 'Freigaben für neue Konten': the operator's choice per page of what a new account gets
 * (docs/decisions/074-access-for-new-accounts.md). A page without a row keeps the specification's
 * default (DEFAULT_PAGE_PERMISSIONS), so an installation whose operator never chose has those.
 */
export const newAccountPermissions = pgTable('new_account_permissions', {
  page: pageKeyEnum('page').primaryKey(),
  allowed: boolean('allowed').notNull(),
  updatedAt: timestamp('updated_at', tz).notNull().defaultNow(),
  updatedBy: text('updated_by').references(() => user.id, { onDelete: 'set null' }),
});

export const userDetails = pgTable('user_details', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: userRef().unique(),
  firstName: text('first_name').notNull().default(''),
  middleName: text('middle_name'),
  lastName: text('last_name').notNull().default(''),
  /** Empty until the learner enters it (a default of today read as a real answer). */
  birthDate: date('birth_date'),
  /** The postal address an invoice is made out to (asked at booking when missing). */
  street: text('street').notNull().default(''),
  postalCode: text('postal_code').notNull().default(''),
  city: text('city').notNull().default(''),
});

export const userOnboarding = pgTable(
  'user_onboarding',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef().unique(),
    city: text('city').notNull().default(''),
    livingSituation: livingSituationEnum('living_situation'),
    occupation: text('occupation').notNull().default(''),
    education: educationEnum('education'),
    highestDegree: highestDegreeEnum('highest_degree'),
    relationshipStatus: relationshipStatusEnum('relationship_status'),
    childrenCount: integer('children_count').notNull().default(0),
    hasSiblings: boolean('has_siblings').notNull().default(false),
    siblingsInfo: text('siblings_info').notNull().default(''),
    parentsInfo: text('parents_info').notNull().default(''),
    hobbies: text('hobbies')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [check('user_onboarding_children_count_check', sql`${t.childrenCount} >= 0`)],
);

export const userMedical = pgTable('user_medical', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: userRef().unique(),
  knownDoctors: text('known_doctors')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  knownPsychologists: text('known_psychologists')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  diagnoses: text('diagnoses')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  medications: text('medications')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
});
