import { expect, it } from 'vitest';
import { CONTACT_MESSAGES, ENDPOINTS, REFER_MESSAGES, SHARED_MESSAGES } from '@manobal/core';
import { aValidContactMessage, aValidReferral } from '../../fixtures/forms';
import { describeEachEngine } from './support/test-databases';
import { useTestServer } from './support/test-server';

// A refusal says what went wrong in the language the request asked for, and names it by kind and ids for clients.
describeEachEngine('the language of an answer', (engine) => {
  const server = useTestServer(engine);

  const path = ENDPOINTS.contactUs.path;
  const blankName = aValidContactMessage({ name: ' ' });

  it('answers in English with no language asked for, with a kind and the field ids', async () => {
    const response = await server().post(path, blankName);
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({
      success: false,
      kind: 'validation',
      msg: 'Name is required',
      errors: { name: 'Name is required' },
      error_ids: { name: CONTACT_MESSAGES.nameRequired },
    });
  });

  it('answers in Hindi when the browser prefers Hindi', async () => {
    const response = await server().post(path, blankName, { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' });
    expect(response.json).toMatchObject({ kind: 'validation', msg: 'नाम ज़रूरी है', errors: { name: 'नाम ज़रूरी है' }, error_ids: { name: SHARED_MESSAGES.nameRequired } });
  });

  it("follows the site's choice (its cookie) over the browser's preference", async () => {
    const hindi = await server().post(path, blankName, { cookie: 'theme=dark; manobal_lang=hi', 'accept-language': 'en-GB' });
    expect(hindi.json.msg).toBe('नाम ज़रूरी है');
    const english = await server().post(path, blankName, { cookie: 'manobal_lang=en', 'accept-language': 'hi' });
    expect(english.json.msg).toBe('Name is required');
  });

  it('follows the X-Manobal-Lang header the CLI and the website send', async () => {
    const response = await server().post(ENDPOINTS.referPerson.path, aValidReferral({ mobile: '१२३' }), { 'x-manobal-lang': 'hi' });
    expect(response.json).toMatchObject({ kind: 'validation', errors: { mobile: 'कृपया 10 अंकों का सही मोबाइल नंबर लिखें' }, error_ids: { mobile: REFER_MESSAGES.mobileInvalid } });
  });

  it('takes a phone number typed in Devanagari digits, and keeps a Devanagari name and message as typed', async () => {
    const sent = aValidContactMessage({ name: 'सुनीता वर्मा', message: 'क्या आप हिन्दी में बात करते हैं? मैं पुणे से हूँ।' });
    const stored = await server().post(path, sent, { 'accept-language': 'hi' });
    expect(stored.status, stored.text).toBe(201);
    const listed = await server().staffGet('/api/v1/staff/contacts');
    expect(listed.json.data.items).toContainEqual(expect.objectContaining({ id: stored.json.data.id, name: 'सुनीता वर्मा', message: sent.message }));
    const referral = await server().post(ENDPOINTS.referPerson.path, aValidReferral({ name: 'राहुल', mobile: '९८७६५४३२१०', age: '३४' }));
    expect(referral.status, referral.text).toBe(201);
  });
});
