import { useCallback, useEffect, useState } from 'react';
import { okAsync, ResultAsync } from 'neverthrow';
import type { ApiError, MyAppointments } from '@manobal/core';
import { useApi } from '../../app/api-context';

export type MySessions =
  | { readonly status: 'loading' }
  /** No access token, or the server no longer accepts it (expired, or logged out elsewhere). */
  | { readonly status: 'signed-out' }
  | { readonly status: 'failed'; readonly message: string }
  | { readonly status: 'ready'; readonly mine: MyAppointments; readonly therapistNames: ReadonlyMap<string, string> };

const isUnauthorized = (error: ApiError): boolean => error.kind === 'http' && error.status === 401;

/**
 * The signed-in person's appointments (GET /me/appointments with their access token) and the directory's names for
 * their therapists. The names are a nicety: if the directory cannot be read, the sessions still show. `reload` keeps
 * the current list on screen until the new one arrives.
 */
export const useMySessions = (accessToken: string | null): { sessions: MySessions; reload: () => void } => {
  const api = useApi();
  const [sessions, setSessions] = useState<MySessions>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (accessToken === null) {
      setSessions({ status: 'signed-out' });
      return undefined;
    }
    let current = true;
    const names = api
      .listTherapists({})
      .map(({ data }): ReadonlyMap<string, string> => new Map(data.items.map((therapist) => [therapist.id, therapist.name])))
      .orElse(() => okAsync<ReadonlyMap<string, string>, ApiError>(new Map()));
    void ResultAsync.combine([api.myAppointments({}, { accessToken }), names] as const).match(
      ([mine, therapistNames]) => current && setSessions({ status: 'ready', mine: mine.data, therapistNames }),
      (error) => current && setSessions(isUnauthorized(error) ? { status: 'signed-out' } : { status: 'failed', message: error.message }),
    );
    return () => {
      current = false;
    };
  }, [api, accessToken, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { sessions, reload };
};
