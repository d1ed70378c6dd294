import { z } from 'zod';
import { LANGUAGES, MPU_REASONS, PAGE_KEYS, ROLES } from '../domain';

/**
 * The learner's health-data consent (GDPR Art. 9(2)(a)): given (at registration or later), declined
 * or withdrawn, or not yet asked (an account an administrator created). Only with 'given' does the
 * CRM receive the MPU reasons.
 */
export const HEALTH_DATA_CONSENT_STATES = ['given', 'declined', 'unanswered'] as const;
export type HealthDataConsentState = (typeof HEALTH_DATA_CONSENT_STATES)[number];

export const MeSchema = z
  .object({
    user: z.object({
      id: z.string(),
      email: z.string(),
      name: z.string(),
      /** From Persönliche Daten; empty until saved (the greeting then uses the e-mail). */
      firstName: z.string(),
    }),
    /** The account language: applied to the interface when the user signs in on any browser. */
    language: z.enum(LANGUAGES),
    role: z.enum(ROLES),
    /** mpu_reasons when non-empty, else the legacy single value as a one-item list. */
    mpuReasons: z.array(z.enum(MPU_REASONS)),
    /** The effective answer for every page key (admins: all true). */
    permissions: z.record(z.enum(PAGE_KEYS), z.boolean()),
    /** The onboarding tour was finished or skipped, on any device. */
    tourSeen: z.boolean(),
    /** 'unanswered': the web asks once after sign-in (learners only). */
    healthDataConsent: z.enum(HEALTH_DATA_CONSENT_STATES),
    /**
     * The account still has the password the platform generated (the first-start administrator, or
     * admin:create without --password): the web asks for an own one before anything else.
     */
    mustChangePassword: z.boolean(),
  })
  .meta({ id: 'Me' });
export type Me = z.infer<typeof MeSchema>;

/**
 * PUT /api/me/health-data-consent: the signed-in user's own answer. Strict: it names no user, and a
 * body that tries to is refused rather than quietly applied to the sender.
 */
export const HealthDataConsentUpdateSchema = z
  .strictObject({ decision: z.enum(['given', 'declined'], 'INVALID_DECISION') }, 'UNKNOWN_FIELD')
  .meta({ id: 'HealthDataConsentUpdate' });
export type HealthDataConsentUpdate = z.infer<typeof HealthDataConsentUpdateSchema>;

const RowSchema = z.record(z.string(), z.unknown());

/** GET /api/me/export: everything stored about the user (GDPR Art. 15/20), sent as a file. */
export const MyDataExportSchema = z
  .object({
    exportedAt: z.string(),
    account: z.object({ id: z.string(), email: z.string(), emailVerified: z.boolean(), createdAt: z.string() }).optional(),
    profile: RowSchema.optional(),
    details: RowSchema.nullable(),
    onboarding: RowSchema.nullable(),
    medical: RowSchema.nullable(),
    permissions: z.array(z.object({ page: z.string(), allowed: z.boolean() })),
    attempts: z.object({ examQuestions: z.array(RowSchema), chapterQuizzes: z.array(RowSchema), videoQuizzes: z.array(RowSchema) }),
    progress: z.object({
      videos: z.array(RowSchema),
      chapters: z.array(RowSchema),
      courses: z.array(RowSchema),
      reviewSchedule: z.array(RowSchema),
      rounds: z.array(RowSchema),
      roundQuestions: z.array(RowSchema),
      markedQuestions: z.array(RowSchema),
    }),
    bookings: z.array(RowSchema),
    performanceResults: z.array(RowSchema),
    /** The abstinence tracker (decision 066): consent time, programme and entries. */
    abstinence: z.object({ consentedAt: z.string().nullable(), programme: RowSchema.nullable(), entries: z.array(RowSchema) }),
    /** Meine MPU-Geschichte (issue 37): consent time, the story as stored and one version per day with a save. */
    myStory: z.object({
      consentedAt: z.string().nullable(),
      story: z.object({ document: z.unknown(), revision: z.number(), updatedAt: z.string() }).nullable(),
      versions: z.array(z.object({ savedOn: z.string(), document: z.unknown(), updatedAt: z.string() })),
    }),
    /** The exam trainer's saved "Mein Gespräch" conversations about the story (issue 37). */
    myStoryTranscripts: z.array(RowSchema),
  })
  .meta({ id: 'MyDataExport' });
export type MyDataExport = z.infer<typeof MyDataExportSchema>;
