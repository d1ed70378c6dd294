// The learner's video calls: the library (sections in scope, in the UI language, optionally searched),
// a video's quiz, an answer (evaluated and locked on the server) and the done mark.
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { VideoQuiz, VideoQuizAnswerResult } from '@common/schemas/videos';
import { api, callApi } from '../../../lib/api-client';
import { invalidateProgress } from '../../../lib/progress-queries';
import { VIDEOS_QUERY_KEY } from '../../../lib/video-content-queries';
import type { VideoLanguage } from '../video-language';

export const LIBRARY_QUERY_KEY = [...VIDEOS_QUERY_KEY, 'library'] as const;

export function videoLibraryQueryOptions(language: VideoLanguage, search: string) {
  return queryOptions({
    queryKey: [...LIBRARY_QUERY_KEY, language, search],
    queryFn: ({ signal }) => callApi(api.videos.$get, { query: { language, search } }, { signal }),
    // while a new search runs, the last list stays on screen instead of a spinner
    placeholderData: keepPreviousData,
  });
}

export const useVideoLibrary = (language: VideoLanguage, search: string) => useQuery(videoLibraryQueryOptions(language, search));

export function videoQuizQueryOptions(videoId: string) {
  return queryOptions({
    queryKey: [...VIDEOS_QUERY_KEY, 'quiz', videoId],
    queryFn: ({ signal }) => callApi(api.videos[':id'].quiz.$get, { param: { id: videoId } }, { signal }),
  });
}

export const useVideoQuiz = (videoId: string) => useQuery(videoQuizQueryOptions(videoId));

/** Answers one question; the answer is written into the cached quiz, so the question stays locked. */
export function useAnswerVideoQuestion(videoId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ questionId, selected }: { questionId: string; selected: string[] }) =>
      callApi(api.videos.quiz[':id'].answer.$post, { param: { id: questionId }, json: { selected } }),
    onSuccess: (result: VideoQuizAnswerResult, { questionId, selected }) => {
      queryClient.setQueryData<VideoQuiz>(videoQuizQueryOptions(videoId).queryKey, (quiz) =>
        quiz
          ? {
              questions: quiz.questions.map((question) =>
                question.id === questionId ? { ...question, answered: { selected, ...result } } : question,
              ),
            }
          : quiz,
      );
      return invalidateProgress(queryClient);
    },
  });
}

/** 'Als erledigt markieren': refreshes the library's badges and the dashboard. */
export function useSetVideoProgress(videoId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (completed: boolean) => callApi(api.videos[':id'].progress.$put, { param: { id: videoId }, json: { completed } }),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: LIBRARY_QUERY_KEY }), invalidateProgress(queryClient)]),
  });
}
