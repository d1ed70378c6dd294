import { z } from 'zod';

export const HealthSchema = z
  .object({
    status: z.literal('ok'),
    database: z.enum(['pglite', 'postgres']),
  })
  .meta({ id: 'Health' });
export type Health = z.infer<typeof HealthSchema>;

export const ReadinessSchema = z
  .object({
    /**
     * ready: serve traffic; stopping: the server was told to stop; database-unreachable; migrations-pending:
     * the database lacks this version's last migration (another instance is still migrating it).
     */
    status: z.enum(['ready', 'stopping', 'database-unreachable', 'migrations-pending']),
  })
  .meta({ id: 'Readiness' });
export type Readiness = z.infer<typeof ReadinessSchema>;
