import type { RouteAccess } from '../../access';

const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

export const videoFilesAccess: RouteAccess[] = [
  {
    method: 'PUT',
    path: '/api/admin/videos/:id/file',
    access: 'admin',
    // the probe sends JSON, which is refused before the video is looked up
    probe: { path: `/api/admin/videos/${NO_SUCH_ID}/file`, body: {}, status: 415 },
  },
  {
    method: 'GET',
    path: '/api/videos/:id/file',
    access: { page: 'videos' },
    probe: { path: `/api/videos/${NO_SUCH_ID}/file`, status: 404 },
  },
];
