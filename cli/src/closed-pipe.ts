import type { WritableLike } from './output';

/** What a process stream offers that the guard needs: Node's stdout/stderr, or a test's stand-in. */
export interface ProcessStream {
  write(chunk: string): boolean;
  on(event: 'error', listener: (error: NodeJS.ErrnoException) => void): unknown;
  readonly isTTY?: boolean;
}

export interface GuardedStream extends WritableLike {
  /** True once the stream failed for another reason than a reader that stopped reading. */
  readonly failed: boolean;
}

/**
 * Keeps a reader that stops early (`manobal assessments | head -1`) from crashing the process. Node ignores
 * SIGPIPE, so such a write fails with EPIPE, reported as an 'error' event that would otherwise be an uncaught
 * exception with a stack trace. From then on writes to that stream are dropped and the command finishes its
 * work, ending with the exit code the work earned (see the README on why not 141).
 */
export const guardClosedPipe = (stream: ProcessStream): GuardedStream => {
  let closed = false;
  let failed = false;
  const close = (error: NodeJS.ErrnoException): void => {
    closed = true;
    if (error.code !== 'EPIPE') failed = true;
  };
  stream.on('error', close);
  return {
    get isTTY() {
      return stream.isTTY;
    },
    get failed() {
      return failed;
    },
    write: (chunk: string) => {
      if (closed) return false;
      try {
        return stream.write(chunk);
      } catch (error) {
        close(error as NodeJS.ErrnoException);
        return false;
      }
    },
  };
};
