import type { RouteAccess } from '../../access';

const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

export const invoicesAccess: RouteAccess[] = [
  { method: 'GET', path: '/api/admin/billing', access: 'admin' },
  // an incomplete body: the refusal is checked, nothing is saved
  { method: 'PUT', path: '/api/admin/billing', access: 'admin', probe: { body: {}, status: 400 } },
  { method: 'GET', path: '/api/admin/invoices', access: 'admin' },
  {
    method: 'PUT',
    path: '/api/admin/invoices/:id/payment',
    access: 'admin',
    probe: { path: `/api/admin/invoices/${NO_SUCH_ID}/payment`, body: { paid: true }, status: 404 },
  },
  { method: 'POST', path: '/api/admin/invoices/payments', access: 'admin', probe: { body: {}, status: 415 } },
  { method: 'GET', path: '/api/admin/invoices/export.csv', access: 'admin' },
  { method: 'GET', path: '/api/admin/invoices/export.zip', access: 'admin' },
  {
    method: 'GET',
    path: '/api/admin/invoices/:id/pdf',
    access: 'admin',
    probe: { path: `/api/admin/invoices/${NO_SUCH_ID}/pdf`, status: 404 },
  },
];
