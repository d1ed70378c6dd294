import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LegalPageKind } from '@common/schemas/legal';
import { api, callApi } from '../../../lib/api-client';
import { invalidateLegal } from './legal-page-query';

/** PUT the page's Markdown; answers the saved page. */
export function saveLegalPage({ kind, body }: { kind: LegalPageKind; body: string }) {
  return callApi(api.admin.legal[':kind'].$put, { param: { kind }, json: { body } });
}

export function useSaveLegalPage() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveLegalPage, onSuccess: () => invalidateLegal(queryClient) });
}
