import { createRoute } from '@hono/zod-openapi';
import { BackupStatusSchema } from '@common/schemas/backup';
import { requireAdmin } from '../../middleware/require-admin';
import { requireSession } from '../../middleware/require-session';
import { createRouter, errorResponses, jsonResponse } from '../../openapi';
import { getBackupStatus } from './backup.service';

const statusRoute = createRoute({
  method: 'get',
  path: '/',
  tags: ['backups'],
  summary: 'The last backup (time and size) and the schedule of the automatic ones',
  middleware: [requireSession, requireAdmin] as const,
  responses: { 200: jsonResponse(BackupStatusSchema, 'The backups now'), ...errorResponses(401, 403) },
});

export const backupRoutes = createRouter().openapi(statusRoute, async (c) => c.json(await getBackupStatus(c.get('config').backups), 200));
