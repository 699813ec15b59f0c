import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import {
  parseInput,
  type HoldExpired,
  type IdempotencyKeyInvalid,
  type IdempotencyKeyReused,
  type InputInvalid,
  type StoreUnavailable,
} from '../application/domain-errors';
import type { IdGenerator } from '../application/id-generator.port';
import type { Clock } from '../calendar/clock.port';
import type { FieldCipher, PayloadFingerprint } from '../submissions/submissions.port';
import { IDEMPOTENCY_KEY_PATTERN } from '../submissions/book-session.use-case';
import { newAppointmentReference, type RandomBytes } from './appointment-reference';
import { confirmAppointmentSchema } from './appointment.schema';
import { sealIntake } from './appointment-intake';
import type { Appointment } from './appointment.types';
import { guardianOf } from '../forms/young-person.rule';
import type { AppointmentStore, ConfirmOutcome, ManageTokens } from './appointments.port';
import { confirmLimitsFor } from './booking-caps';
import type { BookingCapped, BookingClient } from './booking-caps.types';
import { messageOptInsRefusal, shownWordsOf } from '../notifications/message-opt-in';
import type { PhoneChannel } from '../notifications/notification.types';
import type { Locale } from '../i18n/locales';

export interface ConfirmAppointmentInput {
  readonly payload: unknown;
  /** The Idempotency-Key as the client sent it; undefined when not sent. */
  readonly idempotencyKey?: unknown;
  /** The account a valid access token named, or null for a visitor without one. */
  readonly userId: string | null;
  /** The device and address confirming, for the booking caps. */
  readonly client: BookingClient;
  /** The language of the request (the page the visitor booked from): kept with the appointment for its messages. */
  readonly locale: Locale;
}

export interface ConfirmedAppointment {
  readonly appointment: Appointment;
  /** Shown once; only its hash is kept. */
  readonly manageToken: string;
  /** True when this answer repeats the one a first request with the same key got. */
  readonly replayed: boolean;
}

export type ConfirmAppointmentError = InputInvalid | IdempotencyKeyInvalid | IdempotencyKeyReused | HoldExpired | BookingCapped | StoreUnavailable;

/** A clash of two random references is rare (30 bits); a few draws make a second clash vanishingly rare. */
const REFERENCE_DRAWS = 5;

/**
 * Turns a live hold into a confirmed appointment with a reference and a manage token, once per Idempotency-Key:
 * a retry with the same body gets the same appointment and token, a different body under the key is refused.
 * A hold that expired (or never was) is refused with 410: its time may be someone else's by now.
 */
export const confirmAppointment =
  (deps: {
    readonly appointments: AppointmentStore;
    readonly tokens: ManageTokens;
    readonly cipher: FieldCipher;
    readonly fingerprint: PayloadFingerprint;
    readonly ids: IdGenerator;
    readonly randomBytes: RandomBytes;
    readonly clock: Clock;
    /** The phone channels this deployment sends by (configured providers); an opt-in to another is refused. */
    readonly phoneChannels?: readonly PhoneChannel[];
  }) =>
  (input: ConfirmAppointmentInput): ResultAsync<ConfirmedAppointment, ConfirmAppointmentError> => {
    const key = input.idempotencyKey;
    if (key !== undefined && (typeof key !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(key))) {
      return errAsync({ kind: 'idempotency-key-invalid' });
    }
    const checked = parseInput(confirmAppointmentSchema, input.payload);
    const idempotency = key !== undefined && checked.isOk() ? { key, fingerprint: deps.fingerprint.of(input.payload) } : null;

    const answerRetry = (existing: Appointment): ResultAsync<ConfirmedAppointment, IdempotencyKeyReused> =>
      existing.idempotency?.fingerprint === idempotency?.fingerprint
        ? okAsync({ appointment: existing, manageToken: deps.tokens.tokenFor(existing.id), replayed: true })
        : errAsync({ kind: 'idempotency-key-reused' });

    const earlier = idempotency ? deps.appointments.findByIdempotencyKey(idempotency.key) : okAsync(null);
    return earlier.andThen((found): ResultAsync<ConfirmedAppointment, ConfirmAppointmentError> => {
      if (found) return answerRetry(found);
      if (checked.isErr()) return errAsync(checked.error);
      const { hold_id, name, email, phone, age, notes, intake, time_zone, message_opt_ins: optIns = [] } = checked.value;
      const refusal = messageOptInsRefusal(optIns, deps.phoneChannels ?? []);
      if (refusal !== null) return errAsync({ kind: 'validation', msg: refusal, fieldErrors: { message_opt_ins: refusal } });
      const now = deps.clock.now();
      const id = deps.ids.next();
      const manageToken = deps.tokens.tokenFor(id);
      const confirmation = {
        id,
        person: {
          name,
          email,
          phone,
          age: Number(age),
          notesSealed: notes === undefined ? null : deps.cipher.encrypt(notes),
          // Shared by the visitor for their therapist: sealed like the notes, opened only for staff (appointment-intake.ts).
          intakeSealed: intake === undefined ? null : sealIntake(deps.cipher, intake),
          guardian: guardianOf(checked.value),
          timeZone: time_zone ?? null,
          locale: input.locale,
        },
        manageTokenHash: deps.tokens.hashOf(manageToken),
        userId: input.userId,
        idempotency,
        createdAt: now,
        client: input.client,
        optIns: optIns.map((optIn) => {
          const shown = shownWordsOf(optIn.channel, optIn.words);
          return { channel: optIn.channel, wordsId: shown?.id ?? '', wordsVersion: shown?.version ?? 0, words: optIn.words, givenAt: now };
        }),
      };
      // No contact is verified (a confirmation e-mail goes out, but nothing proves the address is the visitor's), so every
      // booking counts against the caps.
      const limits = confirmLimitsFor({ phone, email }, now);
      const attempt = (drawsLeft: number): ResultAsync<ConfirmedAppointment, ConfirmAppointmentError> =>
        deps.appointments
          .confirm(hold_id, { ...confirmation, reference: newAppointmentReference(deps.randomBytes) }, now, limits)
          .andThen((outcome: ConfirmOutcome): ResultAsync<ConfirmedAppointment, ConfirmAppointmentError> => {
            switch (outcome.kind) {
              case 'confirmed':
                return okAsync({ appointment: outcome.appointment, manageToken, replayed: false });
              case 'hold-expired':
                return errAsync({ kind: 'hold-expired' });
              case 'capped':
                return errAsync({ kind: 'booking-capped', cap: outcome.cap });
              case 'key-taken':
                return answerRetry(outcome.existing);
              case 'reference-taken':
                // Out of draws is a broken random source, not a visitor's problem: the store is not fit to answer.
                return drawsLeft > 1 ? attempt(drawsLeft - 1) : errAsync({ kind: 'store-unavailable' });
            }
          });
      return attempt(REFERENCE_DRAWS);
    });
  };
