import { staffEventDataSchema, type StaffEventData } from '@manobal/core';

/** A server-sent event as a test reads it: its `id:` line and its data, checked against core's schema. */
export interface ReceivedEvent {
  readonly id: string;
  readonly data: StaffEventData;
}

/** One open stream: events as they arrive, comments (heartbeats) counted, and a way to hang up. */
export interface OpenStream {
  readonly status: number;
  readonly contentType: string | null;
  /** Waits for the next event that `matches` (earlier ones are kept in `received`). */
  next(matches?: (event: ReceivedEvent) => boolean): Promise<ReceivedEvent>;
  readonly received: ReceivedEvent[];
  /** The `retry:` the server asked for. */
  retry(): number | null;
  close(): void;
}

/** Opens GET `url` as EventSource would (Accept: text/event-stream, Last-Event-ID when given) and parses frames. */
export const openStream = async (url: string, headers: Record<string, string> = {}): Promise<OpenStream> => {
  const abort = new AbortController();
  const response = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: abort.signal });
  const received: ReceivedEvent[] = [];
  let retry: number | null = null;
  const waiters: { matches: (event: ReceivedEvent) => boolean; resolve: (event: ReceivedEvent) => void; reject: (error: Error) => void }[] = [];
  let taken = 0;
  let ended: Error | null = null;

  const offer = (): void => {
    for (const waiter of [...waiters]) {
      const index = received.findIndex((event, at) => at >= taken && waiter.matches(event));
      if (index < 0) continue;
      taken = index + 1;
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve(received[index]!);
    }
    if (ended) for (const waiter of waiters.splice(0)) waiter.reject(ended);
  };

  const frameOf = (frame: string): void => {
    let id = '';
    const data: string[] = [];
    for (const line of frame.split('\n')) {
      if (line.startsWith('id: ')) id = line.slice(4);
      else if (line.startsWith('data: ')) data.push(line.slice(6));
      else if (line.startsWith('retry: ')) retry = Number(line.slice(7));
    }
    if (data.length > 0) received.push({ id, data: staffEventDataSchema.parse(JSON.parse(data.join('\n'))) });
  };

  if (response.ok && response.body) {
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      let buffer = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += value;
          let cut: number;
          while ((cut = buffer.indexOf('\n\n')) >= 0) {
            frameOf(buffer.slice(0, cut));
            buffer = buffer.slice(cut + 2);
          }
          offer();
        }
        ended = new Error('the stream ended');
      } catch (error) {
        ended = error instanceof Error ? error : new Error(String(error));
      }
      offer();
    })();
  }

  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    received,
    retry: () => retry,
    next: (matches = () => true) =>
      new Promise((resolve, reject) => {
        waiters.push({ matches, resolve, reject });
        offer();
      }),
    close: () => abort.abort(),
  };
};
