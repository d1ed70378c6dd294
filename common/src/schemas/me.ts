import { z } from 'zod';
import { MPU_REASONS, PAGE_KEYS, ROLES } from '../domain';

export const MeSchema = z.object({
  user: z.object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
  }),
  role: z.enum(ROLES),
  /** mpu_reasons when non-empty, else the legacy single value as a one-item list. */
  mpuReasons: z.array(z.enum(MPU_REASONS)),
  /** The effective answer for every page key (admins: all true). */
  permissions: z.record(z.enum(PAGE_KEYS), z.boolean()),
  /** The onboarding tour was finished or skipped, on any device. */
  tourSeen: z.boolean(),
});
export type Me = z.infer<typeof MeSchema>;
