// The signed-in frame keeps the answer queue flowing; what was sent refreshes the rounds and progress.
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { invalidateProgress, QUIZ_QUERY_KEY } from '../progress-queries';
import { startAnswerSync } from './answer-sync';
import { sendQueuedAnswer } from './send-queued-answer';

export function useAnswerSync() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      startAnswerSync({
        send: sendQueuedAnswer,
        onSent: () => {
          void queryClient.invalidateQueries({ queryKey: [...QUIZ_QUERY_KEY, 'rounds'] });
          void invalidateProgress(queryClient);
        },
      }),
    [queryClient],
  );
}
