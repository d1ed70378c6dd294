// GET /api/admin/billing: the practice's billing details, null until saved (bookings then create no invoice).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BillingSettings } from '@common/schemas/invoices';
import { requestAdminJson } from './admin-request';

export const ADMIN_BILLING_QUERY_KEY = ['invoices', 'admin', 'billing'] as const;

export const adminBillingQueryOptions = () =>
  queryOptions({
    queryKey: ADMIN_BILLING_QUERY_KEY,
    queryFn: ({ signal }) => requestAdminJson<BillingSettings>('/api/admin/billing', { method: 'GET', signal }),
  });

export function useAdminBilling() {
  return useQuery(adminBillingQueryOptions());
}
