import type { RouteAccess } from '../../access';

const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

// The personas have no story consent: the interview and saving answer 409, unknown ids 404.
export const storyInterviewAccess: RouteAccess[] = [
  {
    method: 'POST',
    path: '/api/my-story/interview',
    access: { page: 'my-story' },
    probe: { body: { reason: 'alcohol', useStory: true, messages: [] }, status: 409 },
  },
  { method: 'GET', path: '/api/my-story/transcripts', access: { page: 'my-story' } },
  { method: 'POST', path: '/api/my-story/transcripts', access: { page: 'my-story' }, probe: { body: {}, status: 400 } },
  {
    method: 'GET',
    path: '/api/my-story/transcripts/:id',
    access: { page: 'my-story' },
    probe: { path: `/api/my-story/transcripts/${NO_SUCH_ID}`, status: 404 },
  },
  {
    method: 'GET',
    path: '/api/my-story/transcripts/:id/text',
    access: { page: 'my-story' },
    probe: { path: `/api/my-story/transcripts/${NO_SUCH_ID}/text`, status: 404 },
  },
  {
    method: 'DELETE',
    path: '/api/my-story/transcripts/:id',
    access: { page: 'my-story' },
    probe: { path: `/api/my-story/transcripts/${NO_SUCH_ID}`, status: 404 },
  },
];
