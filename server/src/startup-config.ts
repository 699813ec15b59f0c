import { loadConfig, type ServerConfig } from './config';

/** The environment's settings for a process that starts (the server, the worker); a wrong one ends it with the reason. */
export const configOrExit = (): ServerConfig => {
  const loaded = loadConfig(process.env);
  if (loaded.isErr()) {
    process.stderr.write(`Configuration error: ${loaded.error.message}\n`);
    process.exit(1);
  }
  return loaded.value;
};
