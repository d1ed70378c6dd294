export const ADMIN_AUDIT_ACTIONS = [
  'user.create',
  'user.update',
  'user.permissions',
  'user.password_reset',
  'user.delete',
  // 'Freigaben für neue Konten' (docs/decisions/074-access-for-new-accounts.md): saved, and applied to existing learners
  'access_defaults.update',
  'access_defaults.apply',
  // the rules of the 'Prüfungssimulation' (docs/decisions/078-exam-simulation.md)
  'exam_simulation.settings',
] as const;
export type AdminAuditAction = (typeof ADMIN_AUDIT_ACTIONS)[number];
