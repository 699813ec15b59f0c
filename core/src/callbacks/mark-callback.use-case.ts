import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { z } from '../schema/zod';
import type { Clock } from '../calendar/clock.port';
import { parseInput, type CallbackNotFound, type InputInvalid, type StoreUnavailable } from '../application/domain-errors';
import { followUpListedFields, followUpMarkFields, listedFollowUp } from '../application/follow-up';
import { LANGUAGE_IDS } from '../catalog/language-names';
import { WIZARD_RISK_CHOICES } from '../wizard/wizard.options';
import { listedInstantSchema, pageRequestSchema, type Page } from '../application/page-request';
import { CALLBACK_REASONS, CALLBACK_URGENCIES, type CallbackRequest } from './callback.types';
import type { CallbackStore } from './callbacks.port';

/** A call-back request as staff see it: the number to call, why, how soon, and where the care team is with it. */
export const staffCallbackSchema = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string().describe('The 10-digit mobile to call'),
  reason: z.enum(CALLBACK_REASONS),
  urgency: z.enum(CALLBACK_URGENCIES).describe('urgent (a crisis) first'),
  risk: z.enum(WIZARD_RISK_CHOICES).nullable().describe("The wizard's answer to the risk question, when the request came from it"),
  language: z.enum(LANGUAGE_IDS).nullable().describe('The language the person chose first, when known'),
  created_at: listedInstantSchema,
  ...followUpListedFields,
  due_at: listedInstantSchema.describe('ISO-8601 UTC; a crisis within the hour of the care team working (from the request, or from when they open), any other within two working days'),
});
export type StaffCallback = z.output<typeof staffCallbackSchema>;

export const toStaffCallback =
  (now: Date) =>
  (request: CallbackRequest): StaffCallback => {
    const { receivedAt, markedAt: _marked, dueAt: _due, status: _status, ...rest } = request;
    return { ...rest, created_at: receivedAt.toISOString(), ...listedFollowUp(request, now) };
  };

/** The care team's list of call-back requests, one page at a time, in the store's order (waiting, urgent, newest first). */
export const listCallbacks =
  (deps: { readonly callbacks: CallbackStore; readonly clock: Clock }) =>
  (input: unknown): ResultAsync<Page<StaffCallback>, InputInvalid | StoreUnavailable> =>
    parseInput(pageRequestSchema, input).asyncAndThen((request) =>
      deps.callbacks.page(request).map((page) => ({ ...page, items: page.items.map(toStaffCallback(deps.clock.now())) })),
    );

/** The staff call's request: the request's id (from the path) and its new status. */
export const markCallbackRequestSchema = z.object(followUpMarkFields);

/**
 * The care team marks a request done once someone has called (or waiting again, when the call did not reach
 * the person), so the waiting ones, a crisis first, stay at the top of their list.
 */
export const markCallback =
  (deps: { readonly callbacks: CallbackStore; readonly clock: Clock }) =>
  (input: unknown): ResultAsync<StaffCallback, InputInvalid | CallbackNotFound | StoreUnavailable> =>
    parseInput(markCallbackRequestSchema, input).asyncAndThen(({ id, status }) =>
      deps.callbacks
        .mark(id, status, deps.clock.now())
        .andThen((marked) => (marked === null ? errAsync<StaffCallback, CallbackNotFound>({ kind: 'callback-not-found' }) : okAsync(toStaffCallback(deps.clock.now())(marked)))),
    );
