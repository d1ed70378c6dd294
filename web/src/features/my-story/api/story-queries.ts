import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deleteConsent, getStory, getTracker, getVersion, getVersions, postConsent } from './story-request';

export const STORY_QUERY_KEY = ['my-story'] as const;

export const storyQueryOptions = () => queryOptions({ queryKey: STORY_QUERY_KEY, queryFn: ({ signal }) => getStory(signal) });

/** GET /api/my-story. Not refetched behind the learner's back: the page owns the text while it is open. */
export function useStory() {
  return useQuery({ ...storyQueryOptions(), refetchOnWindowFocus: false, staleTime: Infinity });
}

export function useGiveConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postConsent,
    onSettled: () => queryClient.invalidateQueries({ queryKey: STORY_QUERY_KEY }),
  });
}

/** DELETE /api/my-story/consent: the server deletes the story, its versions and transcripts. */
export function useWithdrawConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteConsent,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['my-story'] }),
  });
}

export function useVersions(enabled: boolean) {
  return useQuery({ queryKey: [...STORY_QUERY_KEY, 'versions'], queryFn: ({ signal }) => getVersions(signal), enabled });
}

export function useVersion(id: string | null) {
  return useQuery({
    queryKey: [...STORY_QUERY_KEY, 'versions', id],
    queryFn: ({ signal }) => getVersion(id!, signal),
    enabled: id !== null,
  });
}

/**
 * The abstinence tracker's results, for the contradiction check and the proof link: only when the
 * learner may open the tracker (GET /api/abstinence answers 403 otherwise) and has a programme.
 */
export function useTrackerFacts(enabled: boolean) {
  return useQuery({
    queryKey: [...STORY_QUERY_KEY, 'tracker'],
    queryFn: ({ signal }) => getTracker(signal),
    enabled,
    retry: false,
  });
}
