// Which content a viewer sees: admins and learners without MPU reasons see everything; others see
// content whose mpu_types overlap their reasons (quiz categories: or that has no types at all).
import { arrayOverlaps, sql, type SQL } from 'drizzle-orm';
import { getEffectiveReasons, type MpuReason } from '@common/domain';
import { quizCategories } from './db/schema';
import type { Viewer } from './middleware/context';

export interface ContentScope {
  everything: boolean;
  reasons: MpuReason[];
}

export function contentScopeOf(viewer: Pick<Viewer, 'role' | 'mpuReasons' | 'mpuReason'>): ContentScope {
  const reasons = getEffectiveReasons(viewer);
  return { everything: viewer.role === 'admin' || reasons.length === 0, reasons };
}

/** Quiz categories the viewer may practise: all, or those matching a reason, or those with no types. */
export function categoryInScope(scope: ContentScope): SQL | undefined {
  if (scope.everything) return undefined;
  return sql`(cardinality(${quizCategories.mpuTypes}) = 0 or ${arrayOverlaps(quizCategories.mpuTypes, scope.reasons)})`;
}
