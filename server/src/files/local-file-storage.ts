import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { err, ok } from 'neverthrow';
import { FILE_SNIFF_BYTES, type Clock } from '@manobal/core';
import type { FileStorage, ReceivedFile } from './file-storage.port';

/** Enough to need a fresh block on any file system: a 0-byte file only needs an inode. */
const PROBE_BYTES = Buffer.alloc(4096);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const PENDING = /^\.([0-9a-f-]{36})\.part$/;

class TooLargeError extends Error {}

/** Upload storage on a local (or shared, mounted) directory: `<id>` for kept files, `.<id>.part` while pending. */
export const createLocalFileStorage = async (directory: string, clock: Clock): Promise<FileStorage> => {
  await mkdir(directory, { recursive: true, mode: 0o700 });
  const pendingPath = (id: string) => join(directory, `.${id}.part`);
  const keptPath = (id: string) => {
    if (!UUID.test(id)) throw new Error('Not a stored file id');
    return join(directory, id);
  };

  return {
    receive: async (source, maxBytes) => {
      const id = randomUUID();
      const path = pendingPath(id);
      const hash = createHash('sha256');
      const headParts: Buffer[] = [];
      let headLength = 0;
      let size = 0;
      let tooLarge = false;
      const meter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          if (size > maxBytes) {
            tooLarge = true;
            done(new TooLargeError());
            return;
          }
          hash.update(chunk);
          if (headLength < FILE_SNIFF_BYTES) {
            const part = chunk.subarray(0, FILE_SNIFF_BYTES - headLength);
            headParts.push(part);
            headLength += part.length;
          }
          done(null, chunk);
        },
      });
      // busboy stops a file at its size limit and says so with 'limit' rather than an error.
      const onLimit = () => {
        tooLarge = true;
        meter.destroy(new TooLargeError());
      };
      source.once('limit', onLimit);
      const sink = createWriteStream(path, { flags: 'wx', mode: 0o600, flush: true });
      try {
        await pipeline(source, meter, sink);
        if (tooLarge || (source as Readable & { truncated?: boolean }).truncated === true) throw new TooLargeError();
      } catch (error) {
        // A source that fails at once (a body cut short) settles the pipeline before the file is even open;
        // removing it then would race the open and leave an empty pending file behind.
        if (!sink.closed) await new Promise<void>((resolve) => sink.once('close', () => resolve()));
        await rm(path, { force: true });
        if (tooLarge || error instanceof TooLargeError) return err({ kind: 'too-large' });
        throw error;
      } finally {
        source.off('limit', onLimit);
      }
      const received: ReceivedFile = { id, size, sha256: hash.digest('hex'), head: new Uint8Array(Buffer.concat(headParts)) };
      return ok(received);
    },
    keep: (id) => rename(pendingPath(id), keptPath(id)),
    discard: (id) => rm(pendingPath(id), { force: true }),
    remove: async (id) => {
      if (UUID.test(id)) await rm(keptPath(id), { force: true });
    },
    readPending: (id, range) => {
      if (!UUID.test(id)) throw new Error('Not a stored file id');
      if (range === undefined) return createReadStream(pendingPath(id));
      // createReadStream's end is inclusive and cannot express an empty range.
      if (range.end <= range.start) return Readable.from([]);
      return createReadStream(pendingPath(id), { start: range.start, end: range.end - 1 });
    },
    open: async (id) => {
      if (!UUID.test(id)) return null;
      try {
        const info = await stat(keptPath(id));
        return info.isFile() ? { stream: createReadStream(keptPath(id)), size: info.size } : null;
      } catch {
        return null;
      }
    },
    sweepPending: async (olderThanMs) => {
      let removed = 0;
      for (const name of await readdir(directory)) {
        if (!PENDING.test(name)) continue;
        const path = join(directory, name);
        const info = await stat(path).catch(() => null);
        if (info && clock.now().getTime() - info.mtimeMs > olderThanMs) {
          await rm(path, { force: true });
          removed += 1;
        }
      }
      return removed;
    },
    probeWrite: async () => {
      // Named like a pending upload, so a probe cut short by a crash is swept like one.
      const path = pendingPath(randomUUID());
      try {
        await writeFile(path, PROBE_BYTES, { flag: 'wx', mode: 0o600, flush: true });
      } finally {
        await rm(path, { force: true });
      }
    },
  };
};
