// GET /api/admin/invoices?status=open|paid|all&from=&to=: the admin's invoice list, newest first.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminInvoiceList, AdminInvoiceQuery } from '@common/schemas/invoices';
import { requestAdminJson } from './admin-request';

export const ADMIN_INVOICES_QUERY_KEY = ['invoices', 'admin', 'list'] as const;

/** The list's address: the status always, the dates only when given. */
export function adminInvoicesPath({ status, from, to }: AdminInvoiceQuery): string {
  const query = new URLSearchParams({ status });
  if (from) query.set('from', from);
  if (to) query.set('to', to);
  return `/api/admin/invoices?${query.toString()}`;
}

export const adminInvoicesQueryOptions = (filter: AdminInvoiceQuery) =>
  queryOptions({
    queryKey: [...ADMIN_INVOICES_QUERY_KEY, filter.status, filter.from ?? '', filter.to ?? ''],
    queryFn: ({ signal }) => requestAdminJson<AdminInvoiceList>(adminInvoicesPath(filter), { method: 'GET', signal }),
  });

export function useAdminInvoices(filter: AdminInvoiceQuery, enabled: boolean) {
  return useQuery({ ...adminInvoicesQueryOptions(filter), enabled, placeholderData: keepPreviousData });
}
