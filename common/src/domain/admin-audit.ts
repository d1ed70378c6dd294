export const ADMIN_AUDIT_ACTIONS = ['user.create', 'user.update', 'user.permissions', 'user.password_reset', 'user.delete'] as const;
export type AdminAuditAction = (typeof ADMIN_AUDIT_ACTIONS)[number];
