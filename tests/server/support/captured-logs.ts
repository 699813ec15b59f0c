import { Writable } from 'node:stream';
import { loggerOptions } from '../../../server/src/http/logger-options';
import type { StartOptions } from './test-server';

/** The server's log lines at trace level, kept for a test to search for what must never be logged. */
export const capturedLogs = (): { readonly logger: NonNullable<StartOptions['logger']>; text(): string } => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { logger: { ...loggerOptions('trace'), stream }, text: () => lines.join('') };
};
