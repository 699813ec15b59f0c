import { createContext, useContext, type ReactNode } from 'react';
import { ResultAsync } from 'neverthrow';
import { CALL_MESSAGES, type ApiError, type CallName, type ManobalApi } from '@manobal/core';

const CALL_OF: Record<keyof ManobalApi, CallName> = {
  referPerson: 'referPerson',
  contactUs: 'contactUs',
  volunteer: 'volunteer',
  bookSession: 'bookSession',
  uploadDocument: 'careersUpload',
  apply: 'careersApply',
  signup: 'signup',
  login: 'login',
};

type AnyMethod = (...args: unknown[]) => ResultAsync<unknown, ApiError>;

/**
 * The real API, created on first use: the HTTP client and its schemas load in their own chunk, so pages
 * that never submit a form never download them. A failed chunk load reads as the call's network error.
 */
export const createLazyBrowserApi = (): ManobalApi => {
  let loading: Promise<ManobalApi> | null = null;
  const load = () => {
    loading ??= import('./browser-api').then((m) => m.createBrowserApi());
    loading.catch(() => {
      loading = null;
    });
    return loading;
  };
  const defer = (key: keyof ManobalApi): AnyMethod => (...args) =>
    ResultAsync.fromPromise(load(), (): ApiError => ({ kind: 'network', message: CALL_MESSAGES[CALL_OF[key]].network })).andThen((api) =>
      (api[key] as unknown as AnyMethod)(...args),
    );
  const api = Object.fromEntries((Object.keys(CALL_OF) as (keyof ManobalApi)[]).map((key) => [key, defer(key)]));
  return api as unknown as ManobalApi;
};

const ApiContext = createContext<ManobalApi | null>(null);

export interface ApiProviderProps {
  api: ManobalApi;
  children: ReactNode;
}

/** Supplies the API port to the pages; tests pass a fake object here. */
export const ApiProvider = ({ api, children }: ApiProviderProps) => <ApiContext.Provider value={api}>{children}</ApiContext.Provider>;

/** The provider API (core's ManobalApi port). */
export const useApi = (): ManobalApi => {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi() needs an <ApiProvider> above it');
  return api;
};
