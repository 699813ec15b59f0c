import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ENDPOINTS } from '@manobal/core';
import { aValidAadhaar, aValidCareersApplication, fixtureFile, type SampleFileName } from '../../fixtures/forms';
import { createTestDatabase, describeEachEngine, type TestDatabase } from './support/test-databases';
import { startTestServer, TEST_STAFF_TOKEN, type TestServer } from './support/test-server';

describeEachEngine('a careers application for the recruiter', (engine) => {
  let db: TestDatabase;
  let server: TestServer;
  let id: string;
  const aadhaar = aValidAadhaar('98765432101');

  const uploaded = async (name: SampleFileName): Promise<string> => {
    const form = new FormData();
    form.append('file', new Blob([await readFile(fixtureFile(name))]), name);
    const response = await server.postRaw(ENDPOINTS.careersUpload.path, form);
    expect(response.status, response.text).toBe(201);
    return response.json.data.file_url as string;
  };
  const staffPost = (path: string, body: unknown) =>
    fetch(`${server.baseUrl}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${TEST_STAFF_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  beforeAll(async () => {
    db = await createTestDatabase(engine);
    server = await startTestServer(db);
    const links = {
      photograph_link: await uploaded('sample.jpg'),
      aadhar_document_link: await uploaded('sample.pdf'),
      aadhar_back_document_link: await uploaded('sample.png'),
      pan_card_document_link: await uploaded('sample.pdf'),
      certification_document_link: await uploaded('sample.pdf'),
    };
    const applied = await server.post(ENDPOINTS.careersApply.path, aValidCareersApplication({ ...links, aadhar_number: aadhaar, full_name: 'Nila Raman' }));
    expect(applied.status, applied.text).toBe(201);
    id = applied.json.data.id as string;
  });
  afterAll(async () => {
    await server?.close();
    await db?.drop();
  });

  it('opens one application as the listing shows it, its Aadhaar number masked', async () => {
    const one = await server.staffGet(`/api/v1/staff/applications/${id}`);
    expect(one.status, one.text).toBe(200);
    expect(one.json.data).toMatchObject({ id, full_name: 'Nila Raman', aadhar_number: `XXXX-XXXX-${aadhaar.slice(-4)}` });
    expect(one.text).not.toContain(aadhaar);
    const listed = await server.staffGet('/api/v1/staff/applications');
    expect(listed.json.data.items.find((item: { id: string }) => item.id === id)).toEqual(one.json.data);
  });

  it('answers 404 for an application that does not exist', async () => {
    const none = await server.staffGet('/api/v1/staff/applications/no-such-application');
    expect(none.status).toBe(404);
  });

  it("refuses to reveal the Aadhaar number without a sign-in under five minutes old (kind step-up-required), whatever the reason", async () => {
    const refused = await staffPost(`/api/v1/staff/applications/${id}/aadhaar`, { reason: 'recruitment' });
    expect(refused.status).toBe(403);
    const text = await refused.text();
    expect(JSON.parse(text)).toMatchObject({ success: false, kind: 'step-up-required' });
    expect(text).not.toContain(aadhaar.slice(0, 8));
  });

  it("refuses the applicant's documents to a credential without a fresh sign-in", async () => {
    const one = await server.staffGet(`/api/v1/staff/applications/${id}`);
    const document = await fetch(`${server.baseUrl}${one.json.data.aadhar_document_link as string}`, { headers: { authorization: `Bearer ${TEST_STAFF_TOKEN}` } });
    expect(document.status).toBe(403);
    expect(((await document.json()) as { kind?: string }).kind).toBe('step-up-required');
  });
});
