import { join } from 'node:path';
import type { ServerConfig } from '../config';
import { decodeKey32, loadOrCreateSecretFile } from './secret-file';

export interface AppSecrets {
  /** HS256 key for access tokens. */
  readonly jwtKey: Uint8Array;
  /** AES-256-GCM key for identity numbers at rest. */
  readonly dataKey: Buffer;
}

/** Secrets from the environment, or generated once under DATA_DIR (mode 0600) and reused on every start. */
export const resolveSecrets = async (config: Pick<ServerConfig, 'jwtSecret' | 'dataKey' | 'dataDir'>): Promise<AppSecrets> => {
  const jwtKey = config.jwtSecret
    ? new TextEncoder().encode(config.jwtSecret)
    : new Uint8Array(await loadOrCreateSecretFile(join(config.dataDir, 'jwt-secret'), 64));
  let dataKey: Buffer;
  if (config.dataKey) {
    const decoded = decodeKey32(config.dataKey);
    if (!decoded) throw new Error('DATA_KEY must be 32 bytes written as 64 hex digits or base64');
    dataKey = decoded;
  } else {
    dataKey = await loadOrCreateSecretFile(join(config.dataDir, 'data-key'), 32);
  }
  return { jwtKey, dataKey };
};
