import type { SectionOrder } from '@common/schemas/video-management';
import { api, callApi } from '../../../lib/api-client';
import { useOptimisticOrder } from './optimistic-order';

/** PUT every section id in the new order; 409 ORDER_STALE when the list is not exactly the current sections. */
export function reorderSections(json: SectionOrder) {
  return callApi(api.admin.videos.sections.order.$put, { json });
}

export const useReorderSections = () => useOptimisticOrder(reorderSections);
