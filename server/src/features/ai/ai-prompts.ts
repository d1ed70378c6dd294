// System prompts for the LLM engine (German): the assistant and the examiner.
import type { MpuReason } from '@common/domain';

export const ASSISTANT_SYSTEM_PROMPT = '';

export function trainerSystemPrompt(reason: MpuReason): string {
  return reason;
}
