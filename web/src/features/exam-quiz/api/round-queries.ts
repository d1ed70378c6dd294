// Question rounds kept on the server: start, the round, an answer (with its client key), the end, the
// review, and "Merken".
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QuizRound, RoundAnswerResult, RoundMode } from '@common/schemas/quiz-rounds';
import { api, callApi } from '../../../lib/api-client';
import { QUIZ_QUERY_KEY, invalidateProgress } from '../../../lib/progress-queries';
import { withAnswer, withMark } from '../round-progress';

const roundKey = (roundId: string) => [...QUIZ_QUERY_KEY, 'rounds', roundId] as const;

export function roundQueryOptions(roundId: string) {
  return queryOptions({
    queryKey: roundKey(roundId),
    queryFn: ({ signal }) => callApi(api.quiz.rounds[':id'].$get, { param: { id: roundId } }, { signal }),
    // the page keeps its own copy up to date with each answer; a refetch mid-question would only flicker
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}
export const useRound = (roundId: string) => useQuery(roundQueryOptions(roundId));

/** The running round, asked for when a start was refused because of it. */
export const useActiveRound = (enabled: boolean) =>
  useQuery({
    queryKey: [...QUIZ_QUERY_KEY, 'rounds', 'active'],
    queryFn: ({ signal }) => callApi(api.quiz.rounds.active.$get, {}, { signal }),
    enabled,
  });

export const useRoundReview = (roundId: string) =>
  useQuery({
    queryKey: [...roundKey(roundId), 'review'],
    queryFn: ({ signal }) => callApi(api.quiz.rounds[':id'].review.$get, { param: { id: roundId } }, { signal }),
  });

export interface StartRoundInput {
  mode: RoundMode;
  categoryId?: string;
  replace?: boolean;
}

export function useStartRound() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ mode, categoryId, replace }: StartRoundInput) =>
      callApi(api.quiz.rounds.$post, { json: { mode, ...(categoryId && { categoryId }), ...(replace && { replace }) } }),
    onSuccess: (round) => {
      queryClient.setQueryData(roundKey(round.id), round);
      void queryClient.invalidateQueries({ queryKey: [...QUIZ_QUERY_KEY, 'hub'] });
    },
  });
}

export interface AnswerInput {
  questionId: string;
  selectedOptionIds: number[];
  /** One per answer: a retry after a lost response sends the same key, and the server counts it once. */
  clientKey: string;
}

export function useAnswerRoundQuestion(roundId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AnswerInput) => callApi(api.quiz.rounds[':id'].answers.$post, { param: { id: roundId }, json: input }),
    onSuccess: (result: RoundAnswerResult, input) => {
      queryClient.setQueryData<QuizRound>(
        roundKey(roundId),
        (round) => round && withAnswer(round, input.questionId, input.selectedOptionIds, result),
      );
      void invalidateProgress(queryClient);
    },
  });
}

export function useFinishRound(roundId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(api.quiz.rounds[':id'].finish.$post, { param: { id: roundId } }),
    onSuccess: (review) => {
      queryClient.setQueryData([...roundKey(roundId), 'review'], review);
      queryClient.setQueryData<QuizRound>(roundKey(roundId), (round) => round && { ...round, status: 'finished' });
      void queryClient.invalidateQueries({ queryKey: [...QUIZ_QUERY_KEY, 'hub'] });
    },
  });
}

export function useToggleMark(roundId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ questionId, marked }: { questionId: string; marked: boolean }) =>
      marked
        ? callApi(api.quiz.questions[':id'].mark.$put, { param: { id: questionId } })
        : callApi(api.quiz.questions[':id'].mark.$delete, { param: { id: questionId } }),
    onSuccess: (result, { questionId }) => {
      queryClient.setQueryData<QuizRound>(roundKey(roundId), (round) => round && withMark(round, questionId, result.marked));
      void queryClient.invalidateQueries({ queryKey: [...QUIZ_QUERY_KEY, 'hub'] });
    },
  });
}
