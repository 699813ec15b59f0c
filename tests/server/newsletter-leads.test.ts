import { describe, expect, it } from 'vitest';
import { CALL_MESSAGES, ENDPOINTS, LEAD_MESSAGES, NEWSLETTER_MESSAGES, formMessageText } from '@manobal/core';
import { aValidLead, aValidNewsletterSubscription } from '../../fixtures/forms';
import { describeEachEngine } from './support/test-databases';
import { useTestServer } from './support/test-server';

describeEachEngine('newsletter and leads', (engine) => {
  const running = useTestServer(engine);

  const subscribers = async (): Promise<{ id: string; email: string; consented_at: string }[]> =>
    (await running().staffGet('/api/v1/staff/newsletter?limit=100')).json.data.items;

  describe('the newsletter', () => {
    const path = ENDPOINTS.subscribeNewsletter.path;

    it('subscribes an address with 200 and words that ask for its confirmation, and staff see it with its time of consent', async () => {
      const response = await running().post(path, aValidNewsletterSubscription({ email: 'first.reader@example.in' }));
      expect(response.status, response.text).toBe(200);
      expect(response.json).toEqual({ success: true, msg: CALL_MESSAGES.subscribeNewsletter.success });
      expect(response.json.msg).toContain('check your e-mail');
      expect(response.json.msg).not.toMatch(/once a month|we write/i);
      const listed = (await subscribers()).filter((item) => item.email === 'first.reader@example.in');
      expect(listed).toHaveLength(1);
      expect(Number.isNaN(Date.parse(listed[0]!.consented_at))).toBe(false);
    });

    it('answers a repeat, in any case, with the same 200 and the very same words, and keeps one subscription', async () => {
      const first = await running().post(path, aValidNewsletterSubscription({ email: 'twice.reader@example.in' }));
      const again = await running().post(path, aValidNewsletterSubscription({ email: 'Twice.Reader@Example.IN' }));
      expect(first.status).toBe(200);
      expect(again.status).toBe(200);
      expect(again.json).toEqual(first.json);
      expect((await subscribers()).filter((item) => item.email === 'twice.reader@example.in')).toHaveLength(1);
    });

    it('refuses a malformed address with 400 and the field message, and keeps nothing', async () => {
      const response = await running().post(path, { email: 'reader@' });
      expect(response.status).toBe(400);
      expect(response.json).toMatchObject({ success: false, msg: formMessageText('en', NEWSLETTER_MESSAGES.emailInvalid), errors: { email: formMessageText('en', NEWSLETTER_MESSAGES.emailInvalid) } });
      expect((await subscribers()).map((item) => item.email)).not.toContain('reader@');
    });

    it('refuses a body that is not JSON with 415', async () => {
      const response = await running().postRaw(path, 'email=reader@example.in', { 'content-type': 'text/plain' });
      expect(response.status).toBe(415);
    });
  });

  describe('leads', () => {
    const path = ENDPOINTS.submitLead.path;

    it('keeps a lead with 201, a confirmation and its id, and staff read every detail back', async () => {
      const response = await running().post(path, aValidLead({ name: 'Lead Reader', phone: '+91 98765 43210', size: '250' }));
      expect(response.status, response.text).toBe(201);
      expect(response.json).toMatchObject({ success: true, msg: CALL_MESSAGES.submitLead.success, data: { id: expect.any(String) } });
      const listed = await running().staffGet('/api/v1/staff/leads');
      expect(listed.json.data.items).toContainEqual({
        id: response.json.data.id,
        kind: 'corporate-demo',
        name: 'Lead Reader',
        email: 'priya.menon@tatvasoft.example',
        organisation: 'Tatva Soft',
        phone: '9876543210',
        size: 250,
        message: 'We would like a demo for our Pune office.',
        created_at: expect.any(String),
        status: 'waiting',
        marked_at: null,
        due_at: expect.any(String),
        overdue: false,
      });
      expect(response.json.msg).toContain('within two working days (Monday to Saturday)');
    });

    it('accepts a personal address on a corporate lead', async () => {
      const response = await running().post(path, aValidLead({ kind: 'corporate-consultation', email: 'priya.menon@gmail.com' }));
      expect(response.status, response.text).toBe(201);
    });

    it('keeps a school lead with only the required fields, the rest as null', async () => {
      const { phone: _phone, size: _size, message: _message, ...required } = aValidLead({ kind: 'school-free-session', name: 'Only Required Lead' });
      const response = await running().post(path, required);
      expect(response.status, response.text).toBe(201);
      const listed = await running().staffGet('/api/v1/staff/leads');
      const stored = listed.json.data.items.find((item: { id: string }) => item.id === response.json.data.id);
      expect(stored).toMatchObject({ kind: 'school-free-session', phone: null, size: null, message: null });
    });

    it('refuses an unknown kind, a missing organisation and a size out of range, each on its field', async () => {
      const response = await running().post(path, aValidLead({ kind: 'investor' as never, organisation: '', size: 0 }));
      expect(response.status).toBe(400);
      expect(response.json.errors).toEqual({
        kind: formMessageText('en', LEAD_MESSAGES.kindInvalid),
        organisation: formMessageText('en', LEAD_MESSAGES.organisationRequired),
        size: formMessageText('en', LEAD_MESSAGES.sizeInvalid),
      });
    });

    it('refuses an unknown field', async () => {
      const response = await running().post(path, { ...aValidLead(), budget: 'large' });
      expect(response.status).toBe(400);
      expect(response.json.errors).toEqual({ budget: 'Unknown field: budget' });
    });
  });
});
