// Form rules of the settings screen (docs/spec-notes.md, Validation rules and messages) and the mapping between the forms'
// string values and the API's shapes (common/schemas/settings.ts). Messages are i18n keys.
// zod/mini, like the auth forms: the full zod stays out of the web bundle.
import * as z from 'zod/mini';
import { parseChildrenCount } from '@common/domain/settings-rules';
import {
  EDUCATIONS,
  HIGHEST_DEGREES,
  LANGUAGES,
  LIVING_SITUATIONS,
  PASSWORD_MIN_LENGTH,
  RELATIONSHIP_STATUSES,
  isPlausibleBirthDate,
} from '@common/domain/value-sets';
import { MPU_REASONS } from '@common/domain/mpu-reasons';
import { REMINDER_FREQUENCIES } from '@common/domain/reminders';
import { isDailyGoal } from '@common/domain/daily-goal';
import type { Education, LivingSituation, PersonalDetails, ReminderSettings } from '@common/schemas/settings';

// the same rule as the sign-in forms; the server checks the address again
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const ISO_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isSameEmail(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** 'YYYY-MM-DD' and a day that exists (no 31 February). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const text = (max: number) => z.string().check(z.maxLength(max, { error: 'settings:errors.tooLong' }));

/** A select with an empty 'Bitte auswählen' option; '' becomes null for the API. */
const choice = (values: readonly string[]) =>
  z.string().check(z.refine((value) => value === '' || values.includes(value), { error: 'settings:errors.invalidChoice' }));

// ---- Konto

/** Email change: only when changed (spec); the address format is checked here too. */
export function createEmailChangeFormSchema(currentEmail: string) {
  return z.object({
    newEmail: z.string().check(
      z.trim(),
      z.refine((value) => EMAIL_PATTERN.test(value), { error: 'settings:errors.invalidEmail', abort: true }),
      z.refine((value) => !isSameEmail(value, currentEmail), { error: 'settings:errors.emailUnchanged' }),
    ),
    currentPassword: z.string().check(z.minLength(1, { error: 'settings:errors.currentPasswordRequired' })),
  });
}
export type EmailChangeFormValues = z.infer<ReturnType<typeof createEmailChangeFormSchema>>;

/** Password change: the current password, and the new one twice, equal and at least 6 characters. */
export const PasswordChangeFormSchema = z
  .object({
    currentPassword: z.string().check(z.minLength(1, { error: 'settings:errors.currentPasswordRequired' })),
    newPassword: z
      .string()
      .check(
        z.minLength(1, { error: 'settings:errors.newPasswordRequired', abort: true }),
        z.minLength(PASSWORD_MIN_LENGTH, { error: 'settings:errors.passwordTooShort' }),
      ),
    confirmPassword: z.string(),
  })
  .check(
    z.refine((value) => value.newPassword === value.confirmPassword, {
      error: 'settings:errors.passwordsMismatch',
      path: ['confirmPassword'],
      // also while another field is still wrong, so every message shows at once
      when: () => true,
    }),
  );
export type PasswordChangeFormValues = z.infer<typeof PasswordChangeFormSchema>;

// ---- Persönliche Daten

export const PersonalFormSchema = z.object({
  firstName: text(100),
  middleName: text(100),
  lastName: text(100),
  // optional; a date given must be a plausible past one
  birthDate: z
    .string()
    .check(
      z.refine((value) => value === '' || (isIsoDate(value) && isPlausibleBirthDate(value)), { error: 'settings:errors.invalidDate' }),
    ),
  // the invoice address of a booked session; optional here, asked for at booking when an invoice needs it
  street: text(200),
  postalCode: text(20),
  city: text(100),
});
export type PersonalFormValues = z.infer<typeof PersonalFormSchema>;

export function toPersonalFormValues(details: PersonalDetails): PersonalFormValues {
  return {
    firstName: details.firstName,
    middleName: details.middleName ?? '',
    lastName: details.lastName,
    birthDate: details.birthDate ?? '',
    street: details.street ?? '',
    postalCode: details.postalCode ?? '',
    city: details.city ?? '',
  };
}

export function toPersonalDetails(values: PersonalFormValues): PersonalDetails {
  return {
    firstName: values.firstName.trim(),
    middleName: values.middleName.trim() || null,
    lastName: values.lastName.trim(),
    birthDate: values.birthDate || null,
    street: values.street.trim(),
    postalCode: values.postalCode.trim(),
    city: values.city.trim(),
  };
}

// ---- Lebenssituation

export const LivingFormSchema = z.object({
  city: text(100),
  livingSituation: choice(LIVING_SITUATIONS),
  relationshipStatus: choice(RELATIONSHIP_STATUSES),
  // a non-number becomes 0 (spec); a negative number is refused
  childrenCount: z.string().check(
    z.refine((value) => parseChildrenCount(value) >= 0, { error: 'settings:errors.childrenNegative' }),
    z.refine((value) => parseChildrenCount(value) <= 50, { error: 'settings:errors.childrenTooMany' }),
  ),
  hasSiblings: z.boolean(),
  siblingsInfo: text(1000),
  parentsInfo: text(1000),
});
export type LivingFormValues = z.infer<typeof LivingFormSchema>;

export function toLivingFormValues(living: LivingSituation): LivingFormValues {
  return {
    city: living.city,
    livingSituation: living.livingSituation ?? '',
    relationshipStatus: living.relationshipStatus ?? '',
    childrenCount: String(living.childrenCount),
    hasSiblings: living.hasSiblings,
    siblingsInfo: living.siblingsInfo,
    parentsInfo: living.parentsInfo,
  };
}

const orNull = <T extends string>(values: readonly T[], value: string): T | null =>
  (values as readonly string[]).includes(value) ? (value as T) : null;

export function toLivingSituation(values: LivingFormValues): LivingSituation {
  return {
    city: values.city.trim(),
    livingSituation: orNull(LIVING_SITUATIONS, values.livingSituation),
    relationshipStatus: orNull(RELATIONSHIP_STATUSES, values.relationshipStatus),
    childrenCount: parseChildrenCount(values.childrenCount),
    hasSiblings: values.hasSiblings,
    // the siblings info only means something while "has siblings" is ticked
    siblingsInfo: values.hasSiblings ? values.siblingsInfo.trim() : '',
    parentsInfo: values.parentsInfo.trim(),
  };
}

// ---- Bildung

export const EducationFormSchema = z.object({
  education: choice(EDUCATIONS),
  highestDegree: choice(HIGHEST_DEGREES),
  occupation: text(200),
});
export type EducationFormValues = z.infer<typeof EducationFormSchema>;

export function toEducationFormValues(education: Education): EducationFormValues {
  return { education: education.education ?? '', highestDegree: education.highestDegree ?? '', occupation: education.occupation };
}

export function toEducation(values: EducationFormValues): Education {
  return {
    education: orNull(EDUCATIONS, values.education),
    highestDegree: orNull(HIGHEST_DEGREES, values.highestDegree),
    occupation: values.occupation.trim(),
  };
}

// ---- Meine Daten

export const DeleteAccountFormSchema = z.object({
  password: z.string().check(z.minLength(1, { error: 'settings:errors.deletePasswordRequired' })),
});
export type DeleteAccountFormValues = z.infer<typeof DeleteAccountFormSchema>;

// ---- Ihre MPU

export const MpuReasonsFormSchema = z.object({
  mpuReasons: z.array(z.enum(MPU_REASONS)).check(z.minLength(1, { error: 'settings:errors.reasonRequired' })),
});

export const LanguageFormSchema = z.object({ language: z.enum(LANGUAGES) });

/** The health-data consent: ticked is given, unticked declined (or withdrawn). */
export const HealthDataConsentFormSchema = z.object({ given: z.boolean() });

/** The 'Ziel-Behaltensrate' the select offers, in percent (the API takes any whole number from 80 to 95). */
export const RETENTION_CHOICES = ['80', '85', '90', '95'] as const;

export const ReviewFormSchema = z.object({ desiredRetention: z.enum(RETENTION_CHOICES) });

/** 'Tagesziel': a whole number of questions from 5 to 200, typed as digits. */
export const DailyGoalFormSchema = z.object({
  dailyGoal: z
    .string()
    .check(z.refine((value) => /^\s*\d+\s*$/.test(value) && isDailyGoal(Number(value)), { error: 'settings:errors.dailyGoal' })),
});

/** 'Lernerinnerung per E-Mail': the selects' values (hours '0'–'23', weekdays '1' Monday … '7' Sunday). */
export const REMINDER_HOUR_CHOICES = Array.from({ length: 24 }, (_, hour) => String(hour));
export const REMINDER_WEEKDAY_CHOICES = ['1', '2', '3', '4', '5', '6', '7'] as const;

export const RemindersFormSchema = z.object({
  frequency: z.enum(REMINDER_FREQUENCIES),
  hour: z.string().check(z.refine((value) => REMINDER_HOUR_CHOICES.includes(value), { error: 'settings:errors.invalidChoice' })),
  weekday: z.enum(REMINDER_WEEKDAY_CHOICES),
});
export type RemindersFormValues = z.infer<typeof RemindersFormSchema>;

export function toRemindersFormValues(reminders: ReminderSettings): RemindersFormValues {
  return {
    frequency: reminders.frequency,
    hour: String(reminders.hour),
    weekday: String(reminders.weekday) as RemindersFormValues['weekday'],
  };
}

export function toReminderSettings(values: RemindersFormValues): ReminderSettings {
  return { frequency: values.frequency, hour: Number(values.hour), weekday: Number(values.weekday) };
}
