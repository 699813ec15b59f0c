import { useCallback, useEffect, useState } from 'react';
import { ResultAsync } from 'neverthrow';
import { CALENDAR_QUERY_DAYS, type ApiError, type ApiOk, type ManobalApi, isRefusal } from '@manobal/core';
import { useApi } from '../../app/api-context';

/** What a call of the API port answers with in `data`. */
export type ApiData<M extends keyof ManobalApi> = ManobalApi[M] extends (...args: never[]) => ResultAsync<ApiOk<infer D>, ApiError> ? D : never;

export type TherapistProfile = ApiData<'getTherapist'>;
export type TherapistSlots = ApiData<'therapistSlots'>;

export type TherapistCalendar =
  | { readonly status: 'loading' }
  /** No active therapist has that id. */
  | { readonly status: 'missing' }
  | { readonly status: 'failed'; readonly message: string }
  | { readonly status: 'ready'; readonly therapist: TherapistProfile; readonly slots: TherapistSlots };

/** No such therapist: unknown (404), or an id that cannot be one (400 on `id`, a mistyped link such as '?doctor=Ananya Rao'). */
const isNotFound = (error: ApiError): boolean =>
  isRefusal(error, 'therapist-not-found', 'not-found') || (isRefusal(error, 'validation', 'invalid-request') && 'fieldErrors' in error && error.fieldErrors?.id !== undefined);

/**
 * A therapist's public profile and free slots for the calendar, read from the directory. `refresh` fetches the
 * slots again (after a slot was taken or a hold ran out) and keeps the profile on screen meanwhile.
 */
export const useTherapistCalendar = (id: string | null): { calendar: TherapistCalendar; refresh: () => void; retry: () => void } => {
  const api = useApi();
  const [calendar, setCalendar] = useState<TherapistCalendar>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (id === null) return undefined;
    let current = true;
    setCalendar({ status: 'loading' });
    // Both at once: on a slow network the second round trip would double the wait for the first free time.
    void ResultAsync.combine([api.getTherapist({ id }), api.therapistSlots({ id, days: CALENDAR_QUERY_DAYS })] as const)
      .map(([therapist, slots]) => ({ therapist: therapist.data, slots: slots.data }))
      .match(
        ({ therapist, slots }) => current && setCalendar({ status: 'ready', therapist, slots }),
        (error) => current && setCalendar(isNotFound(error) ? { status: 'missing' } : { status: 'failed', message: error.message }),
      );
    return () => {
      current = false;
    };
  }, [api, id, attempt]);

  const refresh = useCallback(() => {
    if (id === null) return;
    void api.therapistSlots({ id, days: CALENDAR_QUERY_DAYS }).map(({ data }) =>
      setCalendar((previous) => (previous.status === 'ready' ? { ...previous, slots: data } : previous)),
    );
  }, [api, id]);

  return { calendar, refresh, retry: () => setAttempt((n) => n + 1) };
};
