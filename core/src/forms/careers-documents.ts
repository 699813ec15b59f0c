import { err, ok, type Result } from 'neverthrow';
import { LIMITS } from '../catalog/timings';
import { FILE_KINDS, fileKindFromMimeType, fileKindFromName, type FileKind } from './file-kind';
import { DOCUMENT_REBUILD_POLICY, type UploadContentReason } from './document-rebuild.policy';

/** Which files a document takes; each set has its own toast (spec section 8). */
export type DocumentAcceptSet = 'images' | 'pdf' | 'images-or-pdf';

export const DOCUMENT_ACCEPT_SETS: Record<DocumentAcceptSet, readonly FileKind[]> = {
  images: ['jpeg', 'png'],
  pdf: ['pdf'],
  'images-or-pdf': ['jpeg', 'png', 'pdf'],
};

export const CAREERS_DOCUMENT_MESSAGES = {
  wrongType: {
    images: (label: string): string => `Please upload only JPG, JPEG or PNG files (up to 10MB) for ${label}`,
    pdf: (label: string): string => `Please upload only PDF files (up to 10MB) for ${label}`,
    'images-or-pdf': (label: string): string => `Please upload only JPG, JPEG, PNG or PDF files (up to 10MB) for ${label}`,
  },
  tooLarge: (label: string): string => `${label} size should not exceed 10MB`,
  empty: (label: string): string => `The file chosen for ${label} is empty`,
  uploadFailedToast: (label: string): string => `Failed to upload ${label}. Please try again.`,
  uploadFailedField: 'Upload failed. Please try again.',
  required: (label: string): string => `${label} is required`,
  notAnUploadedFile: (label: string): string => `${label} must be a file uploaded with this form`,
  /** Refused (429) when one address has sent more than the hourly byte limit. */
  tooMuchThisHour: 'Many files have been sent from your connection in the last hour. Please try again in an hour.',
  /** Why the server refused a file whose type was right but which could not be rebuilt (415). */
  contentRefused: {
    encrypted: 'This PDF needs a password to open. Please save it again without the password and try again.',
    'too-many-pages': `This PDF has more than ${DOCUMENT_REBUILD_POLICY.maxPdfPages} pages. Please upload only the pages that show the document.`,
    'too-many-pixels': `This image is larger than a photo needs to be. Please upload a smaller copy (under ${DOCUMENT_REBUILD_POLICY.maxImagePixels / 1_000_000} megapixels).`,
    unreadable: 'This file could not be read; it may be damaged. Please save it again as a PDF or image and try again.',
    } satisfies Record<UploadContentReason, string>,
} as const satisfies { wrongType: Record<DocumentAcceptSet, (label: string) => string> } & Record<string, unknown>;

/**
 * The careers form's documents, as data (spec sections 3, 5 and 8). `key` is the web form's state
 * name; `linkField` the wire field that carries the uploaded file's URL. Types follow the spec's
 * second reading (certification, RCI and ISO as PDF only): every accepted kind can be rebuilt from its
 * pixels, which a Word document cannot.
 */
export const CAREERS_DOCUMENTS = [
  { key: 'photograph', label: 'Photograph', linkField: 'photograph_link', accepts: 'images', required: true },
  { key: 'aadharDocumentFront', label: 'Aadhar Document (Front)', linkField: 'aadhar_document_link', accepts: 'images-or-pdf', required: true },
  { key: 'aadharDocumentBack', label: 'Aadhar Document (Back)', linkField: 'aadhar_back_document_link', accepts: 'images-or-pdf', required: true },
  { key: 'panCardDocument', label: 'PAN Card Document', linkField: 'pan_card_document_link', accepts: 'images-or-pdf', required: true },
  { key: 'certification', label: 'Certification', linkField: 'certification_document_link', accepts: 'pdf', required: true },
  { key: 'rci', label: 'RCI License', linkField: 'rci_document_link', accepts: 'pdf', required: false },
  { key: 'iso', label: 'ISO Certification', linkField: 'iso_certification_document_link', accepts: 'pdf', required: false },
] as const satisfies readonly {
  key: string;
  label: string;
  linkField: string;
  accepts: DocumentAcceptSet;
  required: boolean;
}[];

export type CareersDocument = (typeof CAREERS_DOCUMENTS)[number];
export type CareersDocumentKey = CareersDocument['key'];
export type CareersDocumentLinkField = CareersDocument['linkField'];

export const careersDocument = (key: CareersDocumentKey): CareersDocument => CAREERS_DOCUMENTS.find((d) => d.key === key)!;

export const documentAcceptsKind = (key: CareersDocumentKey, kind: FileKind): boolean =>
  DOCUMENT_ACCEPT_SETS[careersDocument(key).accepts].includes(kind);

/** Every kind any careers document accepts: what the upload endpoint lets in. */
export const UPLOADABLE_FILE_KINDS: readonly FileKind[] = [...new Set(CAREERS_DOCUMENTS.flatMap((d) => DOCUMENT_ACCEPT_SETS[d.accepts]))];

/** The file input's `accept` attribute for a document, e.g. '.jpg,.jpeg,.png'. */
export const acceptAttributeFor = (key: CareersDocumentKey): string =>
  DOCUMENT_ACCEPT_SETS[careersDocument(key).accepts]
    .flatMap((kind) => FILE_KINDS[kind].extensions.map((extension) => `.${extension}`))
    .join(',');

export interface CandidateFile {
  readonly name: string;
  readonly size: number;
  /** The MIME type the platform reports; may be empty. */
  readonly type: string;
}

export interface DocumentFileRejection {
  readonly kind: 'file-rejected';
  readonly reason: 'type' | 'size' | 'empty';
  /** The toast text of spec section 8. */
  readonly message: string;
}

/**
 * Whether a chosen file may be uploaded for a document, before any byte is sent: the name's
 * extension must be one the document takes, a reported MIME type must not name another kind, and the
 * size must be at most LIMITS.uploadMaxBytes. The server checks the content again.
 */
export const checkDocumentFile = (file: CandidateFile, key: CareersDocumentKey): Result<{ readonly kind: FileKind }, DocumentFileRejection> => {
  const wanted = careersDocument(key);
  const allowed = DOCUMENT_ACCEPT_SETS[wanted.accepts];
  const kind = fileKindFromName(file.name);
  // Platforms report odd or empty types; only a type naming a different known kind contradicts the name.
  const reportedKind = fileKindFromMimeType(file.type);
  if (kind === null || !allowed.includes(kind) || (reportedKind !== null && reportedKind !== kind)) {
    return err({ kind: 'file-rejected', reason: 'type', message: CAREERS_DOCUMENT_MESSAGES.wrongType[wanted.accepts](wanted.label) });
  }
  if (file.size > LIMITS.uploadMaxBytes) {
    return err({ kind: 'file-rejected', reason: 'size', message: CAREERS_DOCUMENT_MESSAGES.tooLarge(wanted.label) });
  }
  if (file.size <= 0) {
    return err({ kind: 'file-rejected', reason: 'empty', message: CAREERS_DOCUMENT_MESSAGES.empty(wanted.label) });
  }
  return ok({ kind });
};
