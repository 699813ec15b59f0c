import { useEffect, useRef, useState } from 'react';
import { parseStaffEventText, QUEUE_LIVE_START, queueLiveStep, URGENT_QUEUE_POLICY, type QueueLiveState } from '@manobal/core';
import { openStaffEventSource } from '../../app/staff-event-source';

/** Whether the stream is delivering: a lost one says so on screen while it reconnects. */
export type StreamState = 'connecting' | 'live' | 'reconnecting';

/**
 * The queue's live events for one open console: core's queueLiveStep decides what each event changes; every change,
 * and every reconnection (whatever happened while the stream was down), asks the screen to read its list again.
 */
export const useQueueLive = (handlers: { readonly onChange: () => void; readonly onArrival: () => void }) => {
  const [live, setLive] = useState<QueueLiveState>(QUEUE_LIVE_START);
  const [stream, setStream] = useState<StreamState>('connecting');
  const latest = useRef({ live, handlers });
  latest.current = { live, handlers };

  useEffect(() => {
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | null = null;
    let lost = false;
    let ended = false;
    const open = () => {
      source = openStaffEventSource(latest.current.live.lastEventId);
      source.onopen = () => {
        setStream('live');
        if (lost) latest.current.handlers.onChange();
        lost = false;
      };
      source.onmessage = (message: MessageEvent<string>) => {
        const event = parseStaffEventText(message.data);
        if (event === null) return;
        const step = queueLiveStep(latest.current.live, event);
        if (!step.changed) return;
        latest.current.live = step.state;
        setLive(step.state);
        latest.current.handlers.onChange();
        if (step.alert) latest.current.handlers.onArrival();
      };
      source.onerror = () => {
        lost = true;
        setStream('reconnecting');
        // The browser retries by itself unless it gave up (an answer that was not a stream): then open again later.
        if (source?.readyState === EventSource.CLOSED && !ended) {
          source.close();
          retry = setTimeout(open, URGENT_QUEUE_POLICY.reconnectMs);
        }
      };
    };
    open();
    return () => {
      ended = true;
      if (retry !== null) clearTimeout(retry);
      source?.close();
    };
  }, []);

  return { live, stream };
};
