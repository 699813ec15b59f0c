import { readdir, readFile } from 'node:fs/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CAREERS_DOCUMENT_MESSAGES, ENDPOINTS, UPLOAD_RETENTION_POLICY } from '@manobal/core';
import { aValidCareersApplication, fixtureFile, type SampleFileName } from '../../fixtures/forms';
import { aLargePng } from '../../fixtures/files/upload-samples';
import { aMovableClock } from '../../fixtures/in-memory/in-memory-services';
import { createLocalFileStorage } from '../../server/src/files/local-file-storage';
import { sweepUnlinkedUploads } from '../../server/src/files/upload-sweeper';
import { createTestDatabase, describeEachEngine, type TestDatabase } from './support/test-databases';
import { consoleGet, enrolmentCode, enrolWithTotp } from './support/staff-sessions';
import { startTestServer, type TestServer } from './support/test-server';

const UPLOAD = ENDPOINTS.careersUpload.path;
const APPLY = ENDPOINTS.careersApply.path;
const HOUR = 60 * 60 * 1000;

describeEachEngine('uploads nobody uses, and how much one address may send', (engine) => {
  let db: TestDatabase;
  let server: TestServer;
  const clock = aMovableClock('2026-12-01T04:30:00.000Z');
  const uploadFolder = async () => (await readdir(server.config.uploadDir)).filter((name) => !name.startsWith('.')).sort();

  const send = async (content: Uint8Array, fileName: string) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(content)]), fileName);
    return server.postRaw(UPLOAD, form);
  };
  const uploadedUrl = async (name: SampleFileName) => {
    const response = await send(await readFile(fixtureFile(name)), name);
    expect(response.status, response.text).toBe(201);
    return response.json.data.file_url as string;
  };

  beforeAll(async () => {
    db = await createTestDatabase(engine);
    server = await startTestServer(db, { clock });
  });
  afterAll(async () => {
    await server?.close();
    await db?.drop();
  });

  it('removes, a day later, the uploads no application names, and keeps the ones an application sent', async () => {
    const files = await createLocalFileStorage(server.config.uploadDir, clock);
    const links = {
      photograph_link: await uploadedUrl('sample.jpg'),
      aadhar_document_link: await uploadedUrl('sample.pdf'),
      aadhar_back_document_link: await uploadedUrl('sample.png'),
      pan_card_document_link: await uploadedUrl('sample.pdf'),
      certification_document_link: await uploadedUrl('sample.pdf'),
    };
    const abandoned = await uploadedUrl('sample.jpg');
    const applied = await server.post(APPLY, aValidCareersApplication(links));
    expect(applied.status, applied.text).toBe(201);
    const idOf = (url: string) => url.split('/').at(-1)!;
    expect(await uploadFolder()).toContain(idOf(abandoned));

    // Within the day nothing goes, not even the abandoned file: the person may still be filling in the form.
    clock.set(new Date(clock.now().getTime() + UPLOAD_RETENTION_POLICY.unlinkedUploadTtlMs - HOUR).toISOString());
    expect(await sweepUnlinkedUploads({ store: server.store, files, clock })).toBe(0);

    clock.set(new Date(clock.now().getTime() + 2 * HOUR).toISOString());
    expect(await sweepUnlinkedUploads({ store: server.store, files, clock })).toBe(1);
    const left = await uploadFolder();
    expect(left).not.toContain(idOf(abandoned));
    for (const url of Object.values(links)) expect(left).toContain(idOf(url));
    expect((await server.store.uploads.find(idOf(abandoned)))._unsafeUnwrap()).toBeNull();
    // Staff still open what the application sent: a recruiter signed in to the console (a sign-in is a fresh step-up).
    const code = await enrolmentCode(server, clock, { email: 'recruiter@manobal.test', name: 'Ravi Recruiter', roles: ['recruiter'] });
    const recruiter = await enrolWithTotp(server, clock, code, { email: 'recruiter@manobal.test' });
    const download = await consoleGet(server, links.certification_document_link, recruiter.cookie);
    expect(download.status).toBe(200);
  });

  it('refuses an address past its bytes for the hour before reading the file, and takes it again an hour later', async () => {
    const big = aLargePng(9);
    const allowed = Math.floor(UPLOAD_RETENTION_POLICY.bytesPerAddressPerHour / big.length);
    for (let i = 0; i < allowed; i += 1) {
      const response = await send(big, 'photo.png');
      expect(response.status, `upload ${i + 1}: ${response.text}`).toBe(201);
    }
    const before = await uploadFolder();
    const refused = await send(big, 'photo.png');
    expect(refused.status).toBe(429);
    expect(refused.json).toMatchObject({ success: false, kind: 'upload-bytes-limited', msg: CAREERS_DOCUMENT_MESSAGES.tooMuchThisHour });
    expect(refused.headers.get('retry-after')).toBe('3600');
    expect(await uploadFolder()).toEqual(before);

    clock.set(new Date(clock.now().getTime() + HOUR + 1000).toISOString());
    expect((await send(big, 'photo.png')).status).toBe(201);
  });
});
