// Where a call-back stands in the care team's queue and the one rule that moves it (claim, outcome, release).
import { err, ok, type Result } from 'neverthrow';
import type { QueueRefusal } from './staff-errors';

/** Where a call-back is in the queue: asked, someone is calling, finished with an outcome. */
export const QUEUE_STATES = ['waiting', 'claimed', 'closed'] as const;
export type QueueState = (typeof QUEUE_STATES)[number];

/** What a call came to: reached; no answer (another attempt is due); sent on to emergency services or Tele-MANAS; closed. */
export const CALLBACK_OUTCOMES = ['reached', 'no-answer', 'referred-emergency', 'referred-tele-manas', 'closed'] as const;
export type CallbackOutcome = (typeof CALLBACK_OUTCOMES)[number];

/** A 'no answer' returns the request to the queue (attempts counted); every other outcome closes it. */
export const outcomeCloses = (outcome: CallbackOutcome): boolean => outcome !== 'no-answer';

/** The staff person working a call-back, as the queue names them to everyone else. */
export interface QueueWorker {
  readonly personId: string;
  readonly name: string;
}

/**
 * Where a request is in the queue: waiting for someone; claimed by one person since a time ('I'm calling'); closed by
 * a person with an outcome. A 'no answer' puts it back to waiting, with the attempt counted.
 */
export type QueuePosition =
  | { readonly state: 'waiting' }
  | { readonly state: 'claimed'; readonly by: QueueWorker; readonly at: Date }
  | { readonly state: 'closed'; readonly by: QueueWorker; readonly at: Date; readonly outcome: CallbackOutcome };

/** A request's place in the queue with what the calls so far came to. */
export interface QueueStanding {
  readonly position: QueuePosition;
  /** Calls that did not reach the person ('no answer'). */
  readonly attempts: number;
  readonly lastOutcome: CallbackOutcome | null;
}

export const WAITING_IN_QUEUE: QueueStanding = { position: { state: 'waiting' }, attempts: 0, lastOutcome: null };

/** What a person does with a request in the queue. */
export type QueueAction = { readonly kind: 'claim' } | { readonly kind: 'release' } | { readonly kind: 'outcome'; readonly outcome: CallbackOutcome };

/** The change the queue records for everyone's console. */
export const QUEUE_EVENT_TYPES = ['callback-requested', 'callback-claimed', 'callback-released', 'callback-outcome'] as const;
export type QueueEventType = (typeof QUEUE_EVENT_TYPES)[number];

/** An action that changes nothing (claiming one's own claim again, releasing a waiting one), or the new standing. */
export type QueueStep =
  | { readonly kind: 'unchanged' }
  | { readonly kind: 'moved'; readonly standing: QueueStanding; readonly event: Exclude<QueueEventType, 'callback-requested'> };

const moved = (standing: QueueStanding, event: Exclude<QueueEventType, 'callback-requested'>): QueueStep => ({ kind: 'moved', standing, event });

/**
 * The queue's rules as one pure step: a waiting request is claimed by whoever asks first; only the person who claimed
 * it records an outcome or lets it go; a closed one stays closed. The store applies the step only if the request is
 * still where it was read (the database decides a race), and the loser reads it again and is told who has it.
 */
export const queueStep = (
  standing: QueueStanding,
  action: QueueAction,
  worker: QueueWorker,
  at: Date,
): Result<QueueStep, QueueRefusal> => {
  const { position } = standing;
  if (position.state === 'closed') return err({ kind: 'callback-closed' });
  if (position.state === 'claimed' && position.by.personId !== worker.personId) return err({ kind: 'claimed-by-other', claimedBy: position.by });
  const mine = position.state === 'claimed';
  switch (action.kind) {
    case 'claim':
      return ok(mine ? { kind: 'unchanged' } : moved({ ...standing, position: { state: 'claimed', by: worker, at } }, 'callback-claimed'));
    case 'release':
      return ok(mine ? moved({ ...standing, position: { state: 'waiting' } }, 'callback-released') : { kind: 'unchanged' });
    case 'outcome': {
      if (!mine) return err({ kind: 'callback-not-claimed' });
      const { outcome } = action;
      return ok(
        outcomeCloses(outcome)
          ? moved({ ...standing, position: { state: 'closed', by: worker, at, outcome }, lastOutcome: outcome }, 'callback-outcome')
          : moved({ position: { state: 'waiting' }, attempts: standing.attempts + 1, lastOutcome: outcome }, 'callback-outcome'),
      );
    }
  }
};
