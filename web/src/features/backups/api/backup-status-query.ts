// GET /api/admin/backups: the last backup's time and size, and when the automatic one runs.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, callApi } from '../../../lib/api-client';

export const BACKUP_STATUS_QUERY_KEY = ['admin', 'backups'] as const;

export function getBackupStatus(signal?: AbortSignal) {
  return callApi(api.admin.backups.$get, {}, { signal });
}

export const backupStatusQueryOptions = () =>
  queryOptions({
    queryKey: BACKUP_STATUS_QUERY_KEY,
    queryFn: ({ signal }) => getBackupStatus(signal),
  });

export function useBackupStatus() {
  return useQuery(backupStatusQueryOptions());
}
