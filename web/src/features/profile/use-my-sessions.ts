import { useCallback, useEffect, useState } from 'react';
import { okAsync, ResultAsync } from 'neverthrow';
import { isRefusal, type ApiError, type MyAppointments } from '@manobal/core';
import { useApi } from '../../app/api-context';

export type MySessions =
  | { readonly status: 'loading' }
  /** No access token, or the server no longer accepts it (expired, or logged out elsewhere). */
  | { readonly status: 'signed-out' }
  | { readonly status: 'failed'; readonly message: string }
  | {
      readonly status: 'ready';
      readonly mine: MyAppointments;
      readonly therapistNames: ReadonlyMap<string, string>;
      /** Centre addresses, for the calendar file of an in-person session. */
      readonly therapistAddresses: ReadonlyMap<string, string>;
    };

interface TherapistWords {
  readonly names: ReadonlyMap<string, string>;
  readonly addresses: ReadonlyMap<string, string>;
}

const NO_WORDS: TherapistWords = { names: new Map(), addresses: new Map() };

const isUnauthorized = (error: ApiError): boolean => isRefusal(error, 'unauthorized');

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
    const words = api
      .listTherapists({})
      .map(
        ({ data }): TherapistWords => ({
          names: new Map(data.items.map((therapist) => [therapist.id, therapist.name])),
          addresses: new Map(data.items.flatMap((therapist) => (therapist.centre_address ? [[therapist.id, therapist.centre_address] as const] : []))),
        }),
      )
      .orElse(() => okAsync<TherapistWords, ApiError>(NO_WORDS));
    void ResultAsync.combine([api.myAppointments({}, { accessToken }), words] as const).match(
      ([mine, { names, addresses }]) =>
        current && setSessions({ status: 'ready', mine: mine.data, therapistNames: names, therapistAddresses: addresses }),
      (error) => current && setSessions(isUnauthorized(error) ? { status: 'signed-out' } : { status: 'failed', message: error.message }),
    );
    return () => {
      current = false;
    };
  }, [api, accessToken, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { sessions, reload };
};
