import { createRoute } from '@hono/zod-openapi';
import {
  AdminUserIdParamSchema,
  AdminUserListQuerySchema,
  AdminUserListSchema,
  AuditLogQuerySchema,
  AuditLogSchema,
  CreateAdminUserResultSchema,
  CreateAdminUserSchema,
  DeleteAdminUserResultSchema,
  ResetUserPasswordResultSchema,
  ResetUserPasswordSchema,
  UpdateAdminUserResultSchema,
  UpdateAdminUserSchema,
  UpdatePermissionsResultSchema,
  UpdatePermissionsSchema,
} from '@common/schemas/admin-users';
import { hashPassword } from '../../accounts/admin-accounts';
import type { AppEnv } from '../../middleware/context';
import { requireAdmin } from '../../middleware/require-admin';
import { requireSession } from '../../middleware/require-session';
import { apiErrorResponse, createRouter, errorResponses, jsonBody, jsonResponse } from '../../openapi';
import * as service from './admin-users.service';

const actorOf = (viewer: AppEnv['Variables']['viewer']) => ({ userId: viewer.userId, email: viewer.email });

const tags = ['admin-users'];
const notFound = apiErrorResponse('USER_NOT_FOUND: no such user.');

const listUsersRoute = createRoute({
  method: 'get',
  path: '/users',
  tags,
  summary: 'Search and page through the users',
  middleware: [requireSession, requireAdmin] as const,
  request: { query: AdminUserListQuerySchema },
  responses: { 200: jsonResponse(AdminUserListSchema, 'One page of users, newest first'), ...errorResponses(400, 401, 403) },
});

const createUserRoute = createRoute({
  method: 'post',
  path: '/users',
  tags,
  summary: 'Create a confirmed account',
  middleware: [requireSession, requireAdmin] as const,
  request: { body: jsonBody(CreateAdminUserSchema) },
  responses: {
    201: jsonResponse(CreateAdminUserResultSchema, 'Created'),
    ...errorResponses(400, 401, 403, 415),
    409: apiErrorResponse('USER_ALREADY_EXISTS: an account with this email exists.'),
  },
});

const updateUserRoute = createRoute({
  method: 'patch',
  path: '/users/{id}',
  tags,
  summary: "Change a user's role and MPU reasons",
  middleware: [requireSession, requireAdmin] as const,
  request: { params: AdminUserIdParamSchema, body: jsonBody(UpdateAdminUserSchema) },
  responses: {
    200: jsonResponse(UpdateAdminUserResultSchema, 'Saved'),
    ...errorResponses(400, 401, 403, 415),
    404: notFound,
    409: apiErrorResponse('CANNOT_DEMOTE_SELF or LAST_ADMIN.'),
  },
});

const setPermissionsRoute = createRoute({
  method: 'put',
  path: '/users/{id}/permissions',
  tags,
  summary: "Set a user's page permissions",
  middleware: [requireSession, requireAdmin] as const,
  request: { params: AdminUserIdParamSchema, body: jsonBody(UpdatePermissionsSchema) },
  responses: { 200: jsonResponse(UpdatePermissionsResultSchema, 'Saved'), ...errorResponses(400, 401, 403, 415), 404: notFound },
});

const resetPasswordRoute = createRoute({
  method: 'post',
  path: '/users/{id}/password',
  tags,
  summary: "Set a user's password; their sessions end",
  middleware: [requireSession, requireAdmin] as const,
  request: { params: AdminUserIdParamSchema, body: jsonBody(ResetUserPasswordSchema) },
  responses: { 200: jsonResponse(ResetUserPasswordResultSchema, 'Saved'), ...errorResponses(400, 401, 403, 415), 404: notFound },
});

const deleteUserRoute = createRoute({
  method: 'delete',
  path: '/users/{id}',
  tags,
  summary: 'Delete a user and every personal row',
  middleware: [requireSession, requireAdmin] as const,
  request: { params: AdminUserIdParamSchema },
  responses: {
    200: jsonResponse(DeleteAdminUserResultSchema, 'Deleted'),
    ...errorResponses(400, 401, 403),
    404: notFound,
    409: apiErrorResponse('CANNOT_DELETE_SELF or LAST_ADMIN.'),
  },
});

const listAuditLogRoute = createRoute({
  method: 'get',
  path: '/audit-log',
  tags,
  summary: 'The newest 100 admin actions, optionally about one user',
  middleware: [requireSession, requireAdmin] as const,
  request: { query: AuditLogQuerySchema },
  responses: { 200: jsonResponse(AuditLogSchema, 'Newest first'), ...errorResponses(400, 401, 403) },
});

export const adminUsersRoutes = createRouter()
  .openapi(listUsersRoute, async (c) => c.json(await service.listUsers({ db: c.get('db'), query: c.req.valid('query') }), 200))
  .openapi(createUserRoute, async (c) => {
    const body = c.req.valid('json');
    const { userId } = await service.createUser({
      db: c.get('db'),
      actor: actorOf(c.get('viewer')),
      email: body.email,
      passwordHash: await hashPassword(c.get('auth'), body.password),
      role: body.role,
      mpuReasons: body.mpuReasons,
    });
    return c.json({ success: true as const, message: 'USER_CREATED' as const, userId }, 201);
  })
  .openapi(updateUserRoute, async (c) => {
    await service.updateUser({
      db: c.get('db'),
      actor: actorOf(c.get('viewer')),
      userId: c.req.valid('param').id,
      changes: c.req.valid('json'),
    });
    return c.json({ success: true as const, message: 'USER_UPDATED' as const }, 200);
  })
  .openapi(setPermissionsRoute, async (c) => {
    await service.setPermissions({
      db: c.get('db'),
      actor: actorOf(c.get('viewer')),
      userId: c.req.valid('param').id,
      permissions: c.req.valid('json').permissions,
    });
    return c.json({ success: true as const, message: 'PERMISSIONS_UPDATED' as const }, 200);
  })
  .openapi(resetPasswordRoute, async (c) => {
    const { email } = await service.resetPassword({
      db: c.get('db'),
      actor: actorOf(c.get('viewer')),
      userId: c.req.valid('param').id,
      passwordHash: await hashPassword(c.get('auth'), c.req.valid('json').newPassword),
    });
    return c.json({ success: true as const, message: 'PASSWORD_RESET' as const, email }, 200);
  })
  .openapi(deleteUserRoute, async (c) => {
    const { email } = await service.deleteUser({
      db: c.get('db'),
      media: c.get('media'),
      logger: c.get('logger'),
      actor: actorOf(c.get('viewer')),
      userId: c.req.valid('param').id,
    });
    return c.json({ success: true as const, message: 'USER_DELETED' as const, email }, 200);
  })
  .openapi(listAuditLogRoute, async (c) =>
    c.json({ items: await service.listAuditLog({ db: c.get('db'), targetId: c.req.valid('query').targetId }) }, 200),
  );
