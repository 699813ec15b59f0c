/** The file kinds the careers form accepts, how people name them and how browsers label them. */
export const FILE_KINDS = {
  jpeg: { extensions: ['jpg', 'jpeg'], mimeTypes: ['image/jpeg', 'image/jpg', 'image/pjpeg'] },
  png: { extensions: ['png'], mimeTypes: ['image/png'] },
  pdf: { extensions: ['pdf'], mimeTypes: ['application/pdf', 'application/x-pdf'] },
  docx: { extensions: ['docx'], mimeTypes: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'] },
} as const satisfies Record<string, { extensions: readonly string[]; mimeTypes: readonly string[] }>;

export type FileKind = keyof typeof FILE_KINDS;

export const FILE_KIND_NAMES = Object.keys(FILE_KINDS) as FileKind[];

/** The kind a file name's extension claims ('photo.JPG' -> 'jpeg'), or null. */
export const fileKindFromName = (name: string): FileKind | null => {
  const dot = name.lastIndexOf('.');
  if (dot < 0) return null;
  const extension = name.slice(dot + 1).toLowerCase();
  return FILE_KIND_NAMES.find((kind) => (FILE_KINDS[kind].extensions as readonly string[]).includes(extension)) ?? null;
};

/** The kind a MIME type names, or null for an empty, generic or unknown type. */
export const fileKindFromMimeType = (mimeType: string): FileKind | null => {
  const type = mimeType.split(';')[0]!.trim().toLowerCase();
  return FILE_KIND_NAMES.find((kind) => (FILE_KINDS[kind].mimeTypes as readonly string[]).includes(type)) ?? null;
};

/**
 * How many leading bytes `detectFileKind` is given: enough to find a Word document's first parts. The browser
 * reads this much of a chosen file and the server keeps this much of an upload, so both decide alike.
 */
export const FILE_SNIFF_BYTES = 64 * 1024;

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0): boolean =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);

const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PDF_SIGNATURE = [0x25, 0x50, 0x44, 0x46, 0x2d]; // '%PDF-'
const ZIP_LOCAL_HEADER = [0x50, 0x4b, 0x03, 0x04]; // 'PK\x03\x04'
const ZIP_LOCAL_HEADER_SIZE = 30;
/** A Word document names these parts in its first entries; other Office zips name xl/ or ppt/ parts. */
const ZIP_ENTRIES_TO_READ = 16;

const readUint16 = (bytes: Uint8Array, at: number): number => bytes[at]! | (bytes[at + 1]! << 8);
const readUint32 = (bytes: Uint8Array, at: number): number => (readUint16(bytes, at) | (readUint16(bytes, at + 2) << 16)) >>> 0;

const decodeAscii = (bytes: Uint8Array): string => String.fromCharCode(...bytes);

const indexOfLocalHeader = (bytes: Uint8Array, from: number): number => {
  for (let i = from; i + ZIP_LOCAL_HEADER.length <= bytes.length; i += 1) {
    if (startsWith(bytes, ZIP_LOCAL_HEADER, i)) return i;
  }
  return -1;
};

/** Names of the first entries of a ZIP archive, read from its local file headers. */
const firstZipEntryNames = (bytes: Uint8Array): string[] => {
  const names: string[] = [];
  let at = 0;
  while (names.length < ZIP_ENTRIES_TO_READ && at >= 0 && at + ZIP_LOCAL_HEADER_SIZE <= bytes.length && startsWith(bytes, ZIP_LOCAL_HEADER, at)) {
    const flags = readUint16(bytes, at + 6);
    const compressedSize = readUint32(bytes, at + 18);
    const nameLength = readUint16(bytes, at + 26);
    const extraLength = readUint16(bytes, at + 28);
    const nameStart = at + ZIP_LOCAL_HEADER_SIZE;
    if (nameStart + nameLength > bytes.length) break;
    names.push(decodeAscii(bytes.subarray(nameStart, nameStart + nameLength)));
    const dataStart = nameStart + nameLength + extraLength;
    // Bit 3: sizes follow the data in a descriptor, so find the next header by its signature.
    const sizesKnown = (flags & 0x08) === 0;
    at = sizesKnown ? dataStart + compressedSize : indexOfLocalHeader(bytes, dataStart);
  }
  return names;
};

const isWordZip = (bytes: Uint8Array): boolean => {
  const names = firstZipEntryNames(bytes);
  if (names.some((name) => name.startsWith('xl/') || name.startsWith('ppt/'))) return false;
  return names.some((name) => name === '[Content_Types].xml' || name.startsWith('word/'));
};

/**
 * The kind of a file judged by its content (magic bytes), not by its name: the server decides
 * what an upload is with this. Returns null for anything else (an executable renamed .pdf, say).
 */
export const detectFileKind = (bytes: Uint8Array): FileKind | null => {
  if (startsWith(bytes, JPEG_SIGNATURE)) return 'jpeg';
  if (startsWith(bytes, PNG_SIGNATURE)) return 'png';
  if (startsWith(bytes, PDF_SIGNATURE)) return 'pdf';
  if (startsWith(bytes, ZIP_LOCAL_HEADER) && isWordZip(bytes)) return 'docx';
  return null;
};
