// The admin's edits inside the video library: a video's quiz questions, a section's title, a video's
// MPU types. Each refreshes what it changes (the quiz below the video, the library's cards and titles).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MpuReason } from '@common/domain/mpu-reasons';
import type { VideoQuizInput } from '@common/schemas/video-admin';
import { api, callApi } from '../../../lib/api-client';
import { LIBRARY_QUERY_KEY, videoQuizQueryOptions } from './video-queries';

/** The quiz is refetched (the learner endpoint, no answers) and the cards' question counts with the library. */
function useRefreshQuiz(videoId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: videoQuizQueryOptions(videoId).queryKey }),
      queryClient.invalidateQueries({ queryKey: LIBRARY_QUERY_KEY }),
    ]);
}

export function useCreateVideoQuiz(videoId: string) {
  const refresh = useRefreshQuiz(videoId);
  return useMutation({
    mutationFn: (values: VideoQuizInput) => callApi(api.admin.videos[':videoId'].quizzes.$post, { param: { videoId }, json: values }),
    onSuccess: refresh,
  });
}

export function useDeleteVideoQuiz(videoId: string) {
  const refresh = useRefreshQuiz(videoId);
  return useMutation({
    mutationFn: (questionId: string) => callApi(api.admin.videos.quizzes[':id'].$delete, { param: { id: questionId } }),
    onSuccess: refresh,
  });
}

export function useUpdateVideoSection(sectionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (title: string) => callApi(api.admin.videos.sections[':id'].$patch, { param: { id: sectionId }, json: { title } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LIBRARY_QUERY_KEY }),
  });
}

export function useSetVideoMpuTypes(videoId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mpuTypes: MpuReason[]) =>
      callApi(api.admin.videos[':id']['mpu-types'].$put, { param: { id: videoId }, json: { mpuTypes } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LIBRARY_QUERY_KEY }),
  });
}
