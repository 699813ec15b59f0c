import { request as httpRequest } from 'node:http';
import { readdir, readFile, readlink } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CALL_MESSAGES,
  CAREERS_DOCUMENT_MESSAGES,
  CAREERS_FILES_PATH,
  CAREERS_MESSAGES,
  ENDPOINTS,
  envelopeSchema,
  LIMITS,
  formMessageText,
} from '@manobal/core';
import { A_VALID_PAN, aValidAadhaar, aValidCareersApplication, fixtureFile, type SampleFileName } from '../../fixtures/forms';
import { buildPdf } from '../../fixtures/files/upload-samples';
import { createFieldCipher } from '../../server/src/privacy/field-cipher';
import { resolveSecrets } from '../../server/src/auth/app-secrets';
import { SERVER_MESSAGES } from '../../server/src/http/server.messages';
import { UPLOAD_LIMITS } from '../../server/src/routes/careers.routes';
import { createTestDatabase, describeEachEngine, type TestDatabase } from './support/test-databases';
import { startTestServer, TEST_STAFF_TOKEN, type TestServer } from './support/test-server';

const UPLOAD = ENDPOINTS.careersUpload.path;
const APPLY = ENDPOINTS.careersApply.path;
const BOUNDARY = 'manobal-test-boundary';
const partHead = (name: string, boundary = BOUNDARY) =>
  Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n`);

/** Waits (bounded) until a condition on the upload folder holds. */
const eventually = async (check: () => Promise<boolean>, attempts = 100): Promise<boolean> => {
  for (let i = 0; i < attempts; i += 1) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return check();
};

describeEachEngine('careers', (engine) => {
  let db: TestDatabase;
  let server: TestServer;
  const uploadsDir = () => server.config.uploadDir;
  const uploadedNames = async () => (await readdir(uploadsDir())).sort();

  const upload = async (name: SampleFileName, fileName: string = name) => {
    const form = new FormData();
    form.append('file', new Blob([await readFile(fixtureFile(name))]), fileName);
    return server.postRaw(UPLOAD, form);
  };
  const uploadedUrl = async (name: SampleFileName) => {
    const response = await upload(name);
    expect(response.status, response.text).toBe(201);
    return response.json.data.file_url as string;
  };

  beforeAll(async () => {
    db = await createTestDatabase(engine);
    server = await startTestServer(db);
  });
  afterAll(async () => {
    await server?.close();
    await db?.drop();
  });

  describe('upload', () => {
    it.each([
      ['sample.png', '\x89PNG'],
      ['sample.jpg', '\xff\xd8\xff'],
      ['sample.pdf', '%PDF-'],
    ] as const)('stores %s rebuilt, never the bytes sent, and a token without a fresh sign-in cannot download it', async (name, signature) => {
      const response = await upload(name);
      expect(response.status).toBe(201);
      expect(response.json).toMatchObject({ success: true, msg: CALL_MESSAGES.careersUpload.success });
      const url: string = response.json.data.file_url;
      expect(url.startsWith(`${CAREERS_FILES_PATH}/`)).toBe(true);
      const kept = await readFile(join(uploadsDir(), url.slice(`${CAREERS_FILES_PATH}/`.length)));
      expect(kept.subarray(0, signature.length).toString('latin1')).toBe(signature);
      expect(kept.equals(await readFile(fixtureFile(name)))).toBe(false);
      // An applicant's papers open only in a console session signed in within five minutes (step-up).
      const download = await fetch(`${server.baseUrl}${url}`, { headers: { authorization: `Bearer ${TEST_STAFF_TOKEN}` } });
      expect(download.status).toBe(403);
      expect(((await download.json()) as { kind?: string }).kind).toBe('step-up-required');
    });

    it('refuses a Word document: certificates are taken as PDF only', async () => {
      const before = await uploadedNames();
      const response = await upload('sample.docx');
      expect(response.status).toBe(415);
      expect(await uploadedNames()).toEqual(before);
    });

    it('judges a file by its content: an executable named .pdf is refused with 415 and not kept', async () => {
      const before = await uploadedNames();
      const response = await upload('fake.pdf');
      expect(response.status).toBe(415);
      expect(response.json.success).toBe(false);
      expect(await uploadedNames()).toEqual(before);
    });

    it('accepts a real PNG whatever name it is given', async () => {
      const response = await upload('sample.png', 'photo.pdf');
      expect(response.status).toBe(201);
    });

    it('refuses an announced oversize upload with 413 before reading it', async () => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(LIMITS.uploadMaxBytes + 200 * 1024)]), 'big.pdf');
      const response = await server.postRaw(UPLOAD, form);
      expect(response.status).toBe(413);
      expect(response.json.msg).toBe(CAREERS_DOCUMENT_MESSAGES.tooLarge('File'));
    });

    it('stops a streamed upload past 10 MB with 413 and removes the partial file', async () => {
      const before = await uploadedNames();
      const total = 16 * 1024 * 1024;
      const chunk = new Uint8Array(64 * 1024).fill(0x41);
      let sent = 0;
      const body = new ReadableStream<Uint8Array>({
        start: (controller) => controller.enqueue(partHead('huge.pdf')),
        pull: (controller) => {
          if (sent >= total) {
            controller.enqueue(Buffer.from(`\r\n--${BOUNDARY}--\r\n`));
            controller.close();
            return;
          }
          sent += chunk.length;
          controller.enqueue(chunk);
        },
      });
      const response = await fetch(`${server.baseUrl}${UPLOAD}`, {
        method: 'POST',
        body,
        duplex: 'half',
        headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      } as RequestInit);
      expect(response.status).toBe(413);
      expect((await response.json()).msg).toBe(CAREERS_DOCUMENT_MESSAGES.tooLarge('File'));
      expect(await eventually(async () => (await uploadedNames()).join() === before.join())).toBe(true);
    });

    it('removes the partial file when the client gives up mid-upload', async () => {
      const before = await uploadedNames();
      const url = new URL(`${server.baseUrl}${UPLOAD}`);
      const request = httpRequest({
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, 'transfer-encoding': 'chunked' },
      });
      request.on('error', () => undefined);
      request.write(partHead('half.pdf'));
      request.write(new Uint8Array(256 * 1024));
      const pendingSeen = await eventually(async () => (await uploadedNames()).some((name) => name.endsWith('.part')));
      expect(pendingSeen).toBe(true);
      request.destroy();
      expect(await eventually(async () => (await uploadedNames()).join() === before.join())).toBe(true);
    });

    it('asks for a file when the form has none', async () => {
      const form = new FormData();
      form.append('note', 'no file here');
      const response = await server.postRaw(UPLOAD, form);
      expect(response.status).toBe(400);
      expect(response.json.errors.file).toBeTruthy();
    });

    describe('answers any number and order of text fields around the file at once, and leaves no pending file', () => {
      const fieldPart = (name: string) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\nsome text\r\n`;
      // A real one-page PDF in plain ASCII, so that it can be rebuilt and the part can be written as text.
      const onePagePdf = buildPdf(
        ['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [3 0 R] /Count 1 >>', '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>'],
        '%PDF-1.4\n',
      ).toString('latin1');
      const filePart = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n${onePagePdf}\r\n`;
      const form = (before: number, after: number, files = 1) =>
        Array.from({ length: before }, (_, i) => fieldPart(`before${i}`)).join('') +
        filePart.repeat(files) +
        Array.from({ length: after }, (_, i) => fieldPart(`after${i}`)).join('') +
        `--${BOUNDARY}--\r\n`;
      /** Descriptors of this process (the server runs in it) open on files in the upload folder. */
      const openUploadHandles = async () => {
        const links = await Promise.all((await readdir('/proc/self/fd')).map((fd) => readlink(`/proc/self/fd/${fd}`).catch(() => '')));
        return links.filter((link) => link.startsWith(uploadsDir())).length;
      };
      const noPendingFiles = async () => !(await uploadedNames()).some((name) => name.endsWith('.part'));

      it.each([
        [0, 0, 1, 201],
        [3, 0, 1, 201],
        [UPLOAD_LIMITS.fields, 0, 1, 201],
        [2, 2, 1, 201],
        [0, UPLOAD_LIMITS.fields, 1, 201],
        [UPLOAD_LIMITS.fields + 1, 0, 1, 413],
        [UPLOAD_LIMITS.fields + 2, 0, 1, 413],
        [40, 0, 1, 413],
        [3, 2, 1, 413],
        [0, UPLOAD_LIMITS.fields + 1, 1, 413],
        [0, 0, 2, 413],
        [1, 1, 3, 413],
      ])('%i fields before and %i after %i file(s): %i', async (before, after, files, status) => {
        const response = await server.postRaw(UPLOAD, form(before, after, files), { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` });
        expect(response.status, response.text).toBe(status);
        expect(envelopeSchema.parse(response.json).success).toBe(status === 201);
        if (status === 413) expect(response.json.msg).toBe(SERVER_MESSAGES.oneFileOnly);
        expect(await eventually(noPendingFiles)).toBe(true);
        if (process.platform === 'linux') expect(await eventually(async () => (await openUploadHandles()) === 0)).toBe(true);
      });
    });

    describe('refuses an unreadable multipart request with 400 and a plain message', () => {
      const unreadable = { success: false, kind: 'invalid-request', msg: SERVER_MESSAGES.multipartUnreadable };
      const longBoundary = 'b'.repeat(300);
      const wholeUpload = (boundary: string) => Buffer.concat([partHead('cv.pdf', boundary), Buffer.from(`\r\n--${boundary}--\r\n`)]);

      it('when the content type has no boundary', async () => {
        const response = await server.postRaw(UPLOAD, wholeUpload(BOUNDARY).toString('latin1'), { 'content-type': 'multipart/form-data' });
        expect(response.status).toBe(400);
        expect(response.json).toEqual(unreadable);
        expect(response.json.msg).toBe('The upload could not be read. Send the document as multipart/form-data with one field named "file".');
      });

      it('when the boundary is absurdly long (300 characters)', async () => {
        const response = await server.postRaw(UPLOAD, wholeUpload(longBoundary).toString('latin1'), {
          'content-type': `multipart/form-data; boundary=${longBoundary}`,
        });
        expect(response.status).toBe(400);
        expect(response.json).toEqual(unreadable);
      });

      it.each([
        ['cut short inside the file', partHead('cut.pdf').toString('latin1'), SERVER_MESSAGES.multipartUnreadable],
        // busboy finds no part at all in these, so the answer is the one for a form without a file.
        ['cut short inside the part headers', `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filena`, SERVER_MESSAGES.noFile],
        ['garbage part headers', `--${BOUNDARY}\r\n${'\x00\x01garbage'.repeat(20)}\r\n\r\n%PDF-1.7\n\r\n--${BOUNDARY}--\r\n`, SERVER_MESSAGES.noFile],
      ])('when the body is %s, and keeps no partial file', async (_label, body, message) => {
        const before = await uploadedNames();
        const response = await server.postRaw(UPLOAD, body, { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` });
        expect(response.status).toBe(400);
        expect(envelopeSchema.parse(response.json).msg).toBe(message);
        const settled = await eventually(async () => (await uploadedNames()).join() === before.join());
        expect(settled, `${before.join()} -> ${(await uploadedNames()).join()}`).toBe(true);
      });
    });

    it('refuses a JSON body with 415', async () => {
      const response = await server.post(UPLOAD, { file: 'abc' });
      expect(response.status).toBe(415);
    });

    it('keeps documents from anyone without the staff token', async () => {
      const url = await uploadedUrl('sample.pdf');
      expect((await server.get(url)).status).toBe(401);
      expect((await server.get(url, { authorization: 'Bearer wrong-token-wrong-token' })).status).toBe(401);
    });
  });

  describe('apply', () => {
    const uploadAll = async () => ({
      photograph_link: await uploadedUrl('sample.jpg'),
      aadhar_document_link: await uploadedUrl('sample.pdf'),
      aadhar_back_document_link: await uploadedUrl('sample.png'),
      pan_card_document_link: await uploadedUrl('sample.pdf'),
      certification_document_link: await uploadedUrl('sample.pdf'),
    });

    it('stores an application with identity numbers encrypted and shows them to staff only masked', async () => {
      const links = await uploadAll();
      const rci = await uploadedUrl('sample.pdf');
      const aadhaar = aValidAadhaar();
      const response = await server.post(APPLY, aValidCareersApplication({ ...links, has_rci: true, rci_document_link: rci, full_name: 'Masked Applicant' }));
      expect(response.status, response.text).toBe(201);
      expect(response.json.msg).toBe(CALL_MESSAGES.careersApply.success);

      const listed = await server.staffGet('/api/v1/staff/applications');
      expect(listed.text).not.toContain(aadhaar);
      expect(listed.text).not.toContain(A_VALID_PAN);
      const stored = listed.json.data.items.find((item: { id: string }) => item.id === response.json.data.id);
      expect(stored).toMatchObject({
        full_name: 'Masked Applicant',
        aadhar_number: `XXXX-XXXX-${aadhaar.slice(-4)}`,
        pan_card_number: `XXXXXX${A_VALID_PAN.slice(-4)}`,
        has_rci: true,
        rci_document_link: rci,
        ...links,
      });
      expect(stored).not.toHaveProperty('aadhaar_encrypted');

      const rows = await server.store.careerApplications.list({ page: 1, limit: 100 });
      const row = rows.items.find((item) => item.id === response.json.data.id);
      expect(row?.aadhaar.sealed).not.toContain(aadhaar);
      const cipher = createFieldCipher((await resolveSecrets(server.config)).dataKey);
      expect(cipher.decrypt(row?.aadhaar.sealed ?? '')).toBe(aadhaar);
    });

    it('stores and shows staff the languages as ids, and refuses a language name where an id belongs', async () => {
      const links = await uploadAll();
      const named = await server.post(APPLY, aValidCareersApplication({ ...links, language1: 'Tamil', language2: 'NA' }));
      expect(named.status).toBe(400);
      expect(named.json.errors).toEqual({ language1: formMessageText('en', CAREERS_MESSAGES.languageInvalid) });

      const response = await server.post(APPLY, aValidCareersApplication({ ...links, language1: 'tamil', language2: 'NA' }));
      expect(response.status, response.text).toBe(201);
      const listed = await server.staffGet('/api/v1/staff/applications');
      const stored = listed.json.data.items.find((item: { id: string }) => item.id === response.json.data.id);
      expect(stored).toMatchObject({ language1: 'tamil', language2: 'NA' });
    });

    it('refuses a link to a file this server never issued', async () => {
      const links = await uploadAll();
      const response = await server.post(
        APPLY,
        aValidCareersApplication({ ...links, photograph_link: `${CAREERS_FILES_PATH}/00000000-0000-4000-8000-000000000000` }),
      );
      expect(response.status).toBe(400);
      expect(response.json.errors.photograph_link).toBe(CAREERS_DOCUMENT_MESSAGES.notAnUploadedFile('Photograph'));
    });

    it('refuses a document of a kind that document does not take', async () => {
      const links = await uploadAll();
      const response = await server.post(APPLY, aValidCareersApplication({ ...links, certification_document_link: await uploadedUrl('sample.png') }));
      expect(response.status).toBe(400);
      expect(response.json.msg).toBe(CAREERS_DOCUMENT_MESSAGES.wrongType.pdf('Certification'));
    });

    it('requires the RCI document exactly when RCI is ticked', async () => {
      const links = await uploadAll();
      const response = await server.post(APPLY, aValidCareersApplication({ ...links, has_rci: true }));
      expect(response.status).toBe(400);
      expect(response.json.errors.rci_document_link).toBe(formMessageText('en', CAREERS_MESSAGES.rciDocumentRequired));
    });

    it.each([
      ['full_name', { full_name: 'Al' }, formMessageText('en', CAREERS_MESSAGES.nameTooShort)],
      ['age', { age: 17 }, formMessageText('en', CAREERS_MESSAGES.ageTooLow)],
      ['age', { age: 101 }, formMessageText('en', CAREERS_MESSAGES.ageInvalid)],
      ['phone_number', { phone_number: '12345' }, formMessageText('en', CAREERS_MESSAGES.phoneInvalid)],
      ['email', { email: 'asha@' }, formMessageText('en', CAREERS_MESSAGES.emailInvalid)],
      ['pan_card_number', { pan_card_number: 'ABCDE1234' }, formMessageText('en', CAREERS_MESSAGES.panInvalid)],
      ['aadhar_number', { aadhar_number: '1234' }, formMessageText('en', CAREERS_MESSAGES.aadharInvalid)],
      ['bio', { bio: '' }, formMessageText('en', CAREERS_MESSAGES.bioRequired)],
      ['address', { address: '' }, formMessageText('en', CAREERS_MESSAGES.locationRequired)],
      ['language1', { language1: '' }, formMessageText('en', CAREERS_MESSAGES.languageRequired)],
      ['education', { education: '' }, formMessageText('en', CAREERS_MESSAGES.educationRequired)],
      ['iso_certification_document_link', { has_iso_certification: true }, formMessageText('en', CAREERS_MESSAGES.isoDocumentRequired)],
    ])('refuses a bad %s with its message (%j)', async (field, override, message) => {
      const response = await server.post(APPLY, aValidCareersApplication(override as never));
      expect(response.status).toBe(400);
      expect(response.json.errors[field]).toBe(message);
    });

    // Each case also spells its message out, so a reworded core message fails here as well as on the website.
    it.each([
      ['gender', { gender: 'robot' }, formMessageText('en', CAREERS_MESSAGES.genderRequired), 'Please select a gender'],
      ['gender', { gender: '' }, formMessageText('en', CAREERS_MESSAGES.genderRequired), 'Please select a gender'],
      ['experience', { experience: '' }, formMessageText('en', CAREERS_MESSAGES.experienceRequired), 'Experience is required'],
      ['experience', { experience: 'ten' }, formMessageText('en', CAREERS_MESSAGES.experienceInvalid), 'Please enter experience as whole years (0 to 80)'],
      ['experience', { experience: 81 }, formMessageText('en', CAREERS_MESSAGES.experienceInvalid), 'Please enter experience as whole years (0 to 80)'],
      ['experience', { experience: -1 }, formMessageText('en', CAREERS_MESSAGES.experienceInvalid), 'Please enter experience as whole years (0 to 80)'],
      ['language2', { language2: 'Klingon' }, formMessageText('en', CAREERS_MESSAGES.languageInvalid), 'Please choose a language from the list'],
      ['language2', { language1: 'marathi', language2: 'marathi' }, formMessageText('en', CAREERS_MESSAGES.languagesSame), 'Secondary language must be different from the primary language'],
      ['has_rci', { has_rci: 'yes' }, formMessageText('en', CAREERS_MESSAGES.licenceFlagInvalid), 'Please answer yes or no'],
      ['has_iso_certification', { has_iso_certification: 1 }, formMessageText('en', CAREERS_MESSAGES.licenceFlagInvalid), 'Please answer yes or no'],
      ['aadhar_document_link', { aadhar_document_link: undefined }, CAREERS_DOCUMENT_MESSAGES.required('Aadhar Document (Front)'), 'Aadhar Document (Front) is required'],
      ['aadhar_back_document_link', { aadhar_back_document_link: undefined }, CAREERS_DOCUMENT_MESSAGES.required('Aadhar Document (Back)'), 'Aadhar Document (Back) is required'],
      ['pan_card_document_link', { pan_card_document_link: undefined }, CAREERS_DOCUMENT_MESSAGES.required('PAN Card Document'), 'PAN Card Document is required'],
      ['certification_document_link', { certification_document_link: undefined }, CAREERS_DOCUMENT_MESSAGES.required('Certification'), 'Certification is required'],
      ['certification_document_link', { certification_document_link: '  ' }, CAREERS_DOCUMENT_MESSAGES.required('Certification'), 'Certification is required'],
    ])('refuses a bad %s with its exact message (%j)', async (field, override, message, spelled) => {
      expect(message).toBe(spelled);
      const response = await server.post(APPLY, aValidCareersApplication(override as never));
      expect(response.status).toBe(400);
      expect(envelopeSchema.parse(response.json)).toMatchObject({ success: false, msg: spelled });
      expect(response.json.errors).toEqual({ [field]: spelled });
    });
  });
});
