import { z } from 'zod';

export const HealthSchema = z
  .object({
    status: z.literal('ok'),
    database: z.enum(['pglite', 'postgres']),
  })
  .meta({ id: 'Health' });
export type Health = z.infer<typeof HealthSchema>;
