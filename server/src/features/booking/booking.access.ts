import type { RouteAccess } from '../../access';

const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';
const instructor = { name: 'Probe', title: 'Probe', specialization: 'Probe', experience: 'Probe', image: '' };

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
];
