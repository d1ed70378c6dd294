import { Hono } from 'hono';
import { z } from 'zod';
import {
  AdminUserListQuerySchema,
  CreateAdminUserSchema,
  ResetUserPasswordSchema,
  UpdateAdminUserSchema,
  UpdatePermissionsSchema,
} from '@common/schemas/admin-users';
import type { AppEnv } from '../../middleware/context';
import { requireAdmin } from '../../middleware/require-admin';
import { requireSession } from '../../middleware/require-session';
import { validate } from '../../middleware/validate';
import { hashPassword } from '../accounts/admin-accounts';
import * as service from './admin-users.service';

const IdParamSchema = z.object({ id: z.string().min(1).max(64) });
const AuditQuerySchema = z.object({ targetId: z.string().max(64).optional() });

const actorOf = (viewer: AppEnv['Variables']['viewer']) => ({ userId: viewer.userId, email: viewer.email });

export const adminUsersRoutes = new Hono<AppEnv>()
  .get('/users', requireSession, requireAdmin, validate('query', AdminUserListQuerySchema), async (c) =>
    c.json(await service.listUsers({ db: c.var.db, query: c.req.valid('query') })),
  )
  .post('/users', requireSession, requireAdmin, validate('json', CreateAdminUserSchema), async (c) => {
    const body = c.req.valid('json');
    const { userId } = await service.createUser({
      db: c.var.db,
      actor: actorOf(c.var.viewer),
      email: body.email,
      passwordHash: await hashPassword(c.var.auth, body.password),
      role: body.role,
      mpuReasons: body.mpuReasons,
    });
    return c.json({ success: true, message: 'USER_CREATED', userId }, 201);
  })
  .patch('/users/:id', requireSession, requireAdmin, validate('param', IdParamSchema), validate('json', UpdateAdminUserSchema), async (c) => {
    await service.updateUser({ db: c.var.db, actor: actorOf(c.var.viewer), userId: c.req.valid('param').id, changes: c.req.valid('json') });
    return c.json({ success: true, message: 'USER_UPDATED' });
  })
  .put(
    '/users/:id/permissions',
    requireSession,
    requireAdmin,
    validate('param', IdParamSchema),
    validate('json', UpdatePermissionsSchema),
    async (c) => {
      await service.setPermissions({
        db: c.var.db,
        actor: actorOf(c.var.viewer),
        userId: c.req.valid('param').id,
        permissions: c.req.valid('json').permissions,
      });
      return c.json({ success: true, message: 'PERMISSIONS_UPDATED' });
    },
  )
  .post(
    '/users/:id/password',
    requireSession,
    requireAdmin,
    validate('param', IdParamSchema),
    validate('json', ResetUserPasswordSchema),
    async (c) => {
      const { email } = await service.resetPassword({
        db: c.var.db,
        actor: actorOf(c.var.viewer),
        userId: c.req.valid('param').id,
        passwordHash: await hashPassword(c.var.auth, c.req.valid('json').newPassword),
      });
      return c.json({ success: true, message: 'PASSWORD_RESET', email });
    },
  )
  .delete('/users/:id', requireSession, requireAdmin, validate('param', IdParamSchema), async (c) => {
    const { email } = await service.deleteUser({ db: c.var.db, actor: actorOf(c.var.viewer), userId: c.req.valid('param').id });
    return c.json({ success: true, message: 'USER_DELETED', email });
  })
  .get('/audit-log', requireSession, requireAdmin, validate('query', AuditQuerySchema), async (c) =>
    c.json({ items: await service.listAuditLog({ db: c.var.db, targetId: c.req.valid('query').targetId }) }),
  );
