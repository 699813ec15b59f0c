import type { Readable } from 'node:stream';
import type { Result } from 'neverthrow';

export interface ReceivedFile {
  /** Random UUID; also the stored file's name. */
  readonly id: string;
  readonly size: number;
  /** Hex sha256 of the whole content. */
  readonly sha256: string;
  /** The first bytes, enough to recognise the file type by its signature. */
  readonly head: Uint8Array;
}

export interface FileTooLarge {
  readonly kind: 'too-large';
}

/** Where uploaded documents live. Local disk by default; a shared mount when several instances run. */
export interface FileStorage {
  /**
   * Streams `source` into a pending file, never holding it whole in memory. Past `maxBytes` the pending file
   * is removed and too-large returned; if the source fails (client gone) it is removed and the error thrown.
   */
  receive(source: Readable, maxBytes: number): Promise<Result<ReceivedFile, FileTooLarge>>;
  /** Makes a received file permanent (readable by id). */
  keep(id: string): Promise<void>;
  /** Drops a received file that was not kept. */
  discard(id: string): Promise<void>;
  /**
   * A received, not yet kept file's bytes from `start` (inclusive) to `end` (exclusive), or all of them: its
   * content is inspected before it is kept. Ranges let a ZIP's central directory be read without the rest.
   */
  readPending(id: string, range?: { readonly start: number; readonly end: number }): Readable;
  /** Deletes a kept file for good (a therapist's replaced photo); a file already gone is no error. */
  remove(id: string): Promise<void>;
  /** A kept file's content, or null when there is none. */
  open(id: string): Promise<{ readonly stream: Readable; readonly size: number } | null>;
  /** Pending files of every instance are named alike; ones older than this are leftovers of a crash. */
  sweepPending(olderThanMs: number): Promise<number>;
  /** Writes, syncs and removes a small file; throws when the directory cannot take it (a full disk). */
  probeWrite(): Promise<void>;
}
