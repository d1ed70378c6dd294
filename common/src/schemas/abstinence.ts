// The abstinence tracker's API contract (/api/abstinence, docs/decisions/066-abstinence-tracker.md).
import { z } from 'zod';
import { ABSTINENCE_DURATIONS, ABSTINENCE_METHODS, ABSTINENCE_RESULTS, ABSTINENCE_SUBSTANCES } from '../domain/abstinence';

/** Largest attachment (the lab's letter as PDF, JPEG or PNG): 10 MB. */
export const ABSTINENCE_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
export const ABSTINENCE_ATTACHMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type AbstinenceAttachmentType = (typeof ABSTINENCE_ATTACHMENT_TYPES)[number];
export const ABSTINENCE_TESTING_BODY_MAX_LENGTH = 200;
export const ABSTINENCE_ATTACHMENT_NAME_MAX_LENGTH = 200;

const isoDate = z.iso.date('INVALID_DATE');

export const ConsentInputSchema = z.object({ accepted: z.literal(true, 'CONSENT_REQUIRED') }).meta({ id: 'AbstinenceConsentInput' });
export type ConsentInput = z.infer<typeof ConsentInputSchema>;

export const ProgrammeInputSchema = z
  .object({
    method: z.enum(ABSTINENCE_METHODS, 'INVALID_METHOD'),
    months: z.union(
      ABSTINENCE_DURATIONS.map((months) => z.literal(months)),
      'INVALID_DURATION',
    ),
    substances: z
      .array(z.enum(ABSTINENCE_SUBSTANCES, 'INVALID_SUBSTANCE'), 'REQUIRED')
      .min(1, 'REQUIRED')
      .max(ABSTINENCE_SUBSTANCES.length, 'TOO_MANY')
      .transform((list) => [...new Set(list)]),
    startDate: isoDate,
    testingBody: z.string().trim().max(ABSTINENCE_TESTING_BODY_MAX_LENGTH, 'TOO_LONG').default(''),
    reminders: z.boolean().default(false),
  })
  .meta({ id: 'AbstinenceProgrammeInput' });
export type ProgrammeInput = z.input<typeof ProgrammeInputSchema>;

export const EntryInputSchema = z
  .object({
    date: isoDate,
    result: z.enum(ABSTINENCE_RESULTS, 'INVALID_RESULT'),
  })
  .meta({ id: 'AbstinenceEntryInput' });
export type EntryInput = z.infer<typeof EntryInputSchema>;

export const EntryIdParamSchema = z.object({ id: z.uuid('NOT_FOUND') });

export const AttachmentQuerySchema = z.object({
  name: z.string().trim().min(1, 'REQUIRED').max(ABSTINENCE_ATTACHMENT_NAME_MAX_LENGTH, 'TOO_LONG'),
});

export const AttachmentSchema = z.object({
  name: z.string(),
  type: z.enum(ABSTINENCE_ATTACHMENT_TYPES),
  size: z.number().int(),
});
export type Attachment = z.infer<typeof AttachmentSchema>;

export const EntrySchema = z
  .object({
    id: z.string(),
    date: z.string(),
    result: z.enum(ABSTINENCE_RESULTS),
    attachment: AttachmentSchema.nullable(),
  })
  .meta({ id: 'AbstinenceEntry' });
export type Entry = z.infer<typeof EntrySchema>;

export const ProgrammeSchema = z
  .object({
    method: z.enum(ABSTINENCE_METHODS),
    months: z.union(ABSTINENCE_DURATIONS.map((months) => z.literal(months))),
    substances: z.array(z.enum(ABSTINENCE_SUBSTANCES)),
    startDate: z.string(),
    testingBody: z.string(),
    reminders: z.boolean(),
  })
  .meta({ id: 'AbstinenceProgramme' });
export type Programme = z.infer<typeof ProgrammeSchema>;

export const AbstinenceStatusSchema = z.object({
  negativeCount: z.number().int(),
  requiredCount: z.number().int(),
  unit: z.enum(['screenings', 'samples']),
  ruleKey: z.enum(ABSTINENCE_METHODS),
  percent: z.number().int(),
  earliestEndDate: z.string(),
  nextHairSampleDue: z.string().nullable(),
  hairSampleDueDates: z.array(z.string()),
  isBroken: z.boolean(),
  isComplete: z.boolean(),
});
export type AbstinenceStatusAnswer = z.infer<typeof AbstinenceStatusSchema>;

export const AbstinenceStateSchema = z
  .object({
    /** When the learner consented; null: nothing is stored, the page shows the consent first. */
    consentedAt: z.string().nullable(),
    programme: ProgrammeSchema.nullable(),
    entries: z.array(EntrySchema),
    status: AbstinenceStatusSchema.nullable(),
  })
  .meta({ id: 'AbstinenceState' });
export type AbstinenceState = z.infer<typeof AbstinenceStateSchema>;
