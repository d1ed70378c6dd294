// PUT /api/admin/invoices/{id}/payment {paid, paidOn?}: "Als bezahlt markieren" (with the day the money arrived) or
// "Zahlung zurücknehmen" (paid: false).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminInvoice, InvoicePaymentInput } from '@common/schemas/invoices';
import { ADMIN_INVOICES_QUERY_KEY } from './admin-invoices-query';
import { requestAdminJson } from './admin-request';

export function setInvoicePayment({ id, ...input }: InvoicePaymentInput & { id: string }) {
  return requestAdminJson<AdminInvoice>(`/api/admin/invoices/${encodeURIComponent(id)}/payment`, { method: 'PUT', json: input });
}

export function useSetInvoicePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setInvoicePayment,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_INVOICES_QUERY_KEY }),
  });
}
