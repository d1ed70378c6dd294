import { z } from 'zod';
import {
  DAILY_GOAL_MAX,
  DAILY_GOAL_MIN,
  DESIRED_RETENTION_MAX,
  DESIRED_RETENTION_MIN,
  EDUCATIONS,
  HIGHEST_DEGREES,
  LANGUAGES,
  LIVING_SITUATIONS,
  MPU_REASONS,
  RELATIONSHIP_STATUSES,
  REMINDER_FREQUENCIES,
  isPlausibleBirthDate,
  normalizeHobbies,
} from '../domain';

const text = (max: number) => z.string().trim().max(max, 'TOO_LONG');

export const PersonalDetailsSchema = z.object({
  firstName: text(100),
  middleName: text(100).nullable().default(null),
  lastName: text(100),
  /** Optional; when given, a plausible past date. */
  birthDate: z.iso
    .date('INVALID_DATE')
    .refine((date) => isPlausibleBirthDate(date), 'INVALID_DATE')
    .nullable(),
  /** The postal address invoices are made out to (issue 40); left as stored when not sent. */
  street: text(200).optional(),
  postalCode: text(20).optional(),
  city: text(100).optional(),
});
export type PersonalDetails = z.infer<typeof PersonalDetailsSchema>;

/** PUT /api/settings/first-name: the first name alone (the tour asks for it); the other personal details stay. */
export const FirstNameUpdateSchema = z
  .strictObject({ firstName: z.string('REQUIRED').trim().max(100, 'TOO_LONG') }, 'UNKNOWN_FIELD')
  .meta({ id: 'FirstNameUpdate' });
export type FirstNameUpdate = z.infer<typeof FirstNameUpdateSchema>;

export const LivingSituationSchema = z.object({
  city: text(100),
  livingSituation: z.enum(LIVING_SITUATIONS).nullable(),
  relationshipStatus: z.enum(RELATIONSHIP_STATUSES).nullable(),
  // the form reads typed text with the spec's rule (parseChildrenCount); the API takes whole numbers only
  childrenCount: z.number('INVALID_NUMBER').int('INVALID_NUMBER').min(0, 'NEGATIVE').max(50, 'TOO_LARGE'),
  hasSiblings: z.boolean(),
  siblingsInfo: text(1000),
  parentsInfo: text(1000),
});
export type LivingSituation = z.infer<typeof LivingSituationSchema>;

export const EducationSchema = z.object({
  education: z.enum(EDUCATIONS).nullable(),
  highestDegree: z.enum(HIGHEST_DEGREES).nullable(),
  occupation: text(200),
});
export type Education = z.infer<typeof EducationSchema>;

export const HobbiesSchema = z.object({
  hobbies: z.array(z.string().max(100, 'TOO_LONG')).max(50, 'TOO_MANY').transform(normalizeHobbies),
});
export type Hobbies = z.infer<typeof HobbiesSchema>;

/** 'Lernerinnerung per E-Mail': off, daily or weekly, at an hour in Germany (weekly: on a weekday, 1 Monday … 7 Sunday). */
export const ReminderSettingsSchema = z.object({
  frequency: z.enum(REMINDER_FREQUENCIES, 'INVALID_FREQUENCY'),
  hour: z.number('INVALID_HOUR').int('INVALID_HOUR').min(0, 'INVALID_HOUR').max(23, 'INVALID_HOUR'),
  weekday: z.number('INVALID_WEEKDAY').int('INVALID_WEEKDAY').min(1, 'INVALID_WEEKDAY').max(7, 'INVALID_WEEKDAY'),
});
export type ReminderSettings = z.infer<typeof ReminderSettingsSchema>;

export const SettingsSchema = z
  .object({
    email: z.string(),
    details: PersonalDetailsSchema,
    living: LivingSituationSchema,
    education: EducationSchema,
    hobbies: z.array(z.string()),
    /** The reasons the learner's content is chosen by (several allowed). */
    mpuReasons: z.array(z.enum(MPU_REASONS)),
    /** The account's language: the interface after sign-in on any browser, and the mails. */
    language: z.enum(LANGUAGES),
    /** Spaced repetition's 'Ziel-Behaltensrate' in percent (80–95). */
    desiredRetention: z.number().int(),
    /** 'Tagesziel': exam questions a day (5–200). */
    dailyGoal: z.number().int(),
    /** 'Lernerinnerung per E-Mail'. */
    reminders: ReminderSettingsSchema,
  })
  .meta({ id: 'Settings' });
export type Settings = z.infer<typeof SettingsSchema>;

/** The stored list after normalising (trimmed, empty and duplicate entries dropped). */
export const UpdateHobbiesResultSchema = z.object({ success: z.literal(true), hobbies: z.array(z.string()) });
export type UpdateHobbiesResult = z.infer<typeof UpdateHobbiesResultSchema>;

export const DeleteAccountSchema = z.object({ password: z.string().min(1, 'REQUIRED') });
export type DeleteAccount = z.infer<typeof DeleteAccountSchema>;

/** Learners choose their own MPU reasons in Einstellungen (docs/spec-notes.md, Registration and MPU reasons). */
export const MpuReasonsUpdateSchema = z.object({
  mpuReasons: z
    .array(z.enum(MPU_REASONS, 'INVALID_REASON'))
    .min(1, 'REQUIRED')
    .max(MPU_REASONS.length, 'TOO_MANY')
    .transform((reasons) => [...new Set(reasons)]),
});
export type MpuReasonsUpdate = z.infer<typeof MpuReasonsUpdateSchema>;

export const LanguageUpdateSchema = z.object({ language: z.enum(LANGUAGES, 'INVALID_LANGUAGE') });
export type LanguageUpdate = z.infer<typeof LanguageUpdateSchema>;

/** 'Ziel-Behaltensrate': applies to the next reviews; nothing already scheduled moves. */
export const DesiredRetentionUpdateSchema = z.object({
  desiredRetention: z
    .number('INVALID_RETENTION')
    .int('INVALID_RETENTION')
    .min(DESIRED_RETENTION_MIN, 'INVALID_RETENTION')
    .max(DESIRED_RETENTION_MAX, 'INVALID_RETENTION'),
});
export type DesiredRetentionUpdate = z.infer<typeof DesiredRetentionUpdateSchema>;

/** 'Tagesziel': how many exam questions a day the overview counts towards. */
export const DailyGoalUpdateSchema = z.object({
  dailyGoal: z
    .number('INVALID_DAILY_GOAL')
    .int('INVALID_DAILY_GOAL')
    .min(DAILY_GOAL_MIN, 'INVALID_DAILY_GOAL')
    .max(DAILY_GOAL_MAX, 'INVALID_DAILY_GOAL'),
});
export type DailyGoalUpdate = z.infer<typeof DailyGoalUpdateSchema>;
