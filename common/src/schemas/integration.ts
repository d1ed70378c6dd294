// The CRM's read-only integration API under /api/integration/v1 (docs/ARCHITECTURE.md, difference 2),
// authenticated by the keys of 'API-Schlüssel für Pipedrive'. Learners carry no password hash, no
// medical data and no consent beyond the health-data flag. The MPU reasons are health data (they tell
// of alcohol, drugs, medical cannabis or offences; GDPR Art. 9): only with the learner's consent.
import { z } from 'zod';

export const INTEGRATION_PAGE_MAX = 200;
export const INTEGRATION_PAGE_DEFAULT = 100;

const limit = z.coerce
  .number()
  .int('INTEGER')
  .min(1, 'TOO_SMALL')
  .max(INTEGRATION_PAGE_MAX, 'TOO_LARGE')
  .default(INTEGRATION_PAGE_DEFAULT)
  .meta({ description: `Page size, 1 to ${INTEGRATION_PAGE_MAX} (default ${INTEGRATION_PAGE_DEFAULT}).` });
const cursor = z
  .string()
  .max(500, 'TOO_LONG')
  .optional()
  .meta({ description: 'The nextCursor of the previous page; omit for the first page.' });
const isoInstant = (description: string) => z.iso.datetime({ offset: true, message: 'DATETIME' }).optional().meta({ description });

export const LearnersQuerySchema = z.object({
  updated_since: isoInstant('Only learners changed at or after this instant (ISO 8601 with offset, e.g. 2026-11-23T00:00:00Z).'),
  cursor,
  limit,
});
export type LearnersQuery = z.infer<typeof LearnersQuerySchema>;

export const BookingsQuerySchema = z.object({
  since: isoInstant('Only bookings created or cancelled at or after this instant (ISO 8601 with offset).'),
  cursor,
  limit,
});
export type BookingsQuery = z.infer<typeof BookingsQuerySchema>;

export const IntegrationLearnerSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    mpuReasons: z
      .array(z.string())
      .optional()
      .meta({
        description:
          'alcohol, drugs, points, criminal, medizinalcannabis. Health data (GDPR Art. 9): present only when hasHealthDataConsent is true, ' +
          'absent otherwise. An item without it after one with it means the learner withdrew the consent: delete the reasons stored before.',
      }),
    registeredAt: z.iso.datetime(),
    readiness: z.number().int().min(0).max(100).meta({ description: "The dashboard's MPU readiness in percent." }),
    lastActivityAt: z.iso.datetime().nullable().meta({ description: 'Latest learning activity (quiz answer, video, chapter).' }),
    hasHealthDataConsent: z.boolean().meta({
      description:
        "The learner's consent to processing health data, which covers sending the MPU reasons to the CRM; false until given (accounts an administrator created) or after it was declined or withdrawn.",
    }),
    updatedAt: z.iso.datetime().meta({ description: 'The instant the pagination and updated_since go by.' }),
  })
  .meta({ id: 'IntegrationLearner' });
export type IntegrationLearner = z.infer<typeof IntegrationLearnerSchema>;

export const IntegrationLearnerPageSchema = z
  .object({ items: z.array(IntegrationLearnerSchema), nextCursor: z.string().nullable() })
  .meta({ id: 'IntegrationLearnerPage' });
export type IntegrationLearnerPage = z.infer<typeof IntegrationLearnerPageSchema>;

export const IntegrationBookingSchema = z
  .object({
    id: z.string(),
    learnerId: z.string(),
    instructorName: z.string(),
    /** YYYY-MM-DD */
    date: z.string(),
    /** HH:MM, Europe/Berlin */
    slot: z.string(),
    status: z.enum(['booked', 'cancelled']),
    createdAt: z.iso.datetime(),
    cancelledAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'IntegrationBooking' });
export type IntegrationBooking = z.infer<typeof IntegrationBookingSchema>;

export const IntegrationBookingPageSchema = z
  .object({ items: z.array(IntegrationBookingSchema), nextCursor: z.string().nullable() })
  .meta({ id: 'IntegrationBookingPage' });
export type IntegrationBookingPage = z.infer<typeof IntegrationBookingPageSchema>;
