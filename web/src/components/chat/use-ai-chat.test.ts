// The context sent with a message: complete texts only, the most recent first dropped last.
import { describe, expect, it } from 'vitest';
import { toContext, type ChatMessage } from './use-ai-chat';

const message = (index: number, status: ChatMessage['status'] = 'done'): ChatMessage => ({
  id: `m${index}`,
  role: index % 2 === 0 ? 'assistant' : 'user',
  content: `Nachricht ${index}`,
  mode: 'text',
  status,
});

describe('toContext', () => {
  it('leaves out failure notices and empty stopped replies', () => {
    const stopped = { ...message(2, 'stopped'), content: '' };
    expect(toContext([message(1), message(2, 'failed'), stopped, message(3)])).toEqual([
      { role: 'user', content: 'Nachricht 1' },
      { role: 'user', content: 'Nachricht 3' },
    ]);
  });

  it('sends the last 20 messages by default, and a whole examination of up to 60 when asked', () => {
    const examination = Array.from({ length: 61 }, (_, index) => message(index + 1));
    expect(toContext(examination)).toHaveLength(20);
    expect(toContext(examination)[0]).toEqual({ role: 'assistant', content: 'Nachricht 42' });
    const whole = toContext(examination, 60);
    expect(whole).toHaveLength(60);
    expect(whole[0]).toEqual({ role: 'assistant', content: 'Nachricht 2' });
    expect(whole.at(-1)).toEqual({ role: 'user', content: 'Nachricht 61' });
  });
});
