/** A JPEG's size and colour components, from its frame header. */
interface JpegFrame {
  readonly width: number;
  readonly height: number;
  readonly components: 1 | 3;
}

/** Start-of-frame markers (baseline, extended, progressive, lossless …); not DHT (C4), JPG (C8) or DAC (CC). */
const isStartOfFrame = (marker: number): boolean => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

const jpegFrame = (jpeg: Buffer): JpegFrame | null => {
  if (jpeg.length < 4 || jpeg[0] !== 0xff || jpeg[1] !== 0xd8) return null;
  let at = 2;
  while (at + 4 <= jpeg.length) {
    if (jpeg[at] !== 0xff) return null;
    const marker = jpeg[at + 1]!;
    const length = jpeg.readUInt16BE(at + 2);
    if (isStartOfFrame(marker)) {
      if (at + 10 > jpeg.length) return null;
      const components = jpeg[at + 9];
      if (components !== 1 && components !== 3) return null;
      return { height: jpeg.readUInt16BE(at + 5), width: jpeg.readUInt16BE(at + 7), components };
    }
    at += 2 + length;
  }
  return null;
};

/** One page to write: its picture, and the page's size in points (the original page's, so it prints alike). */
export interface JpegPage {
  readonly jpeg: Buffer;
  readonly size: { readonly width: number; readonly height: number };
}

/**
 * A PDF whose every page is one JPEG filling it: a catalog, a page tree, and per page a content stream and an
 * image. Nothing else (no names, actions, annotations, fonts or metadata) is written, so the file can carry
 * nothing but the pictures. Null when a picture is not a JPEG this can place or a size is not a page's.
 */
export const pdfOfJpegPages = (pages: readonly JpegPage[]): Buffer | null => {
  const frames = pages.map((page) => jpegFrame(page.jpeg));
  const isPageSize = ({ width, height }: JpegPage['size']): boolean => width >= 1 && height >= 1 && width <= 14_400 && height <= 14_400;
  if (!pages.every((page) => isPageSize(page.size))) return null;
  if (pages.length === 0 || frames.some((frame) => frame === null)) return null;
  const chunks: Buffer[] = [];
  const offsets: number[] = [];
  let length = 0;
  const write = (part: string | Buffer): void => {
    const chunk = typeof part === 'string' ? Buffer.from(part, 'latin1') : part;
    chunks.push(chunk);
    length += chunk.length;
  };
  const object = (number: number, ...parts: (string | Buffer)[]): void => {
    offsets[number] = length;
    write(`${number} 0 obj\n`);
    for (const part of parts) write(part);
    write('\nendobj\n');
  };
  write('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n');
  // Objects 1 and 2 are the catalog and the page tree; each page takes three more (page, content, image).
  const pageNumber = (i: number): number => 3 + i * 3;
  object(1, '<< /Type /Catalog /Pages 2 0 R >>');
  object(2, `<< /Type /Pages /Kids [${pages.map((_, i) => `${pageNumber(i)} 0 R`).join(' ')}] /Count ${pages.length} >>`);
  pages.forEach(({ jpeg, size }, i) => {
    const frame = frames[i]!;
    const width = size.width.toFixed(2);
    const height = size.height.toFixed(2);
    const n = pageNumber(i);
    const draw = `q ${width} 0 0 ${height} 0 0 cm /Im0 Do Q`;
    object(n, `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${width} ${height}] /Resources << /XObject << /Im0 ${n + 2} 0 R >> >> /Contents ${n + 1} 0 R >>`);
    object(n + 1, `<< /Length ${draw.length} >>\nstream\n${draw}\nendstream`);
    object(
      n + 2,
      `<< /Type /XObject /Subtype /Image /Width ${frame.width} /Height ${frame.height} /ColorSpace /${frame.components === 1 ? 'DeviceGray' : 'DeviceRGB'} /BitsPerComponent 8 /Filter /DCTDecode /Length ${jpeg.length} >>\nstream\n`,
      jpeg,
      '\nendstream',
    );
  });
  const objectCount = 3 + pages.length * 3;
  const xref = length;
  write(`xref\n0 ${objectCount}\n0000000000 65535 f \n`);
  for (let n = 1; n < objectCount; n += 1) write(`${String(offsets[n]).padStart(10, '0')} 00000 n \n`);
  write(`trailer\n<< /Size ${objectCount} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  return Buffer.concat(chunks);
};
