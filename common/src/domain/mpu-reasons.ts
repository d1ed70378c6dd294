export const MPU_REASONS = ['alcohol', 'drugs', 'points', 'criminal', 'medizinalcannabis'] as const;
export type MpuReason = (typeof MPU_REASONS)[number];

/** The registration form offers all five reasons (docs/ARCHITECTURE.md, difference 8; the specification leaves out 'criminal'). */
export const REGISTRATION_REASONS = MPU_REASONS;

export function isMpuReason(value: unknown): value is MpuReason {
  return typeof value === 'string' && (MPU_REASONS as readonly string[]).includes(value);
}

/**
 * The spec's rule: the list mpu_reasons wins when it is non-empty; otherwise the legacy single
 * mpu_reason counts as a one-item list.
 */
export function getEffectiveReasons(profile: {
  mpuReasons: readonly string[] | null | undefined;
  mpuReason: string | null | undefined;
}): MpuReason[] {
  const list = (profile.mpuReasons ?? []).filter(isMpuReason);
  if (list.length > 0) return [...new Set(list)];
  return isMpuReason(profile.mpuReason) ? [profile.mpuReason] : [];
}
