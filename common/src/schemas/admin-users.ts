import { z } from 'zod';
import { ADMIN_AUDIT_ACTIONS, EMAIL_MAX_LENGTH, MPU_REASONS, PAGE_KEYS, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, ROLES } from '../domain';

export const ADMIN_USERS_PAGE_SIZE = 20;

export const AdminUserListQuerySchema = z.object({
  /** Case-insensitive substring of the email; no minimum length. */
  search: z.string().max(200).default(''),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(ADMIN_USERS_PAGE_SIZE),
});
export type AdminUserListQuery = z.infer<typeof AdminUserListQuerySchema>;

const PermissionsSchema = z.record(z.enum(PAGE_KEYS), z.boolean());

export const AdminUserSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    role: z.enum(ROLES),
    mpuReasons: z.array(z.enum(MPU_REASONS)),
    createdAt: z.string(),
    /** Effective page permissions (stored rows, defaults where none). */
    permissions: PermissionsSchema,
    /** The learner keeps an abstinence programme; its entries stay theirs (docs/decisions/066-abstinence-tracker.md). */
    hasAbstinenceProgramme: z.boolean(),
  })
  .meta({ id: 'AdminUser' });
export type AdminUser = z.infer<typeof AdminUserSchema>;

export const AdminUserListSchema = z
  .object({
    items: z.array(AdminUserSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: 'AdminUserList' });
export type AdminUserList = z.infer<typeof AdminUserListSchema>;

const ReasonListSchema = z
  .array(z.enum(MPU_REASONS))
  .max(MPU_REASONS.length)
  .refine((list) => new Set(list).size === list.length, 'Each reason at most once.');

export const UpdateAdminUserSchema = z.object({
  role: z.enum(ROLES),
  mpuReasons: ReasonListSchema,
});
export type UpdateAdminUser = z.infer<typeof UpdateAdminUserSchema>;

export const UpdatePermissionsSchema = z.object({ permissions: PermissionsSchema });
export type UpdatePermissions = z.infer<typeof UpdatePermissionsSchema>;

const requiredTrimmed = z.string().trim().min(1, 'REQUIRED');
// a password is checked for blankness after trimming but stored as typed
const requiredPassword = z
  .string()
  .refine((value) => value.trim().length > 0, 'REQUIRED')
  .pipe(z.string().min(PASSWORD_MIN_LENGTH, 'PASSWORD_TOO_SHORT').max(PASSWORD_MAX_LENGTH, 'PASSWORD_TOO_LONG'));

export const CreateAdminUserSchema = z.object({
  email: requiredTrimmed.max(EMAIL_MAX_LENGTH, 'INVALID_EMAIL').pipe(z.email('INVALID_EMAIL')),
  password: requiredPassword,
  role: z.enum(ROLES).default('user'),
  mpuReasons: ReasonListSchema.default([]),
});
export type CreateAdminUser = z.input<typeof CreateAdminUserSchema>;

export const ResetUserPasswordSchema = z.object({
  newPassword: requiredPassword,
});
export type ResetUserPassword = z.infer<typeof ResetUserPasswordSchema>;

/** The user an admin action is about (a path parameter). */
export const AdminUserIdParamSchema = z.object({ id: z.string().min(1).max(64) });

export const CreateAdminUserResultSchema = z.object({
  success: z.literal(true),
  message: z.literal('USER_CREATED'),
  userId: z.string(),
});
export type CreateAdminUserResult = z.infer<typeof CreateAdminUserResultSchema>;

export const UpdateAdminUserResultSchema = z.object({ success: z.literal(true), message: z.literal('USER_UPDATED') });
export const UpdatePermissionsResultSchema = z.object({ success: z.literal(true), message: z.literal('PERMISSIONS_UPDATED') });
/** The account's address, for the confirmation the admin sees. */
export const ResetUserPasswordResultSchema = z.object({
  success: z.literal(true),
  message: z.literal('PASSWORD_RESET'),
  email: z.string(),
});
export const DeleteAdminUserResultSchema = z.object({ success: z.literal(true), message: z.literal('USER_DELETED'), email: z.string() });

export const AuditLogQuerySchema = z.object({ targetId: z.string().max(64).optional() });
export type AuditLogQuery = z.infer<typeof AuditLogQuerySchema>;

export const AuditLogEntrySchema = z
  .object({
    id: z.string(),
    actorId: z.string().nullable(),
    actorEmail: z.string(),
    action: z.enum(ADMIN_AUDIT_ACTIONS),
    targetId: z.string(),
    targetEmail: z.string(),
    changes: z.record(z.string(), z.unknown()),
    /** ISO 8601 */
    createdAt: z.string(),
  })
  .meta({ id: 'AuditLogEntry' });
export type AuditLogEntry = z.infer<typeof AuditLogEntrySchema>;

/** The newest 100 entries, newest first. */
export const AuditLogSchema = z.object({ items: z.array(AuditLogEntrySchema) });
export type AuditLog = z.infer<typeof AuditLogSchema>;
