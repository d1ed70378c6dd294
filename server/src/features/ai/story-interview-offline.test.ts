// The offline examiner's question choice on the learner's story: the plan per part from the findings
// and the gaps, the story's facts in the questions (dates in the learner's language), and the
// follow-up each answer gets. The findings come from the real checks (common/src/domain/my-story).
import { describe, expect, it } from 'vitest';
import { storyFindings } from '@common/domain/my-story';
import type { AiChatMessage } from '@common/schemas/ai';
import { StorySchema, type StoryInput } from '@common/schemas/my-story';
import { formatDate, nextStoryInterviewTurn, planStoryInterview, type StoryInterviewSetup } from './story-interview-offline';

function setupOf(
  input: StoryInput,
  language: 'de' | 'tr' | 'en' = 'de',
  tracker: StoryInterviewSetup['context']['tracker'] = null,
): StoryInterviewSetup {
  const story = StorySchema.parse(input);
  const today = '2026-11-26';
  const findings = storyFindings(story, { reasons: ['alcohol'], language, tracker, today });
  return { story, findings, reason: 'alcohol', language, context: { tracker, today } };
}

describe('the plan', () => {
  it('asks the interview bank’s question for every part of an empty story (German), and its own where the bank has none', () => {
    expect(planStoryInterview(setupOf({})).map((question) => [question.part, question.text])).toEqual([
      ['incidents', 'Was ist an dem Tag passiert, an dem Sie mit Alkohol im Straßenverkehr aufgefallen sind?'],
      ['causes', 'Welche Rolle hat der Alkohol damals in Ihrem Leben gespielt?'],
      ['insight', 'Wie beurteilen Sie Ihr früheres Trinkverhalten aus heutiger Sicht?'],
      ['change', 'Wie gehen Sie heute mit Alkohol um?'],
      ['proof', 'Wie können Sie Ihre Veränderung belegen?'],
      ['stability', 'In welchen Situationen wäre die Gefahr für Sie heute am größten, wieder in alte Trinkgewohnheiten zu fallen?'],
    ]);
  });

  it('names the abstinence start with its date in Turkish and English, first in the change part', () => {
    const story = { change: { abstinentSince: '2026-03-01' } };
    expect(planStoryInterview(setupOf(story, 'tr')).find((q) => q.part === 'change')!.text).toBe(
      '1 Mart 2026 tarihinden beri hiçbir şey içmediğinizi yazıyorsunuz. Mart 2026 içinde ne oldu da tam o zaman bıraktınız?',
    );
    expect(planStoryInterview(setupOf(story, 'en')).find((q) => q.part === 'change')!.text).toBe(
      'You write that you have not drunk anything since 1 March 2026. What happened in March 2026 that made you stop just then?',
    );
  });

  it('quotes a risk situation without a strategy, and asks for a risk situation where none is named', () => {
    const withSituation = setupOf({ stability: { riskSituations: [{ id: 'r1', situation: 'Geburtstag meines Bruders', strategy: '' }] } });
    expect(
      planStoryInterview(withSituation)
        .filter((q) => q.part === 'stability')
        .map((q) => q.text),
    ).toEqual(['Sie nennen als schwierige Situation: „Geburtstag meines Bruders“. Was genau tun Sie, wenn diese Situation eintritt?']);
    const without = setupOf({ change: { text: 'Ich gehe seit April zur Selbsthilfegruppe.' } });
    expect(
      planStoryInterview(without)
        .filter((q) => q.part === 'stability')
        .map((q) => q.text),
    ).toEqual(['In welchen Situationen wäre es für Sie heute am schwersten, bei Ihrer Veränderung zu bleiben?']);
  });

  it('formats dates per language', () => {
    expect(['de', 'tr', 'en'].map((language) => formatDate('2026-05-10', language as 'de'))).toEqual([
      '10. Mai 2026',
      '10 Mayıs 2026',
      '10 May 2026',
    ]);
  });
});

describe('the follow-ups', () => {
  const setup = setupOf({ change: { text: 'Ich trinke keinen Alkohol mehr.', since: '2026-03-01' } });
  const plan = planStoryInterview(setup);
  const changeQuestion = plan.find((q) => q.part === 'change')!.text;
  const at = (answer: string): AiChatMessage[] => [
    { role: 'assistant', content: changeQuestion },
    { role: 'user', content: answer },
  ];

  it('asks for the date when the answer to the change names none', () => {
    expect(nextStoryInterviewTurn(setup, at('Ich trinke gar nichts mehr, auch nicht auf Feiern oder mit Freunden.'))).toEqual({
      text: 'Seit wann genau? Bitte nennen Sie Monat und Jahr.',
      finished: false,
    });
  });

  it('asks a short answer to explain, and moves on after a concrete one', () => {
    expect(nextStoryInterviewTurn(setup, at('Seit März 2026.')).text).toBe('Können Sie das bitte genauer erklären?');
    const next = plan[plan.findIndex((q) => q.part === 'change') + 1]!.text;
    expect(nextStoryInterviewTurn(setup, at('Seit dem 1. März 2026 trinke ich keinen Alkohol, auch nicht auf Feiern.')).text).toBe(
      `Danke, das habe ich notiert. ${next}`,
    );
  });
});
