import { useCallback, useRef, useState } from 'react';
import {
  CAREERS_DOCUMENT_MESSAGES,
  careersDocument,
  checkDocumentFile,
  detectFileKind,
  FILE_SNIFF_BYTES,
  documentAcceptsKind,
  type FileKind,
  type CareersDocumentKey,
  type ManobalApi,
} from '@manobal/core';
import { useLocale } from '../../app/locale-context';
import { CAREERS_COPIES } from './careers.copy';

export type UploadState =
  | { readonly status: 'uploading'; readonly percent: number; readonly fileName: string }
  | { readonly status: 'uploaded'; readonly fileName: string }
  | { readonly status: 'failed' };

/** What the file's first bytes say it is; null when they name no accepted kind or cannot be read. */
const contentKindOf = async (file: Blob): Promise<FileKind | null> => {
  try {
    return detectFileKind(new Uint8Array(await file.slice(0, FILE_SNIFF_BYTES).arrayBuffer()));
  } catch {
    return null;
  }
};

export interface UploadCallbacks {
  /** The document's link: the uploaded file's URL, or '' when there is none. */
  setLink(key: CareersDocumentKey, url: string): void;
  setError(key: CareersDocumentKey, message: string | null): void;
  toastError(message: string): void;
}

/**
 * Choosing a file uploads it at once (spec section 4): core checks name, type, size and first bytes, then the file
 * goes through the API port with percent progress. A failure discards the file and resets the input.
 * Each document keeps a generation number, so a late answer for a file replaced or withdrawn meanwhile
 * (a new choice, an unticked licence) is ignored.
 */
export const useDocumentUploads = (api: ManobalApi, callbacks: UploadCallbacks) => {
  const copy = CAREERS_COPIES[useLocale()];
  const [uploads, setUploads] = useState<Partial<Record<CareersDocumentKey, UploadState>>>({});
  const generation = useRef<Partial<Record<CareersDocumentKey, number>>>({});
  const latest = useRef(callbacks);
  latest.current = callbacks;

  const setUpload = (key: CareersDocumentKey, state: UploadState | null) =>
    setUploads((current) => {
      const { [key]: _previous, ...rest } = current;
      return state === null ? rest : { ...rest, [key]: state };
    });

  const choose = useCallback(
    async (key: CareersDocumentKey, file: File, input: HTMLInputElement) => {
      const { label } = careersDocument(key);
      const { setLink, setError, toastError } = latest.current;
      const turn = (generation.current[key] ?? 0) + 1;
      generation.current[key] = turn;
      const current = () => generation.current[key] === turn;

      const checked = checkDocumentFile({ name: file.name, size: file.size, type: file.type }, key);
      if (checked.isErr()) {
        toastError(checked.error.message);
        input.value = '';
        return;
      }
      // Busy from here: a Submit pressed while the first bytes are read waits for this file like any upload.
      setLink(key, '');
      setError(key, null);
      setUpload(key, { status: 'uploading', percent: 0, fileName: file.name });
      // A name can lie (a PDF renamed photo.png). The server would store it, as a PDF is uploadable, and refuse
      // it only at submit, for this document; so a known kind the document does not take is refused now, with
      // the same message. Content of no known kind goes up, and the server's refusal names its own reason.
      const contentKind = await contentKindOf(file);
      if (!current()) return;
      if (contentKind !== null && !documentAcceptsKind(key, contentKind)) {
        const message = CAREERS_DOCUMENT_MESSAGES.wrongType[careersDocument(key).accepts](label);
        latest.current.toastError(message);
        latest.current.setError(key, message);
        setUpload(key, null);
        input.value = '';
        return;
      }
      const result = await api.uploadDocument({ name: file.name, size: file.size, type: file.type, body: file }, (percent) => {
        if (current()) setUpload(key, { status: 'uploading', percent: Math.round(percent), fileName: file.name });
      });
      if (!current()) return;
      if (result.isOk()) {
        latest.current.setLink(key, result.value.data.fileUrl);
        setUpload(key, { status: 'uploaded', fileName: file.name });
        return;
      }
      latest.current.setLink(key, '');
      input.value = '';
      // The server's own words (its msg) when it refused the file; the call's words when it could not be reached.
      const error = result.error;
      const reason = (error.kind === 'http' ? error.serverMsg : undefined) ?? error.message;
      latest.current.toastError(reason ? copy.uploadRefusedToast(label, reason) : CAREERS_DOCUMENT_MESSAGES.uploadFailedToast(label));
      latest.current.setError(key, reason || CAREERS_DOCUMENT_MESSAGES.uploadFailedField);
      setUpload(key, { status: 'failed' });
    },
    [api, copy],
  );

  /** Forgets a document's upload (its licence box was unticked); any answer still on its way is ignored. */
  const discard = useCallback((key: CareersDocumentKey) => {
    generation.current[key] = (generation.current[key] ?? 0) + 1;
    setUpload(key, null);
  }, []);

  const busy = Object.values(uploads).some((u) => u.status === 'uploading');
  return { uploads, choose, discard, busy };
};
