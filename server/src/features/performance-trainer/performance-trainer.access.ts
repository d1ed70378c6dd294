import type { RouteAccess } from '../../access';

export const performanceTrainerAccess: RouteAccess[] = [
  {
    method: 'GET',
    path: '/api/performance-trainer/results',
    access: { page: 'performance-trainer' },
    probe: { path: '/api/performance-trainer/results?exercise=reaction' },
  },
  {
    method: 'POST',
    path: '/api/performance-trainer/results',
    access: { page: 'performance-trainer' },
    probe: { path: '/api/performance-trainer/results', body: {}, status: 400 },
  },
];
