// PUT /api/admin/billing: saves the billing details (400 with field codes, e.g. iban: 'IBAN', taxNumber: 'TAX_ID_REQUIRED').
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BillingSettings, BillingSettingsInput } from '@common/schemas/invoices';
import { ADMIN_BILLING_QUERY_KEY } from './admin-billing-query';
import { ADMIN_INVOICES_QUERY_KEY } from './admin-invoices-query';
import { requestAdminJson } from './admin-request';

export function updateBilling(input: BillingSettingsInput) {
  return requestAdminJson<BillingSettings>('/api/admin/billing', { method: 'PUT', json: input });
}

export function useUpdateBilling() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBilling,
    onSuccess: (saved) => queryClient.setQueryData(ADMIN_BILLING_QUERY_KEY, saved),
    // the list says whether invoices can be issued
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_INVOICES_QUERY_KEY }),
  });
}
