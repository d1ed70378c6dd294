import { z } from 'zod';
import { MPU_REASONS, PAGE_KEYS, PASSWORD_MIN_LENGTH, ROLES } from '../domain';

export const ADMIN_USERS_PAGE_SIZE = 20;

export const AdminUserListQuerySchema = z.object({
  /** Case-insensitive substring of the email; no minimum length. */
  search: z.string().max(200).default(''),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(ADMIN_USERS_PAGE_SIZE),
});
export type AdminUserListQuery = z.infer<typeof AdminUserListQuerySchema>;

const PermissionsSchema = z.record(z.enum(PAGE_KEYS), z.boolean());

export const AdminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  mpuReasons: z.array(z.enum(MPU_REASONS)),
  createdAt: z.string(),
  /** Effective page permissions (stored rows, defaults where none). */
  permissions: PermissionsSchema,
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

export const AdminUserListSchema = z.object({
  items: z.array(AdminUserSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
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
  .pipe(z.string().min(PASSWORD_MIN_LENGTH, 'PASSWORD_TOO_SHORT'));

export const CreateAdminUserSchema = z.object({
  email: requiredTrimmed.pipe(z.email('INVALID_EMAIL')),
  password: requiredPassword,
  role: z.enum(ROLES).default('user'),
  mpuReasons: ReasonListSchema.default([]),
});
export type CreateAdminUser = z.input<typeof CreateAdminUserSchema>;

export const ResetUserPasswordSchema = z.object({
  newPassword: requiredPassword,
});
export type ResetUserPassword = z.infer<typeof ResetUserPasswordSchema>;
