import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import type { Clock } from '../calendar/clock.port';
import { parseInput, type DocumentRefused, type InputInvalid, type StoreUnavailable } from '../application/domain-errors';
import type { IdGenerator } from '../application/id-generator.port';
import { followUpDueAt } from '../application/follow-up';
import { CAREERS_FILES_PATH } from '../api/endpoints';
import { CAREERS_DOCUMENT_MESSAGES, CAREERS_DOCUMENTS, DOCUMENT_ACCEPT_SETS, type CareersDocument, type CareersDocumentLinkField } from '../forms/careers-documents';
import { careersFileIdFromUrl } from '../forms/careers-file-url';
import { careersApplicationSchema, type CareersApplicationPayload } from '../forms/careers.schema';
import type { FieldErrors } from '../forms/field-errors';
import { maskPan } from './identity-masks';
import type { FieldCipher, SubmissionStore, UploadedDocuments } from './submissions.port';
import type { CareerApplication } from './submissions.types';
import type { Submitted } from './submitted';

type LinkCheck =
  | { readonly field: CareersDocumentLinkField; readonly link: string | null }
  | { readonly field: CareersDocumentLinkField; readonly refused: DocumentRefused['kind']; readonly msg: string };

export type ApplyForCareerError = InputInvalid | DocumentRefused | StoreUnavailable;

/**
 * A therapist's application. Every document link must name a file this server received, of a kind that
 * document takes; Aadhaar and PAN are kept only sealed, beside their last four characters.
 */
export const applyForCareer = (deps: {
  readonly applications: SubmissionStore<CareerApplication>;
  readonly uploads: UploadedDocuments;
  readonly cipher: FieldCipher;
  readonly ids: IdGenerator;
  readonly clock: Clock;
}) => {
  const checkLink = (paper: CareersDocument, url: unknown): ResultAsync<LinkCheck, StoreUnavailable> => {
    const field = paper.linkField;
    if (typeof url !== 'string' || url === '') return okAsync({ field, link: null });
    const notUploaded = { field, refused: 'document-not-uploaded', msg: CAREERS_DOCUMENT_MESSAGES.notAnUploadedFile(paper.label) } as const;
    const id = careersFileIdFromUrl(url);
    if (id === null) return okAsync(notUploaded);
    return deps.uploads.find(id).map((upload): LinkCheck => {
      if (!upload) return notUploaded;
      if (upload.kind === null || !DOCUMENT_ACCEPT_SETS[paper.accepts].includes(upload.kind)) {
        return { field, refused: 'document-wrong-type', msg: CAREERS_DOCUMENT_MESSAGES.wrongType[paper.accepts](paper.label) };
      }
      return { field, link: `${CAREERS_FILES_PATH}/${upload.id}` };
    });
  };

  /** Every link is checked, so the visitor sees each refused document at once; the first names the error. */
  const checkLinks = (application: CareersApplicationPayload) =>
    ResultAsync.combine(CAREERS_DOCUMENTS.map((paper) => checkLink(paper, application[paper.linkField]))).andThen(
      (checks): ResultAsync<Record<CareersDocumentLinkField, string | null>, DocumentRefused> => {
        const refused = checks.filter((check) => 'refused' in check);
        const [first] = refused;
        if (first) {
          const fieldErrors: FieldErrors = Object.fromEntries(refused.map((check) => [check.field, check.msg]));
          return errAsync({ kind: first.refused, field: first.field, msg: first.msg, fieldErrors });
        }
        return okAsync(Object.fromEntries(checks.map((check) => [check.field, 'link' in check ? check.link : null])) as Record<CareersDocumentLinkField, string | null>);
      },
    );

  return (input: unknown): ResultAsync<Submitted, ApplyForCareerError> =>
    parseInput(careersApplicationSchema, input).asyncAndThen((application) =>
      checkLinks(application).andThen((documents) => {
        const id = deps.ids.next();
        const receivedAt = deps.clock.now();
        const aadhaar = application.aadhar_number;
        const pan = application.pan_card_number;
        return deps.applications
          .add({
            id,
            fullName: application.full_name,
            age: application.age,
            gender: application.gender,
            experience: application.experience,
            bio: application.bio,
            address: application.address,
            phoneNumber: application.phone_number,
            email: application.email,
            language1: application.language1,
            language2: application.language2,
            aadhaar: { sealed: deps.cipher.encrypt(aadhaar), last4: aadhaar.slice(-4) },
            pan: { sealed: deps.cipher.encrypt(pan), masked: maskPan(pan) },
            education: application.education,
            hasRci: application.has_rci,
            hasIsoCertification: application.has_iso_certification,
            documents,
            receivedAt,
            status: 'waiting',
            markedAt: null,
            dueAt: followUpDueAt(receivedAt),
          })
          .map(() => ({ id }));
      }),
    );
};
