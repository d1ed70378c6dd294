import type { RouteAccess } from '../../access';

const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

export const videoAdminAccess: RouteAccess[] = [
  { method: 'GET', path: '/api/admin/videos', access: 'admin' },
  {
    method: 'PUT',
    path: '/api/admin/videos/sections/order',
    access: 'admin',
    probe: { path: '/api/admin/videos/sections/order', body: { sectionIds: [] }, status: 400 },
  },
  {
    method: 'PUT',
    path: '/api/admin/videos/order',
    access: 'admin',
    probe: { path: '/api/admin/videos/order', body: { sections: [] }, status: 400 },
  },
  {
    method: 'POST',
    path: '/api/admin/videos/sections',
    access: 'admin',
    probe: { path: '/api/admin/videos/sections', body: {}, status: 400 },
  },
  {
    method: 'DELETE',
    path: '/api/admin/videos/sections/:id',
    access: 'admin',
    probe: { path: `/api/admin/videos/sections/${NO_SUCH_ID}`, status: 404 },
  },
  {
    method: 'POST',
    path: '/api/admin/videos',
    access: 'admin',
    probe: { path: '/api/admin/videos', body: {}, status: 400 },
  },
  {
    method: 'PUT',
    path: '/api/admin/videos/:id',
    access: 'admin',
    probe: { path: `/api/admin/videos/${NO_SUCH_ID}`, body: {}, status: 400 },
  },
  {
    method: 'DELETE',
    path: '/api/admin/videos/:id',
    access: 'admin',
    probe: { path: `/api/admin/videos/${NO_SUCH_ID}`, status: 404 },
  },
  {
    method: 'POST',
    path: '/api/admin/videos/:videoId/quizzes',
    access: 'admin',
    probe: { path: `/api/admin/videos/${NO_SUCH_ID}/quizzes`, body: {}, status: 400 },
  },
  {
    method: 'DELETE',
    path: '/api/admin/videos/quizzes/:id',
    access: 'admin',
    probe: { path: `/api/admin/videos/quizzes/${NO_SUCH_ID}`, status: 404 },
  },
  {
    method: 'PATCH',
    path: '/api/admin/videos/sections/:id',
    access: 'admin',
    probe: { path: `/api/admin/videos/sections/${NO_SUCH_ID}`, body: { title: 'X' }, status: 404 },
  },
  {
    method: 'PUT',
    path: '/api/admin/videos/:id/mpu-types',
    access: 'admin',
    probe: { path: `/api/admin/videos/${NO_SUCH_ID}/mpu-types`, body: { mpuTypes: [] }, status: 404 },
  },
  {
    method: 'GET',
    path: '/api/admin/videos/:videoId/quizzes',
    access: 'admin',
    probe: { path: `/api/admin/videos/${NO_SUCH_ID}/quizzes`, status: 404 },
  },
  {
    method: 'PUT',
    path: '/api/admin/videos/quizzes/:id',
    access: 'admin',
    probe: { path: `/api/admin/videos/quizzes/${NO_SUCH_ID}`, body: {}, status: 400 },
  },
];
