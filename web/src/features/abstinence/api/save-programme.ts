import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProgrammeInput } from '@common/schemas/abstinence';
import { api, callApi } from '../../../lib/api-client';
import { ABSTINENCE_QUERY_KEY } from './abstinence-query';

/** PUT /api/abstinence/programme: creates or changes the programme; answers the whole tracker. */
export function saveProgramme(input: ProgrammeInput) {
  return callApi(api.abstinence.programme.$put, { json: input });
}

export function useSaveProgramme() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveProgramme, onSuccess: (state) => queryClient.setQueryData(ABSTINENCE_QUERY_KEY, state) });
}
