import { z } from 'zod';

/** The signed token of the unsubscribe link (in the mail and in its List-Unsubscribe header). */
export const UnsubscribeQuerySchema = z.object({
  token: z.string('REQUIRED').min(1, 'REQUIRED').max(500, 'INVALID_UNSUBSCRIBE_TOKEN'),
});
export type UnsubscribeQuery = z.infer<typeof UnsubscribeQuerySchema>;
