import { okAsync, type ResultAsync } from 'neverthrow';
import type { StoreUnavailable } from '../application/domain-errors';
import type { BookingMode } from '../booking/booking-mode';
import { kolkataInstantOf } from '../booking/kolkata-instant';
import { addDaysToIsoDate, kolkataMomentOf } from '../calendar/kolkata-time';
import { NOTIFICATION_CATALOG_EN } from './notification.catalog';
import { inQuietHours, QUIET_HOURS } from './notification.rules';
import type { NewOutboxMessage, OutboxMessage } from './notification.types';

/** When each evening the therapists' agendas for the next day go: 19:00 IST, before quiet hours begin. */
export const AGENDA_MINUTES = 19 * 60;

const MINUTES_PER_DAY = 24 * 60;

/** One session of a therapist's day, as their agenda lists it: no notes, no answers, the visitor by first name only. */
export interface AgendaSession {
  readonly reference: string;
  readonly start: Date;
  readonly mode: BookingMode;
  readonly visitorName: string;
}

/** A therapist who has sessions on a day and a staff person (with an e-mail address) linked to them. */
export interface AgendaRecipient {
  readonly therapistId: string;
  readonly therapistName: string;
  readonly email: string;
}

/** What the agenda reads and writes: confirmed sessions in a span of time, and the outbox rows it plans. */
export interface AgendaStore {
  /** Therapists with at least one confirmed session starting in [from, to) and an active staff person linked. */
  recipients(from: Date, to: Date): ResultAsync<readonly AgendaRecipient[], StoreUnavailable>;
  /** One therapist's confirmed sessions starting in [from, to), earliest first. */
  sessions(therapistId: string, from: Date, to: Date): ResultAsync<readonly AgendaSession[], StoreUnavailable>;
  /** Writes rows whose dedupe key is new; a key already written (another worker planned it) is left as it is. */
  plan(messages: readonly NewOutboxMessage[], now: Date): ResultAsync<void, StoreUnavailable>;
}

/** The IST date an agenda speaks of, and the span of time its sessions start in. */
const dayOf = (date: string): { readonly date: string; readonly from: Date; readonly to: Date } => ({
  date,
  from: kolkataInstantOf(date, 0),
  to: kolkataInstantOf(date, MINUTES_PER_DAY),
});

/** The unique key of one therapist's agenda of one day: two workers planning it write one row. */
export const agendaDedupeKey = (therapistId: string, date: string): string => `agenda:${therapistId}:${date}`;

/**
 * The day whose agenda is due at `now`, or null: from 19:00 IST until quiet hours begin, the next day's. Outside that
 * window nothing is planned, so a worker started at night plans nothing until the next evening.
 */
export const agendaDayDue = (now: Date): string | null => {
  const { date, minutes } = kolkataMomentOf(now);
  return minutes >= AGENDA_MINUTES && minutes < QUIET_HOURS.startMinutes ? addDaysToIsoDate(date, 1) : null;
};

/** A visitor as the agenda names them: the first name only, at most 40 characters. */
export const agendaVisitorName = (fullName: string): string => (fullName.trim().split(/\s+/)[0] ?? '').slice(0, 40);

/**
 * Plans the next day's agenda for each therapist with sessions then and a linked staff e-mail: one outbox row each,
 * keyed `agenda:<therapist>:<date>`, due at 19:00 IST. It runs on every pass of every worker inside the evening
 * window; the key makes all but the first write no-ops. A therapist with no sessions gets no row.
 */
export const planTherapistAgendas =
  (deps: { readonly agenda: AgendaStore; readonly newId: () => string }) =>
  (now: Date): ResultAsync<number, StoreUnavailable> => {
    const due = agendaDayDue(now);
    if (due === null) return okAsync(0);
    const day = dayOf(due);
    const runAt = kolkataInstantOf(addDaysToIsoDate(due, -1), AGENDA_MINUTES);
    return deps.agenda.recipients(day.from, day.to).andThen((recipients) => {
      const messages: NewOutboxMessage[] = recipients.map((recipient) => ({
        id: deps.newId(),
        dedupeKey: agendaDedupeKey(recipient.therapistId, due),
        channel: 'email',
        recipient: recipient.email,
        templateId: 'therapist-agenda',
        templateVersion: NOTIFICATION_CATALOG_EN.templates['therapist-agenda'].version,
        locale: 'en',
        variables: { therapistId: recipient.therapistId, therapistName: recipient.therapistName, date: due },
        runAt,
        appointmentId: null,
        appointmentStart: null,
      }));
      return deps.agenda.plan(messages, now).map(() => messages.length);
    });
  };

/** The wire form of an agenda's sessions inside a row's variables at send time (never stored). */
export const AGENDA_SESSIONS_VARIABLE = 'sessions';

/**
 * Re-checked at send time: an agenda is built from the sessions as they are when it goes. It is not sent (null) when
 * none is left, when quiet hours have begun, or when its day has begun; otherwise the row's variables gain the
 * sessions for rendering.
 */
export const agendaAtSendTime = (
  message: Pick<OutboxMessage, 'variables'>,
  agenda: Pick<AgendaStore, 'sessions'>,
  now: Date,
): ResultAsync<Readonly<Record<string, string>> | null, StoreUnavailable> => {
  const { therapistId, date } = message.variables;
  if (therapistId === undefined || date === undefined) return okAsync(null);
  const day = dayOf(date);
  if (inQuietHours(now) || now.getTime() >= day.from.getTime()) return okAsync(null);
  return agenda.sessions(therapistId, day.from, day.to).map((sessions) =>
    sessions.length === 0
      ? null
      : {
          ...message.variables,
          [AGENDA_SESSIONS_VARIABLE]: JSON.stringify(
            sessions.map((session) => ({ reference: session.reference, start: session.start.toISOString(), mode: session.mode, visitor: agendaVisitorName(session.visitorName) })),
          ),
        },
  );
};
