import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { staffRefusalOf, type ApiError, type StaffRefusal, type StaffWhoami } from '@manobal/core';
import { useStaffApi } from './staff-api-context';

/** Who is using the console, as the server says (`GET /staff/me`); the console never guesses it. */
export type ConsoleSession =
  | { readonly state: 'checking' }
  | { readonly state: 'signed-in'; readonly me: StaffWhoami }
  | { readonly state: 'signed-out' }
  | { readonly state: 'unreachable'; readonly message: string };

interface ConsoleSessionValue {
  readonly session: ConsoleSession;
  /** Asks the server again (after signing in or stepping up, or to retry). */
  readonly refresh: () => void;
  /** A call was refused because the session has ended, or the person signed out: the console goes to sign-in. */
  readonly endedByServer: () => void;
  /** Sign-in or enrolment finished: the server's answer names the person, so nothing is asked again. */
  readonly signedIn: (me: StaffWhoami) => void;
}

const ConsoleSessionContext = createContext<ConsoleSessionValue | null>(null);

const sessionAfter = (error: ApiError): ConsoleSession =>
  error.kind === 'http' && staffRefusalOf(error.refusal) === 'signed-out' ? { state: 'signed-out' } : { state: 'unreachable', message: error.message };

/** Loads who is signed in once, and again whenever a screen asks. */
export const ConsoleSessionProvider = ({ children }: { children: ReactNode }) => {
  const api = useStaffApi();
  const [session, setSession] = useState<ConsoleSession>({ state: 'checking' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let current = true;
    void api.staffWhoami({}).match(
      (answer) => current && setSession({ state: 'signed-in', me: answer.data }),
      (error) => current && setSession(sessionAfter(error)),
    );
    return () => {
      current = false;
    };
  }, [api, round]);
  const refresh = useCallback(() => setRound((value) => value + 1), []);
  const endedByServer = useCallback(() => setSession({ state: 'signed-out' }), []);
  const signedIn = useCallback((me: StaffWhoami) => setSession({ state: 'signed-in', me }), []);
  const value = useMemo(() => ({ session, refresh, endedByServer, signedIn }), [session, refresh, endedByServer, signedIn]);
  return <ConsoleSessionContext.Provider value={value}>{children}</ConsoleSessionContext.Provider>;
};

export const useConsoleSession = (): ConsoleSessionValue => {
  const value = useContext(ConsoleSessionContext);
  if (!value) throw new Error('useConsoleSession() needs a <ConsoleSessionProvider> above it');
  return value;
};

/** The signed-in person; only for what renders inside the console's layout, which shows nothing else. */
export const useStaffPerson = (): StaffWhoami => {
  const { session } = useConsoleSession();
  if (session.state !== 'signed-in') throw new Error('useStaffPerson() rendered outside a signed-in console');
  return session.me;
};

/** A failed staff call as a screen shows it: its refusal (switched on by `kind`), and the words to show. */
export interface StaffFailure {
  readonly refusal: StaffRefusal | null;
  readonly message: string;
  readonly fieldErrors: Readonly<Record<string, string>>;
}

/**
 * Reads a failed call for a screen; a session that ended meanwhile (idle, signed out elsewhere, deactivated)
 * sends the person to sign-in instead of leaving them on a screen that can no longer load anything.
 */
export const useStaffFailure = (): ((error: ApiError) => StaffFailure) => {
  const { endedByServer } = useConsoleSession();
  return useCallback(
    (error: ApiError): StaffFailure => {
      const refusal = error.kind === 'http' ? staffRefusalOf(error.refusal) : null;
      if (refusal === 'signed-out') endedByServer();
      const fieldErrors = error.kind === 'validation' || error.kind === 'http' ? (error.fieldErrors ?? {}) : {};
      return { refusal, message: error.message, fieldErrors };
    },
    [endedByServer],
  );
};
