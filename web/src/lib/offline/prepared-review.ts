// The next 'Wiederholen' round, made ahead while a round is open with a connection, so the learner can
// go on practising without one (docs/decisions/081-installable-offline-practice.md). The server keeps
// the round (POST /api/quiz/rounds/prepared-review); the browser keeps its copy where the service worker
// reads rounds, and which round it is in localStorage. Sign-out deletes both (clear-offline-data.ts).
import type { QuizRound } from '@common/schemas/quiz-rounds';
import { api, callApi } from '../api-client';
import { listQueuedAnswers } from './answer-queue';
import { keepRoundForOffline } from './round-copy';

export const PREPARED_REVIEW_KEY = 'mpu.prepared-review';

export interface PreparedReview {
  roundId: string;
  /** The round that was open when it was made: it is still running until the prepared one starts. */
  after: string;
}

export function readPreparedReview(): PreparedReview | null {
  try {
    const value = JSON.parse(localStorage.getItem(PREPARED_REVIEW_KEY) ?? 'null') as Partial<PreparedReview> | null;
    return typeof value?.roundId === 'string' && typeof value.after === 'string' ? { roundId: value.roundId, after: value.after } : null;
  } catch {
    return null;
  }
}

export const forgetPreparedReview = () => localStorage.removeItem(PREPARED_REVIEW_KEY);

/** Asks for the next 'Wiederholen' round after this one and keeps it; only where a service worker serves it offline. */
export async function prepareNextReview(after: string): Promise<void> {
  if (typeof caches === 'undefined' || !navigator.serviceWorker?.controller || !navigator.onLine) return;
  try {
    const round = await callApi(api.quiz.rounds['prepared-review'].$post, { json: { after } });
    await keepRoundForOffline(round);
    localStorage.setItem(PREPARED_REVIEW_KEY, JSON.stringify({ roundId: round.id, after } satisfies PreparedReview));
  } catch {
    // nothing due (422), or the connection went: the learner keeps the round they have
    forgetPreparedReview();
  }
}

/**
 * Offline, how many questions of the round that was open are neither answered nor waiting to be sent
 * (from the copy the service worker keeps); 0 when that copy is gone.
 */
export async function openQuestionsOfRound(roundId: string): Promise<{ open: number; total: number }> {
  try {
    const response = await fetch(`/api/quiz/rounds/${roundId}`, { credentials: 'same-origin' });
    if (!response.ok) return { open: 0, total: 0 };
    const round = (await response.json()) as QuizRound;
    const waiting = new Set(listQueuedAnswers().flatMap((entry) => (entry.roundId === roundId ? [entry.questionId] : [])));
    const open = round.status === 'finished' ? 0 : round.questions.filter((q) => q.answer === null && !waiting.has(q.id)).length;
    return { open, total: round.questions.length };
  } catch {
    return { open: 0, total: 0 };
  }
}
