import { z } from '../schema/zod';
import { followUpDueAt } from '../application/follow-up';
import { clockTimeOf, type CareTeamAvailability, type CareTeamHours } from './care-team-hours';
import { CALLBACK_REASONS, type CallbackReason } from './callback.types';
import { PHONE_CHANNELS, type PhoneChannel } from '../notifications/notification.types';

const CRISIS_CALL_WITHIN_MS = 60 * 60_000;

/**
 * By when the care team should have called: a crisis within the hour of the team working (from the request while
 * they work, else from when they open); any other request within the follow-up policy's working days.
 */
export const callbackDueAt = (reason: CallbackReason, careTeam: CareTeamAvailability, receivedAt: Date): Date =>
  reason === 'crisis'
    ? new Date((careTeam.state === 'open' ? receivedAt : careTeam.opensAt).getTime() + CRISIS_CALL_WITHIN_MS)
    : followUpDueAt(receivedAt);

/** A kept request, as the use case answers it: its id, and whether the care team is working now (and their hours). */
export interface CallbackRequested {
  readonly id: string;
  readonly reason: CallbackReason;
  readonly careTeam: CareTeamAvailability;
  readonly hours: CareTeamHours;
  /** The phone channel an acknowledgement with the helplines goes to the number given by; null when none does. */
  readonly acknowledgement: PhoneChannel | null;
}

/**
 * The call's answer `data`: what a screen needs to say when a call can be expected (callbackConfirmation words it).
 * Times are ISO-8601 UTC; the hours are IST wall-clock 'HH:MM'.
 */
export const callbackRequestedDataSchema = z.object({
  id: z.string().min(1),
  reason: z.enum(CALLBACK_REASONS),
  care_team: z.discriminatedUnion('state', [
    z.object({ state: z.literal('open'), closes_at: z.string().describe('ISO-8601 UTC; when the care team stops for the day') }),
    z.object({ state: z.literal('closed'), opens_at: z.string().describe('ISO-8601 UTC; when the care team starts again') }),
  ]),
  hours: z.object({ opens: z.string().describe('IST, HH:MM'), closes: z.string().describe('IST, HH:MM') }).describe('every day'),
  acknowledgement: z.enum(PHONE_CHANNELS).nullable().describe('How an acknowledgement with the helplines goes to the number given; null: none'),
});
export type CallbackRequestedData = z.output<typeof callbackRequestedDataSchema>;

export const toCallbackRequestedData = ({ id, reason, careTeam, hours, acknowledgement }: CallbackRequested): CallbackRequestedData => ({
  id,
  reason,
  care_team: careTeam.state === 'open' ? { state: 'open', closes_at: careTeam.closesAt.toISOString() } : { state: 'closed', opens_at: careTeam.opensAt.toISOString() },
  hours: { opens: clockTimeOf(hours.opens), closes: clockTimeOf(hours.closes) },
  acknowledgement,
});

