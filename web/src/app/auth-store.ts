import { useSyncExternalStore } from 'react';

/** Keys fixed by the spec (section 3). */
export const AUTH_TOKEN_KEY = 'authToken';
export const AUTH_USER_KEY = 'user';

export interface AuthUser {
  name: string;
  email: string;
}

export interface Auth {
  user: AuthUser | null;
  login(token: string, user: AuthUser): void;
  logout(): void;
}

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

// Storage can be unavailable (privacy modes, disabled cookies): then nobody is logged in.
const readRaw = (): string | null => {
  try {
    return window.localStorage.getItem(AUTH_USER_KEY);
  } catch {
    return null;
  }
};

const parseUser = (raw: string | null): AuthUser | null => {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { name, email } = value as { name?: unknown; email?: unknown };
    if (typeof name !== 'string' || name.trim() === '') return null;
    return { name, email: typeof email === 'string' ? email : '' };
  } catch {
    return null;
  }
};

// useSyncExternalStore needs the same object back while nothing changed.
let cachedRaw: string | null = null;
let cachedUser: AuthUser | null = null;
const getSnapshot = (): AuthUser | null => {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedUser = parseUser(raw);
  }
  return cachedUser;
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  // Another tab logging in or out updates this one too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === AUTH_USER_KEY || event.key === AUTH_TOKEN_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
};

const write = (action: (storage: Storage) => void) => {
  try {
    action(window.localStorage);
  } catch {
    // Nothing more to do: the session simply is not remembered.
  }
  notify();
};

export const login = (token: string, user: AuthUser): void =>
  write((storage) => {
    storage.setItem(AUTH_TOKEN_KEY, token);
    storage.setItem(AUTH_USER_KEY, JSON.stringify(user));
  });

/** The access token of the logged-in visitor, or null: sent as a bearer only where a call links data to the account. */
export const readAccessToken = (): string | null => {
  try {
    return window.localStorage.getItem(AUTH_TOKEN_KEY);
  } catch {
    return null;
  }
};

export const logout = (): void => {
  const token = readAccessToken();
  write((storage) => {
    storage.removeItem(AUTH_TOKEN_KEY);
    storage.removeItem(AUTH_USER_KEY);
  });
  // The server forgets the token too (its own chunk, fetched only now).
  if (token) void import('./server-logout').then(({ endServerSession }) => endServerSession(token));
};

/** The logged-in visitor (from localStorage), kept in step across components and tabs. */
export const useAuth = (): Auth => {
  // The prerendered page has nobody logged in; the real user appears right after hydration.
  const user = useSyncExternalStore(subscribe, getSnapshot, () => null);
  return { user, login, logout };
};
