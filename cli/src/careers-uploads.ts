import { open, stat } from 'node:fs/promises';
import { basename, resolve } from 'node:path';
import {
  CAREERS_DOCUMENTS,
  FILE_KINDS,
  careersDocument,
  checkDocumentFile,
  detectFileKind,
  type CareersDocument,
  type ApiError,
  type CareersDocumentKey,
  type FieldErrors,
  type ManobalApi,
  type UploadableFile,
} from '@manobal/core';
import { CLI_MESSAGES } from './cli.messages';
import { usageError } from './exit-error';
import type { DiskFileBody } from './node-upload-transport';
import type { Output } from './output';

export const CAREERS_DOCUMENT_KEYS: readonly CareersDocumentKey[] = CAREERS_DOCUMENTS.map((d) => d.key);

const isDocumentKey = (key: string): key is CareersDocumentKey => (CAREERS_DOCUMENT_KEYS as readonly string[]).includes(key);

/** `--upload photograph=./me.jpg` entries, by document key; the last one for a key wins. */
export const parseUploadOptions = (entries: readonly string[]): Map<CareersDocumentKey, string> => {
  const uploads = new Map<CareersDocumentKey, string>();
  for (const entry of entries) {
    const at = entry.indexOf('=');
    const key = at > 0 ? entry.slice(0, at) : '';
    const path = at > 0 ? entry.slice(at + 1) : '';
    if (key === '' || path === '') throw usageError(CLI_MESSAGES.uploadFormat);
    if (!isDocumentKey(key)) throw usageError(CLI_MESSAGES.unknownDocument(key, CAREERS_DOCUMENT_KEYS));
    uploads.set(key, path);
  }
  return uploads;
};

/** Enough of the file's start for detectFileKind to recognise a Word document's first zip entries. */
const HEAD_BYTES = 64 * 1024;

const readHead = async (path: string): Promise<Uint8Array> => {
  const handle = await open(path, 'r');
  try {
    const buffer = new Uint8Array(HEAD_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, HEAD_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
};

export interface InspectedDocument {
  readonly document: CareersDocument;
  readonly file: UploadableFile;
}

/**
 * A document file ready to upload, or core's rejection message. The type reported is what the content
 * is (by its magic bytes), so a PNG renamed .pdf is refused here with the same toast the website shows.
 */
export const inspectDocument = async (
  key: CareersDocumentKey,
  path: string,
  cwd: string,
): Promise<{ ok: true; value: InspectedDocument } | { ok: false; message: string }> => {
  const document = careersDocument(key);
  const absolute = resolve(cwd, path);
  let size: number;
  let head: Uint8Array;
  try {
    const info = await stat(absolute);
    if (!info.isFile()) return { ok: false, message: CLI_MESSAGES.fileNotFound(path) };
    size = info.size;
    head = size > 0 ? await readHead(absolute) : new Uint8Array();
  } catch {
    return { ok: false, message: CLI_MESSAGES.fileNotFound(path) };
  }
  const contentKind = detectFileKind(head);
  const type = contentKind ? (FILE_KINDS[contentKind].mimeTypes[0] ?? '') : '';
  const name = basename(absolute);
  const body: DiskFileBody = { path: absolute };
  return checkDocumentFile({ name, size, type }, key).match(
    () => ({ ok: true as const, value: { document, file: { name, size, type, body } } }),
    (rejection) => ({ ok: false as const, message: rejection.message }),
  );
};

/** Checks every chosen file; problems come back keyed by the document's link field, like form errors. */
export const inspectDocuments = async (
  uploads: ReadonlyMap<CareersDocumentKey, string>,
  cwd: string,
): Promise<{ files: InspectedDocument[]; errors: FieldErrors }> => {
  const files: InspectedDocument[] = [];
  const errors: FieldErrors = {};
  for (const [key, path] of uploads) {
    const inspected = await inspectDocument(key, path, cwd);
    if (inspected.ok) files.push(inspected.value);
    else errors[careersDocument(key).linkField] = inspected.message;
  }
  return { files, errors };
};

export interface UploadOutcome {
  /** Link field -> file URL, for every document the server kept (all of them when nothing failed). */
  readonly links: Record<string, string>;
  /** The document the server refused or could not take, and why; the ones after it were not tried. */
  readonly failed?: { readonly document: CareersDocument; readonly error: ApiError };
}

/** Uploads each document in turn (a progress bar on a terminal), stopping at the first failure. */
export const uploadDocuments = async (api: ManobalApi, files: readonly InspectedDocument[], output: Output): Promise<UploadOutcome> => {
  const links: Record<string, string> = {};
  for (const { document, file } of files) {
    const bar = output.progress(CLI_MESSAGES.uploading(document.label));
    const answer = await api.uploadDocument(file, (percent) => bar.update(percent));
    bar.done(answer.isOk());
    if (answer.isErr()) return { links, failed: { document, error: answer.error } };
    links[document.linkField] = answer.value.data.fileUrl;
  }
  return { links };
};
