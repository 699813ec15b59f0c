import { Writable, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { constants as zlibConstants, inflateSync } from 'node:zlib';
import { err, ok, type Result } from 'neverthrow';
import yauzl from 'yauzl';
import {
  createPdfScanner,
  createWebContentScanner,
  judgeArchiveListing,
  judgeWordPackage,
  WORD_ARCHIVE_LIMITS,
  type ArchiveEntryClaim,
  type BoundedInflate,
  type FileKind,
  type UploadContentReason,
} from '@manobal/core';
import type { FileStorage } from './file-storage.port';

export interface ContentRefusal {
  readonly kind: 'content-refused';
  readonly reason: UploadContentReason;
}

/** Where a pending file is, for the inspection to read it back. */
export interface PendingUpload {
  readonly id: string;
  readonly size: number;
  readonly kind: FileKind;
}

/**
 * Readers repair truncated streams, so a truncated one is inflated as far as it goes (sync flush) rather
 * than refused; past maxBytes zlib stops with an error and the stream counts as unreadable.
 */
const boundedInflate: BoundedInflate = (compressed, maxBytes) => {
  try {
    return new Uint8Array(inflateSync(compressed, { maxOutputLength: maxBytes, finishFlush: zlibConstants.Z_SYNC_FLUSH }));
  } catch {
    return null;
  }
};

/** Streams the whole file once through the web-content scanner, and the PDF scanner for a PDF. */
const inspectFlatFile = async (source: Readable, kind: 'pdf' | 'png' | 'jpeg'): Promise<UploadContentReason | null> => {
  const web = createWebContentScanner();
  const pdf = kind === 'pdf' ? createPdfScanner(boundedInflate) : null;
  const judge = (webFound: boolean, pdfVerdict: string): UploadContentReason | null => {
    if (webFound) return 'web-content';
    if (pdfVerdict === 'active-content') return 'pdf-active-content';
    if (pdfVerdict === 'uninspectable') return 'unreadable';
    return null;
  };
  for await (const chunk of source) {
    const bytes = chunk as Buffer;
    // Leaving the loop early destroys the read stream.
    const verdict = judge(web.push(bytes), pdf?.push(bytes) ?? 'clean');
    if (verdict !== null) return verdict;
  }
  return judge(web.end(), pdf?.end() ?? 'clean');
};

/** Lets yauzl read ranges of a pending file through the storage port, whatever the storage is. */
class PendingFileReader extends yauzl.RandomAccessReader {
  constructor(
    private readonly files: FileStorage,
    private readonly id: string,
  ) {
    super();
  }

  override _readStreamForRange(start: number, end: number): Readable {
    return this.files.readPending(this.id, { start, end });
  }
}

/** A refusal decided while reading an entry's data; ends that entry's stream at once. */
class Refused extends Error {
  constructor(readonly reason: UploadContentReason) {
    super(reason);
  }
}

/** I/O failures (disk, permissions) are ours to report as 500/503, not the document's fault. */
const isSystemError = (error: unknown): boolean => error instanceof Error && 'syscall' in error;

const openArchive = (reader: PendingFileReader, size: number) =>
  new Promise<yauzl.ZipFile>((resolve, reject) => {
    // Names stay bytes so that an unsafe one is judged by our rule, not turned into a generic error;
    // sizes are checked by counting below, so that a lie is told apart from damage.
    const options = { lazyEntries: true, autoClose: false, decodeStrings: false, validateEntrySizes: false };
    yauzl.fromRandomAccessReader(reader, size, options, (error, zip) => (error ? reject(error) : resolve(zip)));
  });

const listEntries = (zip: yauzl.ZipFile) =>
  new Promise<yauzl.Entry[]>((resolve, reject) => {
    const entries: yauzl.Entry[] = [];
    zip.on('entry', (entry: yauzl.Entry) => {
      entries.push(entry);
      zip.readEntry();
    });
    zip.once('end', () => resolve(entries));
    zip.once('error', reject);
    zip.readEntry();
  });

/** General purpose flag bit 11: the name is UTF-8; otherwise CP437, whose ASCII part is all we judge. */
const entryName = (entry: yauzl.Entry): string => {
  const raw = entry.fileName as unknown as Buffer;
  return raw.toString((entry.generalPurposeBitFlag & 0x800) !== 0 ? 'utf8' : 'latin1');
};

const isPackageXml = (name: string): boolean => name === '[Content_Types].xml' || name.toLowerCase().endsWith('.rels');

/**
 * Inflates one entry, counting the bytes that really come out: more than the central directory claims is a
 * bomb hiding behind a small claim, and stops right there; fewer is damage. Keeps the text of package parts.
 */
const readEntry = async (zip: yauzl.ZipFile, entry: yauzl.Entry, name: string, budget: { left: number }): Promise<string | null> => {
  const source = await new Promise<Readable>((resolve, reject) =>
    zip.openReadStream(entry, (error, stream) => (error ? reject(error) : resolve(stream))),
  );
  const keep = isPackageXml(name);
  const kept: Buffer[] = [];
  let count = 0;
  const counter = new Writable({
    write(chunk: Buffer, _encoding, done) {
      count += chunk.length;
      budget.left -= chunk.length;
      if (count > entry.uncompressedSize || budget.left < 0) return done(new Refused('expands-too-far'));
      if (keep && count > WORD_ARCHIVE_LIMITS.maxPackageXmlBytes) return done(new Refused('unreadable'));
      if (keep) kept.push(chunk);
      done();
    },
  });
  await pipeline(source, counter);
  if (count !== entry.uncompressedSize) throw new Refused('unreadable');
  return keep ? Buffer.concat(kept).toString('utf8') : null;
};

const inspectWordArchive = async (files: FileStorage, upload: PendingUpload): Promise<UploadContentReason | null> => {
  let zip: yauzl.ZipFile | null = null;
  try {
    zip = await openArchive(new PendingFileReader(files, upload.id), upload.size);
    // The count is in the end-of-central-directory record: refuse a huge one before listing it.
    if (zip.entryCount > WORD_ARCHIVE_LIMITS.maxEntries) return 'expands-too-far';
    const entries = await listEntries(zip);
    const named = entries.map((entry) => ({ entry, name: entryName(entry) }));
    const claims: ArchiveEntryClaim[] = named.map(({ entry, name }) => ({
      name,
      compressedSize: entry.compressedSize,
      uncompressedSize: entry.uncompressedSize,
      encrypted: entry.isEncrypted(),
    }));
    const listed = judgeArchiveListing(claims);
    if (listed !== null) return listed;

    const budget = { left: WORD_ARCHIVE_LIMITS.maxTotalUncompressedBytes };
    let contentTypes: string | null = null;
    const relationships: string[] = [];
    for (const { entry, name } of named) {
      const text = await readEntry(zip, entry, name, budget);
      if (text === null) continue;
      if (name === '[Content_Types].xml') contentTypes = text;
      else relationships.push(text);
    }
    return judgeWordPackage({ names: named.map(({ name }) => name), contentTypes, relationships });
  } catch (error) {
    if (error instanceof Refused) return error.reason;
    if (isSystemError(error)) throw error;
    // yauzl's and zlib's complaints about the archive itself: damaged, or built to confuse a reader.
    return 'unreadable';
  } finally {
    zip?.close();
  }
};

/**
 * Reads a received file back before it is kept and judges its content beyond its signature: markup or
 * script in an image or PDF, active PDF features, and for a Word document its macros, its expansion and
 * its structure. Failures of the storage itself are thrown.
 */
export const inspectUpload = async (files: FileStorage, upload: PendingUpload): Promise<Result<void, ContentRefusal>> => {
  const reason =
    upload.kind === 'docx' ? await inspectWordArchive(files, upload) : await inspectFlatFile(files.readPending(upload.id), upload.kind);
  return reason === null ? ok(undefined) : err({ kind: 'content-refused', reason });
};
