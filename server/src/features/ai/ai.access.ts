import type { RouteAccess } from '../../access';

// valid bodies: the permitted personas get the streamed 200 (the test platform answers offline)
export const aiAccess: RouteAccess[] = [
  { method: 'GET', path: '/api/ai/engine', access: 'session' },
  {
    method: 'POST',
    path: '/api/ai/assistant',
    access: { page: 'ai-assistant' },
    probe: { body: { messages: [{ role: 'user', content: 'Was ist eine MPU?' }] } },
  },
  {
    method: 'POST',
    path: '/api/ai/trainer',
    access: { page: 'exam-trainer' },
    probe: { body: { reason: 'alcohol', messages: [] } },
  },
];
