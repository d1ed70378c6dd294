import { z } from 'zod';

/** Every error answer of the platform's own routes: a code the web translates, and per-field codes on 400. */
export const ApiErrorBodySchema = z
  .object({
    error: z.object({
      code: z.string(),
      message: z.string(),
      fields: z.record(z.string(), z.string()).optional(),
    }),
  })
  .meta({ id: 'ApiError' });
export type ApiErrorBody = z.infer<typeof ApiErrorBodySchema>;

/** The answer of a change that has nothing else to report. */
export const SuccessSchema = z.object({ success: z.literal(true) }).meta({ id: 'Success' });
export type Success = z.infer<typeof SuccessSchema>;
