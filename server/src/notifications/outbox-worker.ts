import { randomUUID } from 'node:crypto';
import { deliverDueMessages, ENDPOINTS, localizedPath, planTherapistAgendas, renderMessage, roomPath, type Clock, type Locale, type ContactDetails, type ManageTokens, type MessageSender, type NewsletterLinks, type NewsletterTokens, type OutboxMessage } from '@manobal/core';
import type { Store } from '../store/store.port';

/**
 * The newsletter's links: its pages carry the token in the fragment (never sent to a server by the browser); the
 * one-click address of List-Unsubscribe must carry it where a mail client's POST sends it, the query, which the
 * server's log leaves out (logger-options.ts keeps only harmless query parameters).
 */
const newsletterLinks = (origin: string, tokens: NewsletterTokens): NewsletterLinks => ({
  confirm: (subscriptionId, issuedAt) => `${origin}/newsletter/confirm#${tokens.confirmToken(subscriptionId, issuedAt)}`,
  unsubscribe: (subscriptionId, confirmedAt) => `${origin}/newsletter/unsubscribe#${tokens.unsubscribeToken(subscriptionId, confirmedAt)}`,
  oneClick: (subscriptionId, confirmedAt) => `${origin}${ENDPOINTS.unsubscribeOneClick.path}?t=${tokens.unsubscribeToken(subscriptionId, confirmedAt)}`,
});

/** The links a message carries: the website's manage page and the visitor's way into a video room (token in the fragment), the console's urgent queue, the room page, the newsletter's. */
export const messageLinks = (origin: string, tokens: ManageTokens, newsletter?: NewsletterTokens) => ({
  manage: (appointmentId: string, reference: string, locale: Locale) => `${origin}${localizedPath(locale, `/appointments/${encodeURIComponent(reference)}`)}#${tokens.tokenFor(appointmentId)}`,
  urgentQueue: () => `${origin}/staff/queue`,
  room: (reference: string) => `${origin}${roomPath(reference)}`,
  roomEntry: (appointmentId: string, reference: string, locale: Locale) => `${origin}${roomPath(reference, locale)}#${tokens.tokenFor(appointmentId)}`,
  ...(newsletter === undefined ? {} : { newsletter: newsletterLinks(origin, newsletter) }),
});

export interface OutboxWorkerDeps {
  readonly store: Pick<Store, 'outbox' | 'appointments' | 'agenda'>;
  readonly sender: MessageSender;
  readonly clock: Clock;
  readonly contact: ContactDetails;
  readonly links: ReturnType<typeof messageLinks>;
  readonly random?: () => number;
  /** Told of a pass that could not reach the store (it tries again at the next tick). */
  readonly onError?: (error: unknown) => void;
}

/** How many rows one pass claims: small, so one instance never holds many rows while others are idle. */
export const OUTBOX_BATCH = 20;

/**
 * The outbox worker: each pass claims due rows and delivers them. It runs inside every server instance (the claim
 * keeps instances apart) and alone as `npm run worker`. Passes never overlap within one worker.
 */
export const createOutboxWorker = (deps: OutboxWorkerDeps) => {
  const deliver = deliverDueMessages({
    outbox: deps.store.outbox,
    appointments: deps.store.appointments,
    agenda: deps.store.agenda,
    sender: deps.sender,
    render: (message: OutboxMessage, now: Date) => renderMessage(message, { contact: deps.contact, links: deps.links, now }),
    clock: deps.clock,
    random: deps.random ?? Math.random,
  });
  const planAgendas = planTherapistAgendas({ agenda: deps.store.agenda, newId: randomUUID });
  let running: Promise<unknown> | null = null;
  let timer: NodeJS.Timeout | null = null;

  /** One pass (the evening's agendas planned first); the rows it handled by outcome, or null when the store could not answer. */
  const runOnce = async () => {
    const planned = await planAgendas(deps.clock.now());
    if (planned.isErr()) deps.onError?.(planned.error);
    const report = await deliver(OUTBOX_BATCH);
    if (report.isErr()) deps.onError?.(report.error);
    return report.isOk() ? report.value : null;
  };
  /** Passes until one finds nothing more to do. */
  const drain = async () => {
    for (;;) {
      const report = await runOnce();
      if (report === null || report.sent + report.cancelled + report.retrying + report.dead < OUTBOX_BATCH) return;
    }
  };
  const tick = () => {
    if (running !== null) return;
    running = drain()
      .catch((error: unknown) => deps.onError?.(error))
      .finally(() => {
        running = null;
      });
  };
  return {
    runOnce,
    drain,
    start: (intervalMs: number) => {
      timer ??= setInterval(tick, intervalMs);
      timer.unref();
      tick();
    },
    stop: async () => {
      if (timer !== null) clearInterval(timer);
      timer = null;
      await running;
    },
  };
};

export type OutboxWorker = ReturnType<typeof createOutboxWorker>;
