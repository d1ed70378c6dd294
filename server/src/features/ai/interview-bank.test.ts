// The interview bank and the examiner prompts: enough well-formed questions per MPU reason, and a
// prompt per reason that names it and keeps the one-question rule.
import { describe, expect, it } from 'vitest';
import { MPU_REASONS } from '@common/domain';
import { ASSISTANT_SYSTEM_PROMPT, trainerSystemPrompt } from './ai-prompts';
import { INTERVIEW_BANK, TRAINER_OPENING } from './interview-bank';

const REASON_NAMES = {
  alcohol: 'Alkohol',
  drugs: 'Drogen',
  points: 'Punkten im Fahreignungsregister',
  criminal: 'Straftaten',
  medizinalcannabis: 'Medizinalcannabis',
} as const;

describe('the interview bank', () => {
  it.each(MPU_REASONS)('has 12 to 14 well-formed questions for %s', (reason) => {
    const questions = INTERVIEW_BANK[reason];
    expect(questions.length).toBeGreaterThanOrEqual(12);
    expect(questions.length).toBeLessThanOrEqual(14);
    for (const question of questions) {
      expect(question.id).toMatch(new RegExp(`^${reason}-\\d{2}$`));
      expect(question.topic.trim()).not.toBe('');
      expect(question.text.trim()).not.toBe('');
      expect(question.text.endsWith('?')).toBe(true);
      // one question per item
      expect(question.text.split('?')).toHaveLength(2);
      expect(question.keywords.length).toBeGreaterThanOrEqual(4);
      expect(question.keywords.length).toBeLessThanOrEqual(12);
      for (const keyword of question.keywords) {
        expect(keyword.trim()).not.toBe('');
        expect(keyword).toBe(keyword.toLocaleLowerCase('de-DE'));
      }
    }
  });

  it('uses every id once over all reasons', () => {
    const ids = MPU_REASONS.flatMap((reason) => INTERVIEW_BANK[reason].map((question) => question.id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('starts with the offence and ends with the future', () => {
    for (const reason of MPU_REASONS) {
      const questions = INTERVIEW_BANK[reason];
      expect(questions.at(-1)!.topic).toBe('Zukunftsperspektive');
    }
    expect(INTERVIEW_BANK.alcohol[0]!.topic).toBe('Tatgeschehen');
  });

  it('catches typical answers with its keywords', () => {
    const touched = (id: string, answer: string) => {
      const question = MPU_REASONS.flatMap((reason) => INTERVIEW_BANK[reason]).find((entry) => entry.id === id)!;
      return question.keywords.some((keyword) => answer.toLocaleLowerCase('de-DE').includes(keyword));
    };
    expect(touched('alcohol-02', 'Ich hatte fünf Bier und zwei Schnäpse getrunken.')).toBe(true);
    expect(touched('alcohol-09', 'Ich lebe seit 14 Monaten abstinent.')).toBe(true);
    expect(touched('drugs-10', 'Ich habe sechs Urinkontrollen nach CTU gemacht.')).toBe(true);
    expect(touched('medizinalcannabis-11', 'Während der Therapie trinke ich keinen Tropfen Alkohol.')).toBe(true);
    expect(touched('alcohol-02', 'Das weiß ich nicht mehr.')).toBe(false);
  });

  it.each(MPU_REASONS)('greets as the examiner for %s and says it is training', (reason) => {
    const opening = TRAINER_OPENING[reason];
    expect(opening).toContain(REASON_NAMES[reason]);
    expect(opening).toContain('Übung und keine echte Begutachtung');
    expect(opening.split(/(?<=[.!?])\s+/).length).toBeLessThanOrEqual(3);
  });
});

describe('the prompts', () => {
  it.each(MPU_REASONS)('the examiner prompt for %s names the reason and keeps one question at a time', (reason) => {
    const prompt = trainerSystemPrompt(reason);
    expect(prompt).toContain(REASON_NAMES[reason]);
    expect(prompt).toContain('genau eine Frage pro Nachricht');
    expect(prompt).toContain('keine Rechtsberatung');
    expect(prompt).toContain('Training');
    expect(prompt).toContain(INTERVIEW_BANK[reason][1]!.topic);
  });

  it('the assistant prompt asks for cited passages, no invented sources and no legal advice', () => {
    expect(ASSISTANT_SYSTEM_PROMPT).toContain('mit ihrem Titel');
    expect(ASSISTANT_SYSTEM_PROMPT).toContain('Erfinden Sie keine Quellen');
    expect(ASSISTANT_SYSTEM_PROMPT).toContain('keine Rechtsberatung');
    expect(ASSISTANT_SYSTEM_PROMPT).toContain('„Sie“');
  });
});
