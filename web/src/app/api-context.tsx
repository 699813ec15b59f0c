import { createContext, useContext, type ReactNode } from 'react';
import { ResultAsync } from 'neverthrow';
import { CALL_NAMES, callNetworkMessage, ENDPOINTS, type ApiError, type CallName, type ManobalApi } from '@manobal/core';

/** ManobalApi seen by port name: a method that answers a ResultAsync (its arguments are its own). */
type PortTable = Readonly<Record<string, (...args: never[]) => ResultAsync<unknown, ApiError>>>;

/**
 * The real API, created on first use: the HTTP client and its schemas load in their own chunk, so pages
 * that never submit a form never download them. A failed chunk load reads as the call's network error.
 * Its methods are ENDPOINTS' port names (zod-free), so a new contract call needs nothing here.
 */
export const createLazyBrowserApi = (): ManobalApi => {
  let loading: Promise<PortTable> | null = null;
  const load = (): Promise<PortTable> => {
    loading ??= import('./browser-api').then((m) => m.createBrowserApi());
    loading.catch(() => {
      loading = null;
    });
    return loading;
  };
  const defer =
    (call: CallName) =>
    (...args: never[]) =>
      ResultAsync.fromPromise(load(), (): ApiError => ({ kind: 'network', message: callNetworkMessage(call) })).andThen((api) =>
        api[ENDPOINTS[call].port]!(...args),
      );
  // Each method forwards its arguments unchanged to the loaded API's method of the same name, so it has that
  // method's type; Object.fromEntries cannot say so, hence the one cast.
  const deferred: PortTable = Object.fromEntries(CALL_NAMES.map((call) => [ENDPOINTS[call].port, defer(call)]));
  return deferred as ManobalApi;
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
