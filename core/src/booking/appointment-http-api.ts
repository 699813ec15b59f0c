import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import { z } from '../schema/zod';
import type { ApiError } from '../api/api-error';
import { envelopeSchema, type Envelope } from '../api/contract';
import { IDEMPOTENCY_HEADER } from '../api/endpoints';
import type { FetchLike } from '../api/ports';
import { APPOINTMENT_STATUSES, type AppointmentView } from './appointment.types';
import { appointmentPath, APPOINTMENT_PATHS } from './appointment.paths';
import { BOOKING_MODES } from './booking-mode';

/** What the appointment calls say when the server gives no message of its own. */
export const APPOINTMENT_CALL_MESSAGES = {
  failure: 'The booking service refused the request. Please try again.',
  network: 'We could not reach the booking service. Please try again.',
  unexpected: 'The booking service sent an answer we could not read.',
} as const;

const viewSchema = z.object({
  reference: z.string(),
  therapist_id: z.string(),
  start: z.string(),
  end: z.string(),
  mode: z.enum(BOOKING_MODES),
  fee_inr: z.number(),
  status: z.enum(APPOINTMENT_STATUSES),
});
const heldSchema = z.object({ hold_id: z.string().min(1), expires_at: z.string() });
const confirmedSchema = viewSchema.extend({ manage_token: z.string().min(1) });

export type HeldData = z.output<typeof heldSchema>;
export type ConfirmedData = z.output<typeof confirmedSchema>;

export interface AppointmentHttpApiOptions {
  readonly baseUrl: string;
  readonly fetchFn: FetchLike;
  readonly timeoutMs?: number;
}

const joinUrl = (base: string, path: string): string => `${base.replace(/\/+$/, '')}${path}`;

const parseEnvelope = (text: string): Envelope | null => {
  try {
    const parsed = envelopeSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};

/**
 * The appointment calls over HTTP, for the CLI now and the website next: the manage token goes in the
 * Authorization header, never in the URL. Each answer's data is checked against its shape.
 */
export const createAppointmentHttpApi = ({ baseUrl, fetchFn, timeoutMs }: AppointmentHttpApiOptions) => {
  const call = <S extends z.ZodType>(method: 'GET' | 'POST', path: string, schema: S, body: unknown, headers: Record<string, string> = {}) => {
    const url = joinUrl(baseUrl, path);
    const network = (): ApiError => ({ kind: 'network', message: APPOINTMENT_CALL_MESSAGES.network, url });
    const init = {
      method,
      headers: { Accept: 'application/json', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...headers },
      body: body === undefined ? '' : JSON.stringify(body),
      ...(timeoutMs === undefined ? {} : { timeoutMs }),
    };
    // A GET carries no body; FetchLike's shape always has one, so send it only where it belongs.
    const sent = Promise.resolve().then(() => fetchFn(url, method === 'GET' ? ({ ...init, body: undefined } as unknown as typeof init) : init));
    return ResultAsync.fromPromise(sent, network).andThen((response) =>
      ResultAsync.fromPromise(response.text(), network).andThen((text): ResultAsync<z.output<S>, ApiError> => {
        const envelope = parseEnvelope(text);
        const serverMsg = envelope?.msg ? envelope.msg : undefined;
        if (!response.ok || envelope?.success === false) {
          return errAsync({
            kind: 'http',
            status: response.status,
            message: serverMsg ?? APPOINTMENT_CALL_MESSAGES.failure,
            ...(serverMsg ? { serverMsg } : {}),
            ...(envelope?.errors ? { fieldErrors: envelope.errors } : {}),
          });
        }
        const data = schema.safeParse(envelope?.data);
        return data.success ? okAsync(data.data) : errAsync({ kind: 'unexpected', message: APPOINTMENT_CALL_MESSAGES.unexpected });
      }),
    );
  };
  const withToken = (token: string) => ({ Authorization: `Bearer ${token}` });
  return {
    hold: (request: { therapist_id: string; start: string; mode: string }) => call('POST', APPOINTMENT_PATHS.holds, heldSchema, request),
    confirm: (request: Record<string, unknown>, idempotencyKey?: string) =>
      call('POST', APPOINTMENT_PATHS.appointments, confirmedSchema, request, idempotencyKey ? { [IDEMPOTENCY_HEADER]: idempotencyKey } : {}),
    show: (reference: string, token: string): ResultAsync<AppointmentView, ApiError> =>
      call('GET', appointmentPath(APPOINTMENT_PATHS.appointment, reference), viewSchema, undefined, withToken(token)),
    cancel: (reference: string, token: string): ResultAsync<AppointmentView, ApiError> =>
      call('POST', appointmentPath(APPOINTMENT_PATHS.cancel, reference), viewSchema, undefined, withToken(token)),
    reschedule: (reference: string, token: string, start: string): ResultAsync<AppointmentView, ApiError> =>
      call('POST', appointmentPath(APPOINTMENT_PATHS.reschedule, reference), viewSchema, { start }, withToken(token)),
  };
};

export type AppointmentHttpApi = ReturnType<typeof createAppointmentHttpApi>;
