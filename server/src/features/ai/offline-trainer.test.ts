// The scripted examination, against a small bank of its own (not the shipped interview bank).
import { describe, expect, it } from 'vitest';
import type { AiChatMessage } from '@common/schemas/ai';
import type { InterviewQuestion } from './interview-bank';
import { nextTrainerTurn, touchedTopics } from './offline-trainer';

const BANK: InterviewQuestion[] = [
  { id: 't-01', topic: 'Vorgeschichte', text: 'Wie kam es zu der Fahrt?', keywords: ['feier', 'getrunken'] },
  { id: 't-02', topic: 'Veränderung', text: 'Was haben Sie seitdem geändert?', keywords: ['abstinen', 'beratung'] },
  { id: 't-03', topic: 'Rückfallschutz', text: 'Wie verhindern Sie einen Rückfall?', keywords: ['strategie', 'notfallplan'] },
];
const OPENING = 'Guten Tag, ich bin Ihr Gutachter.';
const LONG_1 = 'Ich war auf einer Feier und habe viel zu viel getrunken, danach bin ich gefahren.';
const LONG_2 = 'Ich habe mir Hilfe gesucht und gehe jeden Monat zu einer Beratung in meiner Stadt.';
const LONG_3 = 'Ich achte jetzt sehr genau auf mich und meide alle Orte, an denen früher getrunken wurde.';

const user = (content: string): AiChatMessage => ({ role: 'user', content });
const examiner = (content: string): AiChatMessage => ({ role: 'assistant', content });
const turn = (messages: AiChatMessage[]) => nextTrainerTurn({ bank: BANK, opening: OPENING, messages });

describe('nextTrainerTurn', () => {
  it('opens with the greeting and the first question', () => {
    expect(turn([])).toEqual({ text: 'Guten Tag, ich bin Ihr Gutachter.\n\nWie kam es zu der Fahrt?', finished: false });
  });

  it('asks the questions in order with a neutral transition after a full answer', () => {
    const first = [examiner(turn([]).text), user(LONG_1)];
    expect(turn(first)).toEqual({ text: 'Danke. Was haben Sie seitdem geändert?', finished: false });
    const second = [...first, examiner('Danke. Was haben Sie seitdem geändert?'), user(LONG_2)];
    expect(turn(second)).toEqual({ text: 'Gut, danke für Ihre Antwort. Wie verhindern Sie einen Rückfall?', finished: false });
  });

  it('follows up once on an answer of fewer than 8 words, then moves on', () => {
    const short = [examiner(turn([]).text), user('Ich war auf einer Feier.')];
    expect(turn(short)).toEqual({ text: 'Können Sie das bitte genauer erklären?', finished: false });
    const stillShort = [...short, examiner('Können Sie das bitte genauer erklären?'), user('Zu viel getrunken.')];
    expect(turn(stillShort)).toEqual({ text: 'Danke. Was haben Sie seitdem geändert?', finished: false });
  });

  it('ends after the last question with a summary of the touched and the missed topics', () => {
    const messages = [
      examiner(turn([]).text),
      user(LONG_1),
      examiner('Danke. Was haben Sie seitdem geändert?'),
      user(LONG_2),
      examiner('Gut, danke für Ihre Antwort. Wie verhindern Sie einen Rückfall?'),
      user(LONG_3),
    ];
    expect(turn(messages)).toEqual({
      text:
        'Damit sind wir am Ende des Übungsgesprächs. Vielen Dank für Ihre Antworten.\n\n' +
        'In Ihren Antworten angesprochen: Vorgeschichte, Veränderung.\n' +
        'Noch nicht oder kaum angesprochen: Rückfallschutz.\n\n' +
        'Diese Auswertung ist automatisch und sucht nur nach Stichworten; sie ist keine Beurteilung wie in einer echten MPU. Üben Sie die offenen Themen noch einmal.',
      finished: true,
    });
    // after the summary the examination stays over
    expect(turn([...messages, examiner(turn(messages).text), user('Und jetzt?')])).toEqual({
      text: 'Das Übungsgespräch ist beendet. Starten Sie ein neues Gespräch, um noch einmal zu üben.',
      finished: true,
    });
  });

  it('finds its place when the browser dropped the oldest messages', () => {
    expect(turn([examiner('Verstehe. Was haben Sie seitdem geändert?'), user(LONG_2)])).toEqual({
      text: 'Gut, danke für Ihre Antwort. Wie verhindern Sie einen Rückfall?',
      finished: false,
    });
  });
});

describe('touchedTopics', () => {
  it('counts a keyword only in the answers to its own question, the follow-up answer included; leaves out questions not asked', () => {
    const messages = [
      examiner('Wie kam es zu der Fahrt?'),
      user('Weiß ich nicht.'),
      examiner('Können Sie das bitte genauer erklären?'),
      user('Es war eine FEIER.'),
      examiner('Was haben Sie seitdem geändert?'),
      user('Ich habe einen Notfallplan.'),
    ];
    expect(touchedTopics(BANK, messages)).toEqual({ touched: ['Vorgeschichte'], missed: ['Veränderung'] });
  });
});
