import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewAccountPermissions } from '@common/domain/page-keys';
import { api, callApi } from '../../../lib/api-client';
import { accessDefaultsQueryOptions } from './get-access-defaults';

export function useSaveAccessDefaults() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (permissions: NewAccountPermissions) => callApi(api.admin['access-defaults'].$put, { json: { permissions } }),
    onSuccess: (saved) => queryClient.setQueryData(accessDefaultsQueryOptions.queryKey, saved),
  });
}
