import { execFile } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { err, ok, type Result } from 'neverthrow';
import sharp from 'sharp';
import { DOCUMENT_REBUILD_POLICY, judgeImageSize, judgePdfFacts, type FileKind, type PdfFacts, type UploadContentReason } from '@manobal/core';
import { pdfOfJpegPages } from './pdf-of-images';

export interface ContentRefusal {
  readonly kind: 'content-refused';
  readonly reason: UploadContentReason;
}

/** A file made anew from an upload's pixels: the only form of it that is ever kept or served. */
export interface RebuiltDocument {
  readonly kind: FileKind;
  readonly bytes: Buffer;
}

const P = DOCUMENT_REBUILD_POLICY;

/** Lets only `max` rebuilds run at once; the others wait in order. Rendering is CPU work on a small machine. */
const createGate = (max: number) => {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(work: () => Promise<T>): Promise<T> => {
    if (running >= max) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await work();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };
};

const refused = (reason: UploadContentReason): Result<never, ContentRefusal> => err({ kind: 'content-refused', reason });

interface ProgramOutcome {
  readonly ok: boolean;
  readonly stdout: string;
  readonly stderr: string;
}

/**
 * Runs one of poppler's programs on a file it was given, under a time limit and an address-space limit
 * (prlimit), with no shell and an empty environment: a hostile file can at worst make it fail.
 */
const runPoppler = (program: string, args: readonly string[]): Promise<ProgramOutcome> =>
  new Promise((resolve) => {
    execFile(
      'prlimit',
      [`--as=${P.renderMemoryLimitBytes}`, `--cpu=${Math.ceil(P.renderTimeLimitMs / 1000)}`, '--', program, ...args],
      { timeout: P.renderTimeLimitMs, killSignal: 'SIGKILL', env: { PATH: '/usr/bin:/bin' }, maxBuffer: 1024 * 1024, encoding: 'utf8' },
      (error, stdout, stderr) => resolve({ ok: error === null, stdout, stderr }),
    );
  });

interface PdfPageSizes {
  readonly facts: PdfFacts;
  /** Each page's size in points as it is shown (its rotation applied), for the rebuilt page to keep. */
  readonly sizes: readonly { readonly width: number; readonly height: number }[];
}

/** pdfinfo's page count, each page's size, and whether the file needs a password to open. */
const readPdfFacts = async (path: string): Promise<PdfPageSizes | null> => {
  const info = await runPoppler('pdfinfo', ['-f', '1', '-l', String(P.maxPdfPages), path]);
  if (!info.ok) return /password/i.test(info.stderr) ? { facts: { pages: 0, needsPassword: true }, sizes: [] } : null;
  const pages = /^Pages:\s+(\d+)\s*$/m.exec(info.stdout);
  if (!pages) return null;
  const rotations = new Map([...info.stdout.matchAll(/^Page\s+(\d+) rot:\s+(\d+)/gm)].map((m) => [Number(m[1]), Number(m[2])]));
  const sizes = [...info.stdout.matchAll(/^Page\s+(\d+) size:\s+([\d.]+) x ([\d.]+) pts/gm)].map((m) => {
    const [width, height] = [Number(m[2]), Number(m[3])];
    return (rotations.get(Number(m[1])) ?? 0) % 180 === 0 ? { width, height } : { width: height, height: width };
  });
  return { facts: { pages: Number(pages[1]), needsPassword: false }, sizes };
};

/** Draws every page to a JPEG with poppler and puts the pages together as a new PDF that holds only them. */
const rebuildPdf = async (folder: string, input: string): Promise<Result<RebuiltDocument, ContentRefusal>> => {
  const read = await readPdfFacts(input);
  if (read === null) return refused('unreadable');
  const judged = judgePdfFacts(read.facts);
  if (judged !== null) return refused(judged);
  const { pages } = read.facts;
  if (read.sizes.length !== pages) return refused('unreadable');
  const drawn = await runPoppler('pdftoppm', [
    '-jpeg',
    '-jpegopt',
    `quality=${P.jpegQuality}`,
    '-scale-to',
    String(P.pageLongSidePixels),
    '-f',
    '1',
    '-l',
    String(pages),
    input,
    join(folder, 'page'),
  ]);
  const pageFiles = (await readdir(folder)).filter((name) => /^page-\d+\.jpg$/.test(name)).sort();
  if (!drawn.ok || pageFiles.length !== pages) return refused('unreadable');
  const images = await Promise.all(pageFiles.map((name) => readFile(join(folder, name))));
  const pdf = pdfOfJpegPages(images.map((jpeg, i) => ({ jpeg, size: read.sizes[i]! })));
  return pdf === null ? refused('unreadable') : ok({ kind: 'pdf', bytes: pdf });
};

/** Decodes an image and encodes it again in its own format: no metadata, no location, no extra chunks. */
const rebuildImage = async (input: string, kind: 'png' | 'jpeg'): Promise<Result<RebuiltDocument, ContentRefusal>> => {
  try {
    const size = await sharp(input, { limitInputPixels: false }).metadata();
    const judged = judgeImageSize({ width: size.width ?? 0, height: size.height ?? 0 });
    if (judged !== null) return refused(judged);
    // Turned upright by its orientation tag, then written with no metadata at all (sharp's default).
    const image = sharp(input, { limitInputPixels: P.maxImagePixels, failOn: 'error' }).rotate().timeout({ seconds: Math.ceil(P.renderTimeLimitMs / 1000) });
    const bytes = kind === 'png' ? await image.png().toBuffer() : await image.jpeg({ quality: P.jpegQuality, mozjpeg: true }).toBuffer();
    return ok({ kind, bytes });
  } catch {
    return refused('unreadable');
  }
};

const gate = createGate(P.concurrentRebuilds);

/**
 * Makes a new file from an upload's content (content disarm and reconstruction). The upload is written to a
 * private temporary folder for the renderer and the folder is removed afterwards, whatever happens.
 */
export const rebuildDocument = (source: Readable, kind: FileKind): Promise<Result<RebuiltDocument, ContentRefusal>> =>
  gate(async () => {
    const folder = await mkdtemp(join(tmpdir(), 'manobal-rebuild-'));
    try {
      const input = join(folder, 'upload');
      await pipeline(source, createWriteStream(input, { mode: 0o600 }));
      return kind === 'pdf' ? await rebuildPdf(folder, input) : await rebuildImage(input, kind);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

/** Whether the programs that draw PDFs are on this machine; without them every PDF upload is refused. */
export const pdfRendererAvailable = async (): Promise<boolean> => {
  const probes = await Promise.all([runPoppler('pdfinfo', ['-v']), runPoppler('pdftoppm', ['-v'])]);
  // Both print their version on stderr; a missing program (or prlimit) leaves it empty.
  return probes.every((probe) => /version/i.test(probe.stderr));
};
