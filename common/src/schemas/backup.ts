// The admin console's line on backups (docs/decisions/087-backups.md).
import { z } from 'zod';

export const BackupStatusSchema = z
  .object({
    /** The German hour of the daily automatic backup, or null when automatic backups are off. */
    dailyAtHour: z.number().int().min(0).max(23).nullable(),
    /** The newest archive in the backup folder (automatic or made with npm run backup). */
    last: z.object({ at: z.iso.datetime(), sizeBytes: z.number().int().min(0) }).nullable(),
    /** The last backup is older than two days, or there is none while automatic backups are on: shown in red. */
    isStale: z.boolean(),
  })
  .meta({ id: 'BackupStatus' });
export type BackupStatus = z.infer<typeof BackupStatusSchema>;
