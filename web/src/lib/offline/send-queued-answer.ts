// The real sender of the answer queue: POST /api/quiz/rounds/{id}/answers with the answer's own key
// and the moment it was given.
import { api, ApiError, callApi } from '../api-client';
import type { SendAnswer } from './answer-sync';

export const sendQueuedAnswer: SendAnswer = async (answer, { withTime }) => {
  try {
    await callApi(api.quiz.rounds[':id'].answers.$post, {
      param: { id: answer.roundId },
      json: {
        questionId: answer.questionId,
        selectedOptionIds: answer.selectedOptionIds,
        clientKey: answer.clientKey,
        ...(withTime && { answeredAt: answer.answeredAt }),
      },
    });
    return { status: 200 };
  } catch (error) {
    if (error instanceof ApiError) return { status: error.status, code: error.code, fields: error.fields };
    return { status: 0 };
  }
};
