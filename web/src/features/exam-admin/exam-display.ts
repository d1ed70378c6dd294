// Labels and badge colours shared by the list and the forms.
import type { MpuReason } from '@common/domain/mpu-reasons';
import type { Difficulty } from '@common/domain/value-sets';
import type { BadgeVariant } from '../../components/ui/badge';
import type { TranslationKey } from '../../lib/i18n';

/** The same wording as the user admin's MPU reasons. */
export const MPU_TYPE_LABEL_KEYS: Record<MpuReason, TranslationKey<'exam-admin'>> = {
  alcohol: 'exam-admin:reasons.alcohol',
  drugs: 'exam-admin:reasons.drugs',
  points: 'exam-admin:reasons.points',
  criminal: 'exam-admin:reasons.criminal',
  medizinalcannabis: 'exam-admin:reasons.medizinalcannabis',
};

export const DIFFICULTY_LABEL_KEYS: Record<Difficulty, TranslationKey<'exam-admin'>> = {
  easy: 'exam-admin:difficulty.easy',
  medium: 'exam-admin:difficulty.medium',
  hard: 'exam-admin:difficulty.hard',
};

/** Green, amber, red: the badge variants keep dark text on a light tint (WCAG AA). */
export const DIFFICULTY_BADGE: Record<Difficulty, BadgeVariant> = {
  easy: 'success',
  medium: 'warning',
  hard: 'error',
};
