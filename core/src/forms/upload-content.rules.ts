/**
 * What an upload may contain besides its signature. The server streams each accepted file through these
 * pure checks (and inflates what must be inflated); the reasons map to CAREERS_DOCUMENT_MESSAGES.contentRefused.
 */

/** Why an upload whose first bytes looked right was still refused. */
export type UploadContentReason =
  | 'web-content'
  | 'pdf-active-content'
  | 'macros'
  | 'expands-too-far'
  | 'encrypted'
  | 'unsafe-entry-names'
  | 'not-a-word-document'
  | 'unreadable';

export const UPLOAD_CONTENT_REASONS = [
  'web-content',
  'pdf-active-content',
  'macros',
  'expands-too-far',
  'encrypted',
  'unsafe-entry-names',
  'not-a-word-document',
  'unreadable',
] as const satisfies readonly UploadContentReason[];

const MIB = 1024 * 1024;

/**
 * Bounds for a Word document. A real CV or certificate unpacks to a few MB across a few dozen parts; XML
 * compresses about 10:1, so 100:1 on a large part only happens when the part was built to expand.
 */
export const WORD_ARCHIVE_LIMITS = {
  maxEntries: 1000,
  maxTotalUncompressedBytes: 50 * MIB,
  maxEntryRatio: 100,
  ratioCheckedAboveBytes: 1 * MIB,
  /** [Content_Types].xml and *.rels are read as text; real ones are a few KB. */
  maxPackageXmlBytes: 1 * MIB,
} as const;

/** An inflated PDF object stream holds objects' dictionaries only; anything larger is not a CV. */
export const PDF_OBJECT_STREAM_MAX_BYTES = 20 * MIB;

const lower = (byte: number): number => (byte >= 0x41 && byte <= 0x5a ? byte + 0x20 : byte);
const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));

/**
 * Markers that make a browser (or a careless viewer) treat bytes as a web page or script, after the tag
 * openers of WHATWG MIME sniffing's HTML pattern. Its short tags (`<a`, `<b`, `<p`, `<br`, `<h1`, `<!--`)
 * are left out on purpose: compressed image and PDF data would match them by chance.
 */
const WEB_TAGS = ['<!doctype html', '<html', '<head', '<body', '<script', '<iframe', '<svg', '<object', '<embed'];
/** A tag name ends at whitespace, '>' or '/' (the "tag-terminating byte" of the sniffing spec). */
const TAG_END = new Set([0x09, 0x0a, 0x0c, 0x0d, 0x20, 0x3e, 0x2f]);
const WEB_MARKERS: readonly { bytes: readonly number[]; needsTagEnd: boolean }[] = [
  ...WEB_TAGS.map((tag) => ({ bytes: ascii(tag), needsTagEnd: true })),
  { bytes: ascii('javascript:'), needsTagEnd: false },
];
const WEB_MARKER_LONGEST = Math.max(...WEB_MARKERS.map((m) => m.bytes.length + 1));
const WEB_MARKER_FIRST_BYTES = new Set(WEB_MARKERS.map((m) => m.bytes[0]!));

/** Scans a file chunk by chunk, case-insensitively, for markup or script; markers may span chunks. */
export interface WebContentScanner {
  /** Returns true once a marker has been seen (in this chunk or before). */
  push(chunk: Uint8Array): boolean;
  /** The end of the file: a tag at the very end needs no terminating byte. */
  end(): boolean;
}

export const createWebContentScanner = (): WebContentScanner => {
  let carry = new Uint8Array(0);
  let found = false;

  const matchAt = (bytes: Uint8Array, at: number, final: boolean): boolean => {
    for (const marker of WEB_MARKERS) {
      const length = marker.bytes.length;
      if (at + length > bytes.length) continue;
      let same = true;
      for (let i = 0; i < length && same; i += 1) same = lower(bytes[at + i]!) === marker.bytes[i];
      if (!same) continue;
      if (!marker.needsTagEnd) return true;
      const next = bytes[at + length];
      if (next === undefined ? final : TAG_END.has(next)) return true;
    }
    return false;
  };

  const scan = (bytes: Uint8Array, final: boolean): void => {
    // Positions too close to the end to decide are looked at again with the next chunk.
    const decidable = final ? bytes.length : bytes.length - WEB_MARKER_LONGEST + 1;
    for (let at = 0; at < decidable && !found; at += 1) {
      if (WEB_MARKER_FIRST_BYTES.has(lower(bytes[at]!)) && matchAt(bytes, at, final)) found = true;
    }
    carry = bytes.slice(Math.max(0, decidable));
  };

  return {
    push: (chunk) => {
      if (found) return true;
      const bytes = new Uint8Array(carry.length + chunk.length);
      bytes.set(carry);
      bytes.set(chunk, carry.length);
      scan(bytes, false);
      return found;
    },
    end: () => {
      if (!found) scan(carry, true);
      return found;
    },
  };
};

/**
 * PDF names that run code or carry files: JavaScript actions (/JS, /JavaScript), starting programs
 * (/Launch), attached files (/EmbeddedFile, /EmbeddedFiles), Flash and 3D players (/RichMedia) and XFA
 * forms (which carry their own scripts). Triggers (/OpenAction, /AA), links (/URI) and fill-in forms
 * (/AcroForm) stay allowed: Word's "Save as PDF" writes them for ordinary documents and they run nothing
 * on their own.
 */
export const PDF_ACTIVE_NAMES: ReadonlySet<string> = new Set(['JS', 'JavaScript', 'Launch', 'EmbeddedFile', 'EmbeddedFiles', 'RichMedia', 'XFA']);

const PDF_WHITESPACE = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]);
const PDF_DELIMITERS = new Set(ascii('()<>[]{}/%'));
const isPdfRegular = (byte: number): boolean => !PDF_WHITESPACE.has(byte) && !PDF_DELIMITERS.has(byte);
/** Names longer than this are not ones we look for; collecting stops there. */
const PDF_NAME_MAX = 64;

const hexValue = (byte: number): number => {
  if (byte >= 0x30 && byte <= 0x39) return byte - 0x30;
  const l = lower(byte);
  return l >= 0x61 && l <= 0x66 ? l - 0x61 + 10 : -1;
};

/** Decodes a name's bytes, '#4A' escapes included ('/J#53' is '/JS' to a reader). */
const decodePdfName = (bytes: readonly number[]): string => {
  let name = '';
  for (let i = 0; i < bytes.length; i += 1) {
    const byte = bytes[i]!;
    const high = byte === 0x23 ? hexValue(bytes[i + 1] ?? -1) : -1;
    const low = high >= 0 ? hexValue(bytes[i + 2] ?? -1) : -1;
    if (high >= 0 && low >= 0) {
      name += String.fromCharCode(high * 16 + low);
      i += 2;
    } else name += String.fromCharCode(byte);
  }
  return name;
};

/** Incremental (Knuth–Morris–Pratt) matcher for a keyword, so a keyword split across chunks is still seen. */
const keywordMatcher = (keyword: string) => {
  const bytes = ascii(keyword);
  const fallback = bytes.map(() => 0);
  for (let i = 1, k = 0; i < bytes.length; i += 1) {
    while (k > 0 && bytes[i] !== bytes[k]) k = fallback[k - 1]!;
    if (bytes[i] === bytes[k]) k += 1;
    fallback[i] = k;
  }
  let matched = 0;
  return {
    /** Feeds a byte; true when it completes the keyword. */
    feed(byte: number): boolean {
      while (matched > 0 && byte !== bytes[matched]) matched = fallback[matched - 1]!;
      if (byte === bytes[matched]) matched += 1;
      if (matched < bytes.length) return false;
      matched = 0;
      return true;
    },
    get partial(): boolean {
      return matched > 0;
    },
    reset(): void {
      matched = 0;
    },
  };
};

export type PdfScanVerdict = 'clean' | 'active-content' | 'uninspectable';

/**
 * Inflates a FlateDecode stream, giving up (null) past `maxBytes` or on corrupt data. Injected so that core
 * stays free of node:zlib; the server passes zlib's inflateSync with maxOutputLength.
 */
export type BoundedInflate = (compressed: Uint8Array, maxBytes: number) => Uint8Array | null;

export interface PdfScanner {
  push(chunk: Uint8Array): PdfScanVerdict;
  end(): PdfScanVerdict;
}

/**
 * Reads a PDF's object syntax chunk by chunk for PDF_ACTIVE_NAMES. Stream data (page content, fonts,
 * images) is skipped, because compressed bytes would match a three-letter name by chance and a reader never
 * takes objects from it; object streams (/Type /ObjStm), where PDF 1.5+ writers put dictionaries, are
 * inflated and read like the rest. An object stream with a filter other than FlateDecode cannot be read
 * here and makes the file 'uninspectable'.
 */
export const createPdfScanner = (inflate: BoundedInflate, options: { insideObjectStream?: boolean } = {}): PdfScanner => {
  let verdict: PdfScanVerdict = 'clean';
  let name: number[] | null = null;
  let previous = 0x20;
  let beforeKeyword = 0x20;
  let afterStreamKeyword = false;
  let skipLineFeed = false;
  let inStream = false;
  /** Names seen in the current object, to know what its stream holds. */
  let objectNames = new Set<string>();
  /** The data of an object stream being read; null for any other stream, which is skipped. */
  let streamParts: Uint8Array[] | null = null;
  const stream = keywordMatcher('stream');
  const endstream = keywordMatcher('endstream');
  const endobj = keywordMatcher('endobj');

  const finishName = () => {
    if (name === null) return;
    const decoded = decodePdfName(name);
    name = null;
    if (PDF_ACTIVE_NAMES.has(decoded)) verdict = 'active-content';
    objectNames.add(decoded);
  };

  const startStream = () => {
    inStream = true;
    endstream.reset();
    streamParts = null;
    if (!objectNames.has('ObjStm')) return;
    const filters = [...objectNames].filter((n) => n.endsWith('Decode'));
    if (filters.some((filter) => filter !== 'FlateDecode')) verdict = 'uninspectable';
    else streamParts = [];
  };

  const readObjectStream = (parts: readonly Uint8Array[], compressed: boolean) => {
    let length = parts.reduce((sum, part) => sum + part.length, 0);
    const whole = new Uint8Array(length);
    let at = 0;
    for (const part of parts) {
      whole.set(part, at);
      at += part.length;
    }
    // The data ends before 'endstream' and the end of line in front of it.
    length -= 'endstream'.length;
    if (whole[length - 1] === 0x0a) length -= 1;
    if (whole[length - 1] === 0x0d) length -= 1;
    const raw = whole.subarray(0, Math.max(0, length));
    const data = compressed ? inflate(raw, PDF_OBJECT_STREAM_MAX_BYTES) : raw;
    if (data === null) {
      verdict = 'uninspectable';
      return;
    }
    const inner = createPdfScanner(inflate, { insideObjectStream: true });
    inner.push(data);
    const innerVerdict = inner.end();
    if (innerVerdict !== 'clean') verdict = innerVerdict;
  };

  /** Takes stream bytes from `at`; returns how many it took. */
  const feedStream = (chunk: Uint8Array, at: number): number => {
    let end = at;
    // Runs without an 'e' cannot begin 'endstream' and are taken whole.
    if (!endstream.partial) while (end < chunk.length && chunk[end] !== 0x65) end += 1;
    const done = end === at && endstream.feed(chunk[at]!);
    if (end === at) end += 1;
    streamParts?.push(chunk.slice(at, end));
    if (done) {
      inStream = false;
      const parts = streamParts;
      streamParts = null;
      const compressed = objectNames.has('FlateDecode');
      objectNames = new Set();
      if (parts !== null && verdict === 'clean') readObjectStream(parts, compressed);
    }
    return end - at;
  };

  const feedObjectByte = (byte: number): void => {
    if (name !== null) {
      if (isPdfRegular(byte)) {
        if (name.length < PDF_NAME_MAX) name.push(byte);
        previous = byte;
        return;
      }
      finishName();
    }
    if (afterStreamKeyword) {
      afterStreamKeyword = false;
      // 'stream' is a keyword only after whitespace or '>>' and before an end of line (not in '/Mystream').
      const keyword = PDF_WHITESPACE.has(beforeKeyword) || beforeKeyword === 0x3e;
      if ((byte === 0x0a || byte === 0x0d) && keyword && options.insideObjectStream !== true) {
        startStream();
        // In CR LF the LF still belongs to the keyword, not to the data.
        skipLineFeed = byte === 0x0d;
        previous = byte;
        return;
      }
    }
    if (byte === 0x2f) name = [];
    if (byte === 0x73) beforeKeyword = previous;
    if (stream.feed(byte)) afterStreamKeyword = true;
    if (endobj.feed(byte)) objectNames = new Set();
    previous = byte;
  };

  return {
    push: (chunk) => {
      let at = 0;
      while (at < chunk.length && verdict === 'clean') {
        if (skipLineFeed) {
          skipLineFeed = false;
          if (chunk[at] === 0x0a) {
            at += 1;
            continue;
          }
        }
        if (inStream) at += feedStream(chunk, at);
        else {
          feedObjectByte(chunk[at]!);
          at += 1;
        }
      }
      return verdict;
    },
    end: () => {
      if (verdict === 'clean') finishName();
      return verdict;
    },
  };
};

/** One entry of a ZIP's central directory, as the archive claims it. */
export interface ArchiveEntryClaim {
  readonly name: string;
  readonly compressedSize: number;
  readonly uncompressedSize: number;
  readonly encrypted: boolean;
}

/** An absolute, drive-letter, backslash or '..' name would write outside the folder it is unpacked into. */
export const isUnsafeEntryName = (name: string): boolean =>
  name === '' ||
  name.startsWith('/') ||
  name.includes('\\') ||
  name.includes('\0') ||
  /^[a-z]:/i.test(name) ||
  name.split('/').some((segment) => segment === '..');

const MACRO_PART = /(^|\/)(vbaProject\.bin|vbaData\.xml)$|(^|\/)activeX\//i;

/**
 * Judges a Word document's central directory before any of it is inflated: too many entries, too much
 * claimed content, a part that claims to expand more than WORD_ARCHIVE_LIMITS allow, encryption, unsafe
 * names and macro parts. The claimed sizes are checked again against the real ones while inflating.
 */
export const judgeArchiveListing = (entries: readonly ArchiveEntryClaim[]): UploadContentReason | null => {
  const limits = WORD_ARCHIVE_LIMITS;
  if (entries.length > limits.maxEntries) return 'expands-too-far';
  if (entries.some((entry) => isUnsafeEntryName(entry.name))) return 'unsafe-entry-names';
  if (entries.some((entry) => entry.encrypted)) return 'encrypted';
  let total = 0;
  for (const entry of entries) {
    total += entry.uncompressedSize;
    const large = entry.uncompressedSize > limits.ratioCheckedAboveBytes;
    if (large && entry.uncompressedSize > entry.compressedSize * limits.maxEntryRatio) return 'expands-too-far';
  }
  if (total > limits.maxTotalUncompressedBytes) return 'expands-too-far';
  if (entries.some((entry) => MACRO_PART.test(entry.name))) return 'macros';
  return null;
};

const WORD_MAIN_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';
/** Content types of macro projects, macro-enabled documents and templates (.docm, .dotm) and ActiveX. */
const MACRO_CONTENT_TYPE = /macroEnabled|vbaProject|vbaData|activeX/i;

const attributeOf = (element: string, attribute: string): string | null => {
  const match = new RegExp(`\\s${attribute}\\s*=\\s*("([^"]*)"|'([^']*)')`, 'i').exec(element);
  return match ? (match[2] ?? match[3] ?? '') : null;
};

const elementsNamed = (xml: string, tag: string): string[] => xml.match(new RegExp(`<(?:\\w+:)?${tag}\\b[^>]*>`, 'gi')) ?? [];

/**
 * Judges a Word package's own description: [Content_Types].xml must name a wordprocessingml main document
 * that is in the archive, and neither it nor any relationship may bring in macros. A relationship to
 * something outside the file is allowed only for hyperlinks: a remote template or OLE link fetches and runs
 * content when the document is opened.
 */
export const judgeWordPackage = (parts: {
  readonly names: readonly string[];
  readonly contentTypes: string | null;
  readonly relationships: readonly string[];
}): UploadContentReason | null => {
  if (parts.contentTypes === null) return 'not-a-word-document';
  if (MACRO_CONTENT_TYPE.test(parts.contentTypes)) return 'macros';
  for (const rels of parts.relationships) {
    for (const relationship of elementsNamed(rels, 'Relationship')) {
      const type = attributeOf(relationship, 'Type') ?? '';
      if (MACRO_CONTENT_TYPE.test(type)) return 'macros';
      const external = (attributeOf(relationship, 'TargetMode') ?? '').toLowerCase() === 'external';
      if (external && !type.endsWith('/hyperlink')) return 'macros';
    }
  }
  const names = new Set(parts.names);
  const mainParts = elementsNamed(parts.contentTypes, 'Override')
    .filter((override) => attributeOf(override, 'ContentType')?.trim() === WORD_MAIN_CONTENT_TYPE)
    .map((override) => (attributeOf(override, 'PartName') ?? '').replace(/^\//, ''));
  return mainParts.some((part) => names.has(part)) ? null : 'not-a-word-document';
};
