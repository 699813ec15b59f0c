import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { z } from '../schema/zod';
import type { Clock } from '../calendar/clock.port';
import { parseInput, STORE_UNAVAILABLE, type CallbackNotFound, type InputInvalid, type StoreUnavailable } from '../application/domain-errors';
import { followUpMarkFields } from '../application/follow-up';
import { LANGUAGE_IDS } from '../catalog/language-names';
import { WIZARD_RISK_CHOICES } from '../wizard/wizard.options';
import { listedInstantSchema, pageRequestSchema, type Page } from '../application/page-request';
import type { StaffActor } from '../staff/staff-actor';
import type { QueueRefusal } from '../staff/staff-errors';
import { CALLBACK_OUTCOMES, QUEUE_STATES, queueStep, type QueueAction, type QueueStanding, type QueueWorker } from '../staff/queue-standing';
import { isQueueOverdue } from '../staff/urgent-queue';
import { CALLBACK_REASONS, CALLBACK_URGENCIES, type CallbackRequest } from './callback.types';
import { CALLBACK_QUEUE_VIEWS, type CallbackStore, type QueueExpectation } from './callbacks.port';

const workerSchema = z.object({ person_id: z.string(), name: z.string() });

/** A call-back request as staff see it: the number to call, why, how long ago, and where the care team is with it. */
export const staffCallbackSchema = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string().describe('The 10-digit mobile to call'),
  reason: z.enum(CALLBACK_REASONS),
  urgency: z.enum(CALLBACK_URGENCIES).describe('urgent (a crisis) first'),
  risk: z.enum(WIZARD_RISK_CHOICES).nullable().describe("The wizard's answer to the risk question, when the request came from it"),
  language: z.enum(LANGUAGE_IDS).nullable().describe('The language the person chose first, when known'),
  created_at: listedInstantSchema.describe('ISO-8601 UTC; when the person asked (the queue shows the time since)'),
  due_at: listedInstantSchema.describe('ISO-8601 UTC; a crisis within the hour of the care team working (from the request, or from when they open), any other within two working days'),
  state: z.enum(QUEUE_STATES).describe("waiting; claimed (someone is calling: 'I'm calling'); closed with an outcome"),
  claimed_by: workerSchema.nullable().describe('Who is calling now, while claimed'),
  claimed_at: listedInstantSchema.nullable(),
  closed_by: workerSchema.nullable().describe('Who recorded the outcome that closed it'),
  closed_at: listedInstantSchema.nullable(),
  outcome: z.enum(CALLBACK_OUTCOMES).nullable().describe("What the last call came to ('no-answer' puts it back to waiting)"),
  attempts: z.number().int().min(0).describe("Calls that found no answer"),
  overdue: z.boolean().describe('A crisis nobody has claimed 15 minutes after it was asked'),
  past_due: z.boolean().describe('Still open after due_at'),
});
export type StaffCallback = z.output<typeof staffCallbackSchema>;

const workerView = (worker: QueueWorker) => ({ person_id: worker.personId, name: worker.name });

export const toStaffCallback =
  (now: Date) =>
  (request: CallbackRequest): StaffCallback => {
    // The page's language only chose the acknowledgement's words; the care team goes by `language`, who should call.
    const { receivedAt, dueAt, queue, locale: _locale, ...rest } = request;
    const { position } = queue;
    return {
      ...rest,
      created_at: receivedAt.toISOString(),
      due_at: dueAt.toISOString(),
      state: position.state,
      claimed_by: position.state === 'claimed' ? workerView(position.by) : null,
      claimed_at: position.state === 'claimed' ? position.at.toISOString() : null,
      closed_by: position.state === 'closed' ? workerView(position.by) : null,
      closed_at: position.state === 'closed' ? position.at.toISOString() : null,
      outcome: queue.lastOutcome,
      attempts: queue.attempts,
      overdue: isQueueOverdue({ id: request.id, reason: request.reason, receivedAt, queueState: position.state }, now),
      past_due: position.state !== 'closed' && now.getTime() > dueAt.getTime(),
    };
  };

/** `?state=open|closed|all` (all by default) with the page. */
export const callbackQueueRequestSchema = z.object({
  ...pageRequestSchema.shape,
  state: z.enum(CALLBACK_QUEUE_VIEWS, { error: `Use a state: ${CALLBACK_QUEUE_VIEWS.join(', ')}.` }).default('all'),
});

/** The care team's queue, one page at a time, in core's order: open first, a crisis first, then the oldest first. */
export const listCallbacks =
  (deps: { readonly callbacks: CallbackStore; readonly clock: Clock }) =>
  (input: unknown): ResultAsync<Page<StaffCallback>, InputInvalid | StoreUnavailable> =>
    parseInput(callbackQueueRequestSchema, input).asyncAndThen(({ page, limit, state }) =>
      deps.callbacks.page({ page, limit, view: state }).map((listed) => ({ ...listed, items: listed.items.map(toStaffCallback(deps.clock.now())) })),
    );

/** The request of a claim or a release: the call-back's id, from the path. */
export const callbackIdRequestSchema = z.object({ id: followUpMarkFields.id });

/** The request of an outcome: the id (from the path) and what the call came to. */
export const callbackOutcomeRequestSchema = z.object({
  id: followUpMarkFields.id,
  outcome: z.enum(CALLBACK_OUTCOMES, { error: `Use an outcome: ${CALLBACK_OUTCOMES.join(', ')}.` }),
});

const expectationOf = ({ position, attempts }: QueueStanding): QueueExpectation => ({
  state: position.state,
  claimedBy: position.state === 'waiting' ? null : position.by.personId,
  attempts,
});

/** Read, decide, apply if unchanged: a lost race is read again; this many losses in a row means something is wrong. */
const MOST_RACES = 5;

type QueueWorkError = InputInvalid | CallbackNotFound | QueueRefusal | StoreUnavailable;

const NOT_FOUND: CallbackNotFound = { kind: 'callback-not-found' };

/**
 * One queue action by one person: the request is read, core's rules (queueStep) decide, and the store applies the
 * change only if the request is still as read, with the event every console is sent. Of two people claiming at once
 * the database lets one through; the other reads it again and is told who has it.
 */
const workCallback =
  (deps: { readonly callbacks: CallbackStore; readonly clock: Clock }) =>
  (worker: QueueWorker, action: QueueAction, id: string): ResultAsync<StaffCallback, QueueWorkError> => {
    const attempt = (racesLeft: number): ResultAsync<StaffCallback, QueueWorkError> =>
      deps.callbacks.find(id).andThen((request): ResultAsync<StaffCallback, QueueWorkError> => {
        if (request === null) return errAsync(NOT_FOUND);
        const at = deps.clock.now();
        const step = queueStep(request.queue, action, worker, at);
        if (step.isErr()) return errAsync(step.error);
        if (step.value.kind === 'unchanged') return okAsync(toStaffCallback(at)(request));
        const { standing, event } = step.value;
        const outcome = action.kind === 'outcome' ? action.outcome : null;
        return deps.callbacks
          .move(id, expectationOf(request.queue), standing, { type: event, callbackId: id, reason: request.reason, at, by: worker, outcome })
          .andThen((moved): ResultAsync<StaffCallback, QueueWorkError> => {
            if (moved === 'moved') return okAsync(toStaffCallback(at)({ ...request, queue: standing }));
            if (moved === 'missing') return errAsync(NOT_FOUND);
            return racesLeft > 1 ? attempt(racesLeft - 1) : errAsync(STORE_UNAVAILABLE);
          });
      });
    return attempt(MOST_RACES);
  };

const workerOf = (actor: StaffActor): QueueWorker => ({ personId: actor.personId, name: actor.name });

/** The care team's queue actions, each by the person behind the staff call. */
export const callbackQueueUseCases = (deps: { readonly callbacks: CallbackStore; readonly clock: Clock }) => {
  const work = workCallback(deps);
  return {
    /** 'I'm calling': the person takes a waiting request, so nobody else calls at the same time. */
    claimCallback: (actor: StaffActor, input: unknown): ResultAsync<StaffCallback, QueueWorkError> =>
      parseInput(callbackIdRequestSchema, input).asyncAndThen(({ id }) => work(workerOf(actor), { kind: 'claim' }, id)),
    /** What the call came to: 'no-answer' puts it back to waiting (the attempt counted), every other outcome closes it. */
    recordCallbackOutcome: (actor: StaffActor, input: unknown): ResultAsync<StaffCallback, QueueWorkError> =>
      parseInput(callbackOutcomeRequestSchema, input).asyncAndThen(({ id, outcome }) => work(workerOf(actor), { kind: 'outcome', outcome }, id)),
    /** The person cannot call after all: the request waits for someone else. */
    releaseCallback: (actor: StaffActor, input: unknown): ResultAsync<StaffCallback, QueueWorkError> =>
      parseInput(callbackIdRequestSchema, input).asyncAndThen(({ id }) => work(workerOf(actor), { kind: 'release' }, id)),
  };
};
