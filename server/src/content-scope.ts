// Which content a viewer sees: admins and learners without MPU reasons see everything; others see
// content whose mpu_types overlap their reasons (quiz categories: or that has no types at all).
import { getEffectiveReasons, type MpuReason } from '@common/domain';
import type { Viewer } from './middleware/context';

export interface ContentScope {
  everything: boolean;
  reasons: MpuReason[];
}

export function contentScopeOf(viewer: Pick<Viewer, 'role' | 'mpuReasons' | 'mpuReason'>): ContentScope {
  const reasons = getEffectiveReasons(viewer);
  return { everything: viewer.role === 'admin' || reasons.length === 0, reasons };
}
