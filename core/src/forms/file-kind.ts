/** The file kinds the careers form accepts, how people name them and how browsers label them. */
export const FILE_KINDS = {
  jpeg: { extensions: ['jpg', 'jpeg'], mimeTypes: ['image/jpeg', 'image/jpg', 'image/pjpeg'] },
  png: { extensions: ['png'], mimeTypes: ['image/png'] },
  pdf: { extensions: ['pdf'], mimeTypes: ['application/pdf', 'application/x-pdf'] },
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

/** How many leading bytes `detectFileKind` is given; the browser and the server read the same amount. */
export const FILE_SNIFF_BYTES = 16;

const startsWith = (bytes: Uint8Array, signature: readonly number[]): boolean =>
  bytes.length >= signature.length && signature.every((byte, i) => bytes[i] === byte);

const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PDF_SIGNATURE = [0x25, 0x50, 0x44, 0x46, 0x2d]; // '%PDF-'

/**
 * The kind of a file judged by its content (magic bytes), not by its name: the server decides
 * what an upload is with this. Returns null for anything else (an executable renamed .pdf, say).
 */
export const detectFileKind = (bytes: Uint8Array): FileKind | null => {
  if (startsWith(bytes, JPEG_SIGNATURE)) return 'jpeg';
  if (startsWith(bytes, PNG_SIGNATURE)) return 'png';
  if (startsWith(bytes, PDF_SIGNATURE)) return 'pdf';
  return null;
};
