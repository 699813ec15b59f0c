/**
 * Uploaded documents are rebuilt, never scanned: what staff open is a new file drawn from the upload's pixels
 * (a PDF rendered page by page and put together again from the page images; an image decoded and encoded
 * again), so scripts, actions, attachments, metadata and remote references have nowhere to live. A pattern
 * scanner has to know every trick in advance; a rebuild does not. Before the rebuild, cheap facts refuse what
 * could not or should not be rendered.
 */

/** Why an upload whose first bytes named an accepted kind was still refused. */
export type UploadContentReason = 'encrypted' | 'too-many-pages' | 'too-many-pixels' | 'unreadable';

export const UPLOAD_CONTENT_REASONS = ['encrypted', 'too-many-pages', 'too-many-pixels', 'unreadable'] as const satisfies readonly UploadContentReason[];

const MIB = 1024 * 1024;

export const DOCUMENT_REBUILD_POLICY = {
  /** A CV, certificate or licence is a few pages; a long file is refused before any page is drawn. */
  maxPdfPages: 20,
  /**
   * Each page is drawn to fit this many pixels on its longer side: about 150 dpi for A4, enough to read a
   * registration number, and bounded whatever page size the file declares.
   */
  pageLongSidePixels: 1754,
  jpegQuality: 85,
  /** A photo larger than this (width × height) is refused before it is decoded in full. */
  maxImagePixels: 40_000_000,
  /** The renderer is a separate program killed past these, whatever the file asks of it. */
  renderTimeLimitMs: 60_000,
  renderMemoryLimitBytes: 1024 * MIB,
  /** Rebuilds at once in one server process; more wait their turn (rendering is CPU work). */
  concurrentRebuilds: 2,
} as const;

/** What the renderer reports of a PDF before drawing it. */
export interface PdfFacts {
  readonly pages: number;
  /** Opening it needs a password (a file only restricted from copying or printing opens without one). */
  readonly needsPassword: boolean;
}

/** Whether a PDF may be drawn and rebuilt, from its facts alone. */
export const judgePdfFacts = (facts: PdfFacts): UploadContentReason | null => {
  if (facts.needsPassword) return 'encrypted';
  if (!Number.isInteger(facts.pages) || facts.pages < 1) return 'unreadable';
  if (facts.pages > DOCUMENT_REBUILD_POLICY.maxPdfPages) return 'too-many-pages';
  return null;
};

/** Whether an image of this size may be decoded and encoded again. */
export const judgeImageSize = (size: { readonly width: number; readonly height: number }): UploadContentReason | null => {
  if (!(size.width >= 1 && size.height >= 1)) return 'unreadable';
  return size.width * size.height > DOCUMENT_REBUILD_POLICY.maxImagePixels ? 'too-many-pixels' : null;
};

export const UPLOAD_RETENTION_POLICY = {
  /** An upload that no application (or therapist profile) names within this time is deleted. */
  unlinkedUploadTtlMs: 24 * 60 * 60 * 1000,
  /**
   * Bytes one address may upload in an hour, besides the count limit: about three applications of seven
   * documents at the 10 MB maximum (a typical one is a few MB), far below what fills a disk.
   */
  bytesPerAddressPerHour: 200 * MIB,
} as const;
