// GET /api/health: the app checks once at start that the server and its database answer.
import { api, callApi } from './api-client';

export function getHealth(signal?: AbortSignal) {
  return callApi(api.health.$get, {}, { signal });
}
