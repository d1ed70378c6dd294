// Answers given without a connection, kept in the browser until the server has them
// (docs/decisions/081-installable-offline-practice.md). localStorage: a round's answers are a few
// hundred bytes, it survives a reload or a closed tab, and every tab of the app sees the same list.
import { useSyncExternalStore } from 'react';

export interface QueuedAnswer {
  roundId: string;
  questionId: string;
  selectedOptionIds: number[];
  /** The answer's idempotency key: sent again unchanged on every retry, so the server counts it once. */
  clientKey: string;
  /** When the learner answered (ISO), so the repetition schedule counts the right moment. */
  answeredAt: string;
}

export const QUEUE_STORAGE_KEY = 'mpu.offline-answers';

const listeners = new Set<() => void>();
let snapshot: QueuedAnswer[] | undefined;
const NONE: QueuedAnswer[] = [];

function isQueuedAnswer(value: unknown): value is QueuedAnswer {
  if (!value || typeof value !== 'object') return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.roundId === 'string' &&
    typeof entry.questionId === 'string' &&
    typeof entry.clientKey === 'string' &&
    typeof entry.answeredAt === 'string' &&
    Array.isArray(entry.selectedOptionIds) &&
    entry.selectedOptionIds.every((id) => typeof id === 'number')
  );
}

function read(): QueuedAnswer[] {
  try {
    const parsed = JSON.parse(localStorage.getItem(QUEUE_STORAGE_KEY) ?? '[]') as unknown;
    return Array.isArray(parsed) ? parsed.filter(isQueuedAnswer) : [];
  } catch {
    return [];
  }
}

function write(entries: QueuedAnswer[]) {
  if (entries.length === 0) localStorage.removeItem(QUEUE_STORAGE_KEY);
  else localStorage.setItem(QUEUE_STORAGE_KEY, JSON.stringify(entries));
  snapshot = entries;
  for (const listener of listeners) listener();
}

/** The waiting answers, oldest first, as stored now (another tab may have changed them). */
export function listQueuedAnswers(): QueuedAnswer[] {
  return read();
}

/** The list React renders: the same array until it changes, as useSyncExternalStore needs. */
function getSnapshot(): QueuedAnswer[] {
  snapshot ??= read();
  return snapshot;
}

/** Adds an answer at the end; an answer with a key already waiting is not added twice. */
export function enqueueAnswer(answer: QueuedAnswer) {
  const entries = read();
  if (entries.some((entry) => entry.clientKey === answer.clientKey)) return;
  write([...entries, answer]);
}

/** Removes one answer, once the server has acknowledged it. */
export function removeQueuedAnswer(clientKey: string) {
  write(read().filter((entry) => entry.clientKey !== clientKey));
}

export function clearAnswerQueue() {
  write([]);
}

export function subscribeToAnswerQueue(listener: () => void) {
  listeners.add(listener);
  // another tab of the app changed the list
  const onStorage = (event: StorageEvent) => {
    if (event.key !== QUEUE_STORAGE_KEY && event.key !== null) return;
    snapshot = read();
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The waiting answers, re-rendering when the list changes. */
export function useQueuedAnswers(): QueuedAnswer[] {
  return useSyncExternalStore(subscribeToAnswerQueue, getSnapshot, () => NONE);
}
