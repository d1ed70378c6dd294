// Sends the waiting answers (answer-queue.ts) in the order they were given, when the connection comes
// back, when the app starts, and again with a growing pause after a failure. An answer leaves the
// queue only once the server has acknowledged it (docs/decisions/081-installable-offline-practice.md).
import { listQueuedAnswers, removeQueuedAnswer, type QueuedAnswer } from './answer-queue';

/** How the server answered one sending: the HTTP status (0: no answer at all), its error code and field codes. */
export interface SendOutcome {
  status: number;
  code?: string;
  fields?: Record<string, string>;
}

/** Sends one answer; `withTime: false` leaves out answeredAt (the server then takes its own clock). */
export type SendAnswer = (answer: QueuedAnswer, options: { withTime: boolean }) => Promise<SendOutcome>;

/**
 * - acknowledged: the server has the answer (2xx), or has one for this question already (409
 *   ALREADY_ANSWERED, also when an earlier sending landed but its response was lost)
 * - refused: it can never count (the round ended, the round or question is not the learner's, invalid)
 * - blocked: not signed in or no access now; kept for when the learner is again
 * - retry: no connection, a server error, a collision (409 ANSWER_CONFLICT), too many requests
 */
export type SendVerdict = 'acknowledged' | 'refused' | 'blocked' | 'retry';

export function judgeOutcome({ status, code }: SendOutcome): SendVerdict {
  if (status >= 200 && status < 300) return 'acknowledged';
  if (status === 409) {
    if (code === 'ANSWER_CONFLICT') return 'retry';
    return code === 'ROUND_FINISHED' ? 'refused' : 'acknowledged';
  }
  if (status === 401 || status === 403) return 'blocked';
  if (status === 400 || status === 404 || status === 422) return 'refused';
  return 'retry';
}

export interface FlushResult {
  /** Answers that left the queue (acknowledged or refused). */
  sent: QueuedAnswer[];
  /** Why it stopped before the queue was empty; undefined when it is empty. */
  stoppedOn?: 'blocked' | 'retry';
}

/** One answer to the server; a device clock too far off (400 on answeredAt) is sent once more without the time. */
async function sendOne(send: SendAnswer, answer: QueuedAnswer): Promise<SendVerdict> {
  let outcome = await send(answer, { withTime: true });
  if (outcome.status === 400 && outcome.fields?.answeredAt) outcome = await send(answer, { withTime: false });
  return judgeOutcome(outcome);
}

let running: Promise<FlushResult> | undefined;

/**
 * Sends the queue front to back and stops at the first answer that must wait, so the answers reach the
 * server in the order they were given. One flush at a time: a second call joins the running one.
 */
export function flushAnswerQueue(send: SendAnswer): Promise<FlushResult> {
  running ??= (async () => {
    const sent: QueuedAnswer[] = [];
    try {
      for (;;) {
        const [next] = listQueuedAnswers();
        if (!next) return { sent };
        let verdict: SendVerdict;
        try {
          verdict = await sendOne(send, next);
        } catch {
          verdict = 'retry';
        }
        if (verdict === 'blocked' || verdict === 'retry') return { sent, stoppedOn: verdict };
        removeQueuedAnswer(next.clientKey);
        sent.push(next);
      }
    } finally {
      running = undefined;
    }
  })();
  return running;
}

/** The pause before the n-th retry (0-based): 1 s, 2 s, 4 s … at most a minute. */
export function retryDelayMs(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 60_000);
}

export interface AnswerSyncOptions {
  send: SendAnswer;
  /** After a flush that sent something: the answers that left the queue. */
  onSent?: (sent: QueuedAnswer[]) => void;
}

let requestSync: (() => void) | undefined;

/**
 * Keeps the queue flowing while the app runs (the signed-in frame starts it): now, on every 'online'
 * event, after each new queued answer (requestAnswerSync), and after a failure with a growing pause.
 * Returns the function that stops it.
 */
export function startAnswerSync({ send, onSent }: AnswerSyncOptions): () => void {
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const run = async () => {
    if (stopped) return;
    clearTimeout(timer);
    timer = undefined;
    if (listQueuedAnswers().length === 0) return;
    const result = await flushAnswerQueue(send);
    if (stopped) return;
    if (result.sent.length > 0) onSent?.(result.sent);
    if (result.stoppedOn === 'retry') {
      // offline: the 'online' event starts the next try; the timer covers a connection that is there but failing
      timer = setTimeout(() => void run(), retryDelayMs(attempt++));
    } else attempt = 0;
  };
  const onOnline = () => {
    attempt = 0;
    void run();
  };
  window.addEventListener('online', onOnline);
  requestSync = () => void run();
  void run();
  return () => {
    stopped = true;
    clearTimeout(timer);
    window.removeEventListener('online', onOnline);
    requestSync = undefined;
  };
}

/** Asks the running sync to send now (after an answer was queued). */
export function requestAnswerSync() {
  requestSync?.();
}
