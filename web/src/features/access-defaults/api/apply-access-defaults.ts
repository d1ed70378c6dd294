import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccessDefaultsPreview } from '@common/schemas/access-defaults';
import { api, callApi } from '../../../lib/api-client';

/** How many learner accounts taking over the saved defaults would change: asked when the confirmation opens. */
export function usePreviewApplyAccessDefaults() {
  return useMutation({ mutationFn: () => callApi(api.admin['access-defaults'].apply.$get, {}) });
}

/** Applies exactly what the confirmation showed; the server refuses (409) when that is no longer true. */
export function useApplyAccessDefaults() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (confirmed: AccessDefaultsPreview) => callApi(api.admin['access-defaults'].apply.$post, { json: confirmed }),
    // the user list shows the permissions
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
