// Reading a text/event-stream answer in the API tests (the AI routes and the story interview).

export interface SseEvent {
  event: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- parsed JSON the tests compare with literals
  data: any;
}

/** The events of a server-sent event stream, in order (data parsed as JSON). */
export function parseSse(text: string): SseEvent[] {
  return text
    .split('\n\n')
    .filter((block) => block.trim().length > 0)
    .map((block) => {
      const lines = block.split('\n');
      const event = lines.find((line) => line.startsWith('event: '))?.slice('event: '.length) ?? 'message';
      const data = lines
        .filter((line) => line.startsWith('data: '))
        .map((line) => line.slice('data: '.length))
        .join('\n');
      return { event, data: JSON.parse(data) };
    });
}

/** The reply text of the delta events, joined. */
export const replyText = (events: SseEvent[]) =>
  events
    .filter((event) => event.event === 'delta')
    .map((event) => event.data.text as string)
    .join('');
