// The engine without a model (no OPENAI_API_KEY, the default): the assistant quotes the platform's
// own content, the trainer runs the scripted examination from the interview bank.
import type { MpuReason } from '@common/domain';
import type { AiEngine, AiReplyEvent, Passage } from '../../ai-engine';
import { INTERVIEW_BANK, TRAINER_OPENING, type InterviewQuestion } from './interview-bank';
import { nextTrainerTurn } from './offline-trainer';
import { OFFLINE_TEXTS } from './offline-texts';
import { nextStoryInterviewTurn } from './story-interview-offline';

export interface OfflineEngineOptions {
  /** The interview bank per reason (default: the built-in German bank). */
  bank?: Record<MpuReason, readonly InterviewQuestion[]>;
  openings?: Record<MpuReason, string>;
}

/** The offline assistant's reply in the pieces it is streamed in: disclaimer, intro, one per passage, closing. */
export function composeOfflineAnswer(passages: readonly Passage[]): string[] {
  if (passages.length === 0) return [`${OFFLINE_TEXTS.assistantDisclaimer}\n\n`, OFFLINE_TEXTS.assistantNoHit];
  return [
    `${OFFLINE_TEXTS.assistantDisclaimer}\n\n`,
    `${OFFLINE_TEXTS.assistantIntro}\n\n`,
    ...passages.map((passage) => `„${passage.title}“ (${OFFLINE_TEXTS.sourceKinds[passage.kind]}):\n${passage.excerpt}\n\n`),
    OFFLINE_TEXTS.assistantClosing,
  ];
}

/** A text in a few pieces at sentence ends, so the browser shows it growing as a model's reply would. */
export function piecesOf(text: string): string[] {
  return text.split(/(?<=[.?!:]\s+|\n\n)/).filter((piece) => piece.length > 0);
}

export function createOfflineEngine(options: OfflineEngineOptions = {}): AiEngine {
  const bank = options.bank ?? INTERVIEW_BANK;
  const openings = options.openings ?? TRAINER_OPENING;
  return {
    kind: 'offline',
    async *answerAssistant({ passages }): AsyncIterable<AiReplyEvent> {
      yield { type: 'meta', meta: { engine: 'offline' } };
      for (const text of composeOfflineAnswer(passages)) yield { type: 'delta', text };
    },
    async *answerTrainer({ reason, messages }): AsyncIterable<AiReplyEvent> {
      const turn = nextTrainerTurn({ bank: bank[reason], opening: openings[reason], messages });
      yield { type: 'meta', meta: { engine: 'offline', finished: turn.finished } };
      for (const text of piecesOf(turn.text)) yield { type: 'delta', text };
    },
    async *answerStoryInterview({ messages, signal: _signal, ...setup }): AsyncIterable<AiReplyEvent> {
      const turn = nextStoryInterviewTurn(setup, messages);
      yield { type: 'meta', meta: { engine: 'offline', finished: turn.finished } };
      for (const text of piecesOf(turn.text)) yield { type: 'delta', text };
    },
  };
}
