// "Mein Gespräch" (issue 37): whether the story consent is given (GET /api/my-story, its consentedAt
// only; the story itself stays on the server), and the saved conversations.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SaveTranscriptInput } from '@common/schemas/story-interview';
import { api, callApi } from '../../../lib/api-client';

const STORY_CONSENT_KEY = ['my-story', 'consent'] as const;
const TRANSCRIPTS_KEY = ['my-story', 'transcripts'] as const;

export function useStoryConsent(enabled: boolean) {
  return useQuery({
    ...queryOptions({
      queryKey: STORY_CONSENT_KEY,
      queryFn: async ({ signal }) => (await callApi(api['my-story'].$get, {}, { signal })).consentedAt !== null,
    }),
    enabled,
  });
}

export function useTranscripts(enabled: boolean) {
  return useQuery({
    queryKey: TRANSCRIPTS_KEY,
    queryFn: ({ signal }) => callApi(api['my-story'].transcripts.$get, {}, { signal }),
    enabled,
  });
}

/** POST /api/my-story/transcripts: the conversation into the story's history. */
export function useSaveTranscript() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveTranscriptInput) => callApi(api['my-story'].transcripts.$post, { json: input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: TRANSCRIPTS_KEY }),
  });
}

/** DELETE /api/my-story/transcripts/{id}. */
export function useDeleteTranscript() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(api['my-story'].transcripts[':id'].$delete, { param: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: TRANSCRIPTS_KEY }),
  });
}

/** The plain-text download's address (a link the browser follows with its session cookie). */
export const transcriptTextUrl = (id: string) => `/api/my-story/transcripts/${encodeURIComponent(id)}/text`;
