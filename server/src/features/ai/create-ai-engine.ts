import type { Env } from '../../env';
import type { AiEngine } from '../../ai-engine';
import { createLlmEngine } from './llm-engine';
import { createOfflineEngine } from './offline-engine';

/** A model when OPENAI_API_KEY is set; otherwise the offline engine (the default). */
export function createAiEngine(env: Pick<Env, 'OPENAI_API_KEY' | 'OPENAI_BASE_URL' | 'AI_MODEL' | 'AI_TIMEOUT_MS'>): AiEngine {
  if (!env.OPENAI_API_KEY) return createOfflineEngine();
  return createLlmEngine({ apiKey: env.OPENAI_API_KEY, baseURL: env.OPENAI_BASE_URL, model: env.AI_MODEL, timeoutMs: env.AI_TIMEOUT_MS });
}
