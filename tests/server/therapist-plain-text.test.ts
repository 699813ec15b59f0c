import { expect, it } from 'vitest';
import { ENDPOINTS, SHARED_MESSAGES, STAFF_PATH, formMessageText } from '@manobal/core';
import { A_NEW_THERAPIST } from '../../fixtures/in-memory/in-memory-therapists';
import { CONTROL_CHARACTERS } from '../../fixtures/text-fields';
import { describeEachEngine } from './support/test-databases';
import { TEST_STAFF_TOKEN, useTestServer } from './support/test-server';

const STAFF_THERAPISTS = `${STAFF_PATH}/therapists`;
/** The therapist texts staff type, and the two with a place to put them (an in-person therapist's city and centre). */
const TEXT_FIELDS = ['name', 'title', 'bio', 'city', 'centre_address'] as const;
const IN_PERSON = { ...A_NEW_THERAPIST, modes: ['video', 'in-person'], city: 'Kolkata', centre_address: '12 Park Street' };

describeEachEngine('staff-typed therapist profiles are plain text', (engine) => {
  const running = useTestServer(engine, { env: { SEED_SAMPLE_THERAPISTS: 'false' } });

  const staff = async (method: 'POST' | 'PUT', url: string, payload: object) => {
    const response = await running().app.inject({ method, url, headers: { authorization: `Bearer ${TEST_STAFF_TOKEN}` }, payload });
    return { status: response.statusCode, json: response.json() as { errors?: Record<string, string> } };
  };

  it.each(TEXT_FIELDS)('refuses NUL, BEL and terminal escapes in %s on add and on edit, in words, and the directory never serves them', async (field) => {
    const id = `plain-${field.replace('_', '-')}`;
    expect((await staff('POST', STAFF_THERAPISTS, { ...IN_PERSON, id })).status).toBe(201);
    for (const character of [...CONTROL_CHARACTERS, '\u001b[2J']) {
      const value = `Kav${character}ya`;
      const added = await staff('POST', STAFF_THERAPISTS, { ...IN_PERSON, id: `${id}-new`, [field]: value });
      expect([added.status, added.json.errors?.[field]]).toEqual([400, formMessageText('en', SHARED_MESSAGES.controlCharacters)]);
      const edited = await staff('PUT', `${STAFF_THERAPISTS}/${id}`, { ...IN_PERSON, id, [field]: value });
      expect([edited.status, edited.json.errors?.[field]]).toEqual([400, formMessageText('en', SHARED_MESSAGES.controlCharacters)]);
    }
    const listed = await running().get(ENDPOINTS.listTherapists.path);
    expect(listed.text).not.toMatch(/\\u000[0-9a-f]|\\u001[0-9a-f]/i);
  });

  it('keeps line breaks in a bio', async () => {
    expect((await staff('POST', STAFF_THERAPISTS, { ...IN_PERSON, id: 'bio-lines', bio: 'First line.\r\nSecond line.' })).status).toBe(201);
  });
});
