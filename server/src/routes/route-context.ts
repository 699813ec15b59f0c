import type { Clock } from '@manobal/core';
import type { LoginThrottle } from '../auth/login-throttle';
import type { PasswordHasher } from '../auth/password-hasher';
import type { TokenIssuer } from '../auth/token-issuer';
import type { ServerConfig } from '../config';
import type { FileStorage } from '../files/file-storage.port';
import type { FieldCipher } from '../privacy/field-cipher';
import type { Store } from '../store/store.port';

/** What route modules may use: ports and configuration, never a concrete database or disk. */
export interface RouteContext {
  readonly config: ServerConfig;
  readonly store: Store;
  readonly clock: Clock;
  readonly files: FileStorage;
  readonly passwords: PasswordHasher;
  readonly tokens: TokenIssuer;
  readonly loginThrottle: LoginThrottle;
  readonly cipher: FieldCipher;
  /** A new random id for a stored row. */
  readonly newId: () => string;
  /** The clock's now as stored: ISO-8601 UTC. */
  readonly timestamp: () => string;
}
