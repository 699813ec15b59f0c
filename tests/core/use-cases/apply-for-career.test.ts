import { describe, expect, it } from 'vitest';
import {
  applyForCareer,
  CAREERS_DOCUMENT_MESSAGES,
  CAREERS_DOCUMENTS,
  CAREERS_FILES_PATH,
  careersFileIdFromUrl,
  DOCUMENT_ACCEPT_SETS,
  type CareerApplication,
} from '@manobal/core';
import { A_VALID_PAN, aValidAadhaar, aValidCareersApplication, anUploadedFileUrl } from '../../../fixtures/forms';
import { createInMemorySubmissionStore, createInMemoryUploadedDocuments } from '../../../fixtures/in-memory/in-memory-submission-stores';
import { aMovableClock, aStandInCipher, sequentialIds } from '../../../fixtures/in-memory/in-memory-services';

const arrange = () => {
  const applications = createInMemorySubmissionStore<CareerApplication>();
  const uploads = createInMemoryUploadedDocuments();
  const cipher = aStandInCipher();
  const apply = applyForCareer({ applications, uploads, cipher, ids: sequentialIds('application'), clock: aMovableClock('2025-03-10T04:30:00.000Z') });
  /** Every document the application links to, received as the first kind that document takes. */
  const uploadEverything = (application: Record<string, unknown>) => {
    for (const document of CAREERS_DOCUMENTS) {
      const url = application[document.linkField];
      const id = typeof url === 'string' ? careersFileIdFromUrl(url) : null;
      if (id !== null) uploads.received({ id, kind: DOCUMENT_ACCEPT_SETS[document.accepts][0]! });
    }
  };
  return { applications, uploads, cipher, apply, uploadEverything };
};

describe('apply for a career', () => {
  it('Aadhaar is stored only encrypted, with its last four; PAN only encrypted and masked', async () => {
    const { applications, cipher, apply, uploadEverything } = arrange();
    const aadhaar = aValidAadhaar();
    const application = aValidCareersApplication({ aadhar_number: aadhaar });
    uploadEverything(application);
    expect((await apply(application))._unsafeUnwrap()).toEqual({ id: 'application-1' });

    const [stored] = applications.items;
    expect(JSON.stringify(stored)).not.toContain(aadhaar);
    expect(JSON.stringify(stored)).not.toContain(A_VALID_PAN);
    expect(stored?.aadhaar.last4).toBe(aadhaar.slice(-4));
    expect(cipher.decrypt(stored?.aadhaar.sealed ?? '')).toBe(aadhaar);
    expect(stored?.pan.masked).toBe(`XXXXXX${A_VALID_PAN.slice(-4)}`);
    expect(cipher.decrypt(stored?.pan.sealed ?? '')).toBe(A_VALID_PAN);
    expect(stored).toMatchObject({ hasRci: false, hasIsoCertification: false, documents: { rci_document_link: null, iso_certification_document_link: null } });
  });

  it("an application linking a file that was never uploaded is refused with that field's message", async () => {
    const { applications, apply, uploadEverything } = arrange();
    const application = aValidCareersApplication();
    uploadEverything(application);
    const result = await apply({ ...application, photograph_link: anUploadedFileUrl('never-uploaded.jpg') });
    const message = CAREERS_DOCUMENT_MESSAGES.notAnUploadedFile('Photograph');
    expect(result._unsafeUnwrapErr()).toEqual({ kind: 'document-not-uploaded', field: 'photograph_link', msg: message, fieldErrors: { photograph_link: message } });
    expect(applications.items).toEqual([]);
  });

  it('refuses an upload of a kind the document does not take, naming every refused link', async () => {
    const { apply, uploads, uploadEverything } = arrange();
    uploadEverything(aValidCareersApplication());
    uploads.received({ id: 'a-photo', kind: 'png' });
    const application = aValidCareersApplication({
      certification_document_link: anUploadedFileUrl('a-photo'),
      aadhar_back_document_link: anUploadedFileUrl('never-uploaded'),
    });
    const error = (await apply(application))._unsafeUnwrapErr();
    expect(error).toMatchObject({
      kind: 'document-not-uploaded',
      field: 'aadhar_back_document_link',
      fieldErrors: {
        aadhar_back_document_link: CAREERS_DOCUMENT_MESSAGES.notAnUploadedFile('Aadhar Document (Back)'),
        certification_document_link: CAREERS_DOCUMENT_MESSAGES.wrongType.pdf('Certification'),
      },
    });
  });

  it('stores links in the form this server issues them, whatever origin the client put before them', async () => {
    const { applications, apply, uploadEverything } = arrange();
    const application = aValidCareersApplication({ photograph_link: `https://manobal.example${CAREERS_FILES_PATH}/photo-0001.jpg` });
    uploadEverything(application);
    await apply(application);
    expect(applications.items[0]?.documents.photograph_link).toBe(`${CAREERS_FILES_PATH}/photo-0001.jpg`);
  });
});
