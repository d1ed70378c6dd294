// The offline exam trainer: a scripted examination from the interview bank, one question at a time.
// Stateless: where the examination stands is read from the conversation the browser sends
// (the examiner's last question found in it by its text).
import type { AiChatMessage } from '@common/schemas/ai';
import type { InterviewQuestion } from './interview-bank';
import { OFFLINE_TEXTS } from './offline-texts';

/** An answer with fewer words gets one follow-up before the next question. */
export const SHORT_ANSWER_WORDS = 8;

export interface TrainerTurn {
  text: string;
  /** The closing summary: the examination is over. */
  finished: boolean;
}

const wordsOf = (text: string) => text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word));

const isFollowUp = (message: AiChatMessage) =>
  message.role === 'assistant' && message.content.trim().endsWith(OFFLINE_TEXTS.trainerFollowUp);

/** The bank question an examiner message asked (the last one it contains), or -1. */
function questionAskedIn(message: AiChatMessage, bank: readonly InterviewQuestion[]): number {
  if (message.role !== 'assistant') return -1;
  for (let index = bank.length - 1; index >= 0; index--) {
    if (message.content.includes(bank[index]!.text)) return index;
  }
  return -1;
}

/** Which topics the learner's answers touched: a keyword of the question found in the answers to it; questions not in the conversation are left out. */
export function touchedTopics(bank: readonly InterviewQuestion[], messages: readonly AiChatMessage[]) {
  const answers = new Map<number, string>();
  let current = -1;
  for (const message of messages) {
    const asked = questionAskedIn(message, bank);
    if (asked >= 0) current = asked;
    else if (message.role === 'user' && current >= 0)
      answers.set(current, `${answers.get(current) ?? ''} ${message.content.toLowerCase()}`);
  }
  const touched: string[] = [];
  const missed: string[] = [];
  bank.forEach((question, index) => {
    const answer = answers.get(index);
    // not in the conversation (never asked, or dropped by a browser that caps the messages): no verdict
    if (answer === undefined) return;
    (question.keywords.some((keyword) => answer.includes(keyword.toLowerCase())) ? touched : missed).push(question.topic);
  });
  return { touched: [...new Set(touched)], missed: [...new Set(missed.filter((topic) => !touched.includes(topic)))] };
}

function summaryOf(bank: readonly InterviewQuestion[], messages: readonly AiChatMessage[]): string {
  const { touched, missed } = touchedTopics(bank, messages);
  const lines = [OFFLINE_TEXTS.trainerClosing, ''];
  lines.push(touched.length > 0 ? `${OFFLINE_TEXTS.trainerTouched} ${touched.join(', ')}.` : OFFLINE_TEXTS.trainerNothingTouched);
  lines.push(missed.length > 0 ? `${OFFLINE_TEXTS.trainerNotTouched} ${missed.join(', ')}.` : OFFLINE_TEXTS.trainerAllTouched);
  lines.push('', OFFLINE_TEXTS.trainerSummaryNote);
  return lines.join('\n');
}

/** The examiner's next turn for the conversation so far (empty, or ending with the learner's answer). */
export function nextTrainerTurn({
  bank,
  opening,
  messages,
}: {
  bank: readonly InterviewQuestion[];
  opening: string;
  messages: readonly AiChatMessage[];
}): TrainerTurn {
  let lastAsked = -1;
  let lastAskedAt = -1;
  messages.forEach((message, position) => {
    const asked = questionAskedIn(message, bank);
    if (asked >= 0) [lastAsked, lastAskedAt] = [asked, position];
  });
  const start = () => ({ text: [opening, bank[0]?.text].filter(Boolean).join('\n\n'), finished: bank.length === 0 });
  if (lastAsked < 0) {
    const examinerSpoke = messages.some((message) => message.role === 'assistant');
    if (!examinerSpoke || bank.length === 0) return bank.length === 0 && messages.length > 0 ? finish() : start();
    // the examiner spoke, but asked nothing of this bank: the summary ended it
    return { text: OFFLINE_TEXTS.trainerAlreadyFinished, finished: true };
  }
  const after = messages.slice(lastAskedAt + 1);
  if (after.some((message) => message.role === 'assistant' && !isFollowUp(message))) {
    return { text: OFFLINE_TEXTS.trainerAlreadyFinished, finished: true };
  }
  const followUpAsked = after.some(isFollowUp);
  const lastAnswer = messages.at(-1)?.content ?? '';
  if (!followUpAsked && wordsOf(lastAnswer).length < SHORT_ANSWER_WORDS) return { text: OFFLINE_TEXTS.trainerFollowUp, finished: false };
  const next = bank[lastAsked + 1];
  if (!next) return finish();
  const transitions = OFFLINE_TEXTS.trainerTransitions;
  return { text: `${transitions[lastAsked % transitions.length]} ${next.text}`, finished: false };

  function finish(): TrainerTurn {
    return { text: summaryOf(bank, messages), finished: true };
  }
}
