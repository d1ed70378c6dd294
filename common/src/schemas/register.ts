import { z } from 'zod';
import { EMAIL_MAX_LENGTH, LANGUAGES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, REGISTRATION_REASONS } from '../domain';

/** POST /api/register. Field messages are codes the web translates into the spec's texts. */
export const RegisterSchema = z.object({
  email: z.string().trim().min(1, 'REQUIRED').max(EMAIL_MAX_LENGTH, 'INVALID_EMAIL').pipe(z.email('INVALID_EMAIL')),
  password: z.string().min(1, 'REQUIRED').min(PASSWORD_MIN_LENGTH, 'PASSWORD_TOO_SHORT').max(PASSWORD_MAX_LENGTH, 'PASSWORD_TOO_LONG'),
  mpuReason: z.enum(REGISTRATION_REASONS, 'REASON_REQUIRED'),
  /** Consent to processing health-related data (GDPR Art. 9(2)(a)): the reason reveals alcohol or drug history. */
  healthDataConsent: z.literal(true, 'CONSENT_REQUIRED'),
  language: z.enum(LANGUAGES).default('de'),
});
export type RegisterInput = z.input<typeof RegisterSchema>;

/** The account exists unconfirmed; a confirmation mail is on its way. */
export const RegisterResultSchema = z.object({ success: z.literal(true), userId: z.string() });
export type RegisterResult = z.infer<typeof RegisterResultSchema>;
