import type { RouteAccess } from '../../access';

const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';
const instructor = { name: 'Probe', title: 'Probe', specialization: 'Probe', experience: 'Probe', image: '', priceCents: 8900 };
const settings = { sessionMode: 'phone', videoLink: '', phone: '0301234567', address: '', availability: null };

export const bookingAccess: RouteAccess[] = [
  { method: 'GET', path: '/api/booking/instructors', access: { page: 'book-session' } },
  {
    method: 'GET',
    path: '/api/booking/slots',
    access: { page: 'book-session' },
    probe: { path: '/api/booking/slots?instructorId=no-such-instructor&date=2099-01-01', status: 400 },
  },
  {
    method: 'POST',
    path: '/api/booking/bookings',
    access: { page: 'book-session' },
    probe: { path: '/api/booking/bookings', body: {}, status: 400 },
  },
  { method: 'GET', path: '/api/booking/bookings/mine', access: { page: 'book-session' } },
  { method: 'GET', path: '/api/booking/checkout', access: { page: 'book-session' } },
  {
    method: 'PUT',
    path: '/api/booking/bookings/:id/story-share',
    access: { page: 'book-session' },
    probe: { path: `/api/booking/bookings/${NO_SUCH_ID}/story-share`, body: { share: true }, status: 404 },
  },
  {
    method: 'GET',
    path: '/api/booking/invoices/:id/pdf',
    access: { page: 'book-session' },
    probe: { path: `/api/booking/invoices/${NO_SUCH_ID}/pdf`, status: 404 },
  },
  {
    method: 'GET',
    path: '/api/counsellor/bookings',
    access: 'counsellor',
    probe: { path: '/api/counsellor/bookings?from=2026-01-01&to=2026-01-31' },
  },
  {
    method: 'POST',
    path: '/api/counsellor/bookings/:id/cancel',
    access: 'counsellor',
    probe: { path: `/api/counsellor/bookings/${NO_SUCH_ID}/cancel`, body: { reason: 'Krank' }, status: 404 },
  },
  {
    method: 'POST',
    path: '/api/counsellor/bookings/:id/outcome',
    access: 'counsellor',
    probe: { path: `/api/counsellor/bookings/${NO_SUCH_ID}/outcome`, body: { outcome: 'held' }, status: 404 },
  },
  {
    method: 'GET',
    path: '/api/counsellor/bookings/:id/story',
    access: 'counsellor',
    probe: { path: `/api/counsellor/bookings/${NO_SUCH_ID}/story`, status: 404 },
  },
  { method: 'GET', path: '/api/counsellor/settings', access: 'counsellor' },
  { method: 'PUT', path: '/api/counsellor/settings', access: 'counsellor', probe: { body: settings } },
  {
    method: 'POST',
    path: '/api/booking/bookings/:id/cancel',
    access: { page: 'book-session' },
    probe: { path: `/api/booking/bookings/${NO_SUCH_ID}/cancel`, status: 404 },
  },
  {
    method: 'GET',
    path: '/api/admin/bookings',
    access: 'admin',
    probe: { path: '/api/admin/bookings?from=2026-01-01&to=2026-01-31' },
  },
  {
    method: 'POST',
    path: '/api/admin/bookings/:id/cancel',
    access: 'admin',
    probe: { path: `/api/admin/bookings/${NO_SUCH_ID}/cancel`, status: 404 },
  },
  { method: 'GET', path: '/api/admin/bookings/instructors', access: 'admin' },
  {
    method: 'PUT',
    path: '/api/admin/bookings/instructors/:id',
    access: 'admin',
    probe: { path: '/api/admin/bookings/instructors/no-such-instructor', body: instructor, status: 404 },
  },
  {
    method: 'POST',
    path: '/api/admin/bookings/instructors/:id/account',
    access: 'admin',
    probe: { path: '/api/admin/bookings/instructors/no-such-instructor/account', body: { email: 'probe@example.org' }, status: 404 },
  },
  {
    method: 'DELETE',
    path: '/api/admin/bookings/instructors/:id/account',
    access: 'admin',
    probe: { path: '/api/admin/bookings/instructors/no-such-instructor/account', status: 404 },
  },
  {
    method: 'GET',
    path: '/api/admin/bookings/instructors/:id/settings',
    access: 'admin',
    probe: { path: '/api/admin/bookings/instructors/no-such-instructor/settings', status: 404 },
  },
  {
    method: 'PUT',
    path: '/api/admin/bookings/instructors/:id/settings',
    access: 'admin',
    probe: { path: '/api/admin/bookings/instructors/no-such-instructor/settings', body: settings, status: 404 },
  },
];
