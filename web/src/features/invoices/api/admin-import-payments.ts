// POST /api/admin/invoices/payments with the bank's CSV as the body (text/csv): marks the invoices it names as paid.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentImportResult } from '@common/schemas/invoices';
import { ADMIN_INVOICES_QUERY_KEY } from './admin-invoices-query';
import { requestAdminJson } from './admin-request';

export function importPayments(csv: string) {
  return requestAdminJson<PaymentImportResult>('/api/admin/invoices/payments', {
    method: 'POST',
    text: { body: csv, contentType: 'text/csv; charset=utf-8' },
  });
}

export function useImportPayments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importPayments,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_INVOICES_QUERY_KEY }),
  });
}
