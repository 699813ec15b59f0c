import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Every object's dictionary text of a PDF, with stream data cut out (a picture's bytes may spell anything).
 * Objects are read in order from 'N 0 obj' to 'endobj'; a stream is skipped by its /Length.
 */
export const pdfObjectDictionaries = (pdf: Buffer): string[] => {
  const text = pdf.toString('latin1');
  const found: string[] = [];
  const objectStart = /(\d+) 0 obj\s/g;
  let match: RegExpExecArray | null;
  while ((match = objectStart.exec(text)) !== null) {
    const from = match.index + match[0].length;
    const streamAt = text.indexOf('stream', from);
    const endAt = text.indexOf('endobj', from);
    if (endAt < 0) break;
    if (streamAt >= 0 && streamAt < endAt) {
      const dictionary = text.slice(from, streamAt);
      found.push(dictionary);
      const length = Number(/\/Length (\d+)/.exec(dictionary)?.[1] ?? NaN);
      const dataStart = streamAt + 'stream'.length + (text[streamAt + 6] === '\r' ? 2 : 1);
      objectStart.lastIndex = Number.isFinite(length) ? dataStart + length : endAt;
    } else {
      found.push(text.slice(from, endAt));
      objectStart.lastIndex = endAt;
    }
  }
  return found;
};

/** Names that make a PDF do something besides show its pages: scripts, actions, attachments, links, forms. */
const ACTIVE_PDF_NAMES = ['/JavaScript', '/JS', '/OpenAction', '/AA', '/Launch', '/EmbeddedFile', '/URI', '/Annots', '/Names', '/AcroForm', '/XFA', '/RichMedia', '/GoToR', '/SubmitForm', '/ObjStm', '/Metadata'];

/** What in a PDF is more than pages of pictures, by its object dictionaries and by poppler's own reading. */
export const activePdfContent = async (pdf: Buffer): Promise<string[]> => {
  const problems = pdfObjectDictionaries(pdf).flatMap((dictionary) =>
    ACTIVE_PDF_NAMES.filter((name) => new RegExp(`${name.replace('/', '\\/')}(?![A-Za-z])`).test(dictionary)).map((name) => `names ${name}`),
  );
  const folder = await mkdtemp(join(tmpdir(), 'manobal-pdf-check-'));
  try {
    const path = join(folder, 'file.pdf');
    await writeFile(path, pdf);
    const info = (await run('pdfinfo', [path])).stdout;
    if (!/^JavaScript:\s+no$/m.test(info)) problems.push('pdfinfo finds JavaScript');
    const attached = (await run('pdfdetach', ['-list', path])).stdout;
    if (!/^0 embedded files/m.test(attached)) problems.push('pdfdetach finds attached files');
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
  return problems;
};

/** The chunk types of a PNG, in order. */
export const pngChunkTypes = (png: Buffer): string[] => {
  const types: string[] = [];
  for (let at = 8; at + 8 <= png.length; ) {
    const length = png.readUInt32BE(at);
    types.push(png.toString('latin1', at + 4, at + 8));
    at += 12 + length;
  }
  return types;
};

/** The segment markers of a JPEG up to the image data (0xE1 is EXIF/XMP, 0xFE a comment). */
export const jpegSegmentMarkers = (jpeg: Buffer): number[] => {
  const markers: number[] = [];
  for (let at = 2; at + 4 <= jpeg.length && jpeg[at] === 0xff; ) {
    const marker = jpeg[at + 1]!;
    markers.push(marker);
    if (marker === 0xda) break;
    at += 2 + jpeg.readUInt16BE(at + 2);
  }
  return markers;
};

export interface GrayPage {
  readonly width: number;
  readonly height: number;
  readonly pixels: Buffer;
}

/** Page 1 of a PDF drawn in grey by poppler at `dpi`, as a viewer would show it. */
export const renderFirstPage = async (pdf: Buffer, dpi: number): Promise<GrayPage> => {
  const folder = await mkdtemp(join(tmpdir(), 'manobal-pdf-render-'));
  try {
    await writeFile(join(folder, 'file.pdf'), pdf);
    await run('pdftoppm', ['-gray', '-r', String(dpi), '-f', '1', '-l', '1', '-singlefile', join(folder, 'file.pdf'), join(folder, 'page')]);
    const pgm = await readFile(join(folder, 'page.pgm'));
    // P5 header: magic, width, height, maxval, each separated by white space, then one byte per pixel.
    const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(pgm.toString('latin1', 0, 64));
    if (!header) throw new Error('pdftoppm wrote no PGM');
    return { width: Number(header[1]), height: Number(header[2]), pixels: pgm.subarray(header[0].length) };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
};

/** The mean difference of two drawings of one size, 0 (the same) to 255 (black for white everywhere). */
export const meanDifference = (a: GrayPage, b: GrayPage): number => {
  if (a.width !== b.width || a.height !== b.height) return 255;
  let total = 0;
  for (let i = 0; i < a.pixels.length; i += 1) total += Math.abs(a.pixels[i]! - b.pixels[i]!);
  return total / a.pixels.length;
};
