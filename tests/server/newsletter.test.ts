import { expect, it } from 'vitest';
import { CALL_MESSAGES, ENDPOINTS, NEWSLETTER_TEXT, STAFF_CONTRACT } from '@manobal/core';
import { at } from '../../fixtures/booking/availability';
import { aMovableClock } from '../../fixtures/in-memory/in-memory-services';
import { useMailingServer } from './support/mailing-server';
import type { ReceivedMail } from './support/smtp-inbox';
import { describeEachEngine } from './support/test-databases';
import { TEST_STAFF_TOKEN } from './support/test-server';

/** Monday 30 November 2026, 10:00 IST: outside quiet hours. */
const NOW = at('2026-11-30', '10:00');
const ORIGIN = 'https://manobal.test';

describeEachEngine('the newsletter: double opt-in, letters through the outbox, one-click unsubscribe, over a real SMTP server', (engine) => {
  const clock = aMovableClock(NOW.toISOString());
  const mailing = useMailingServer(engine, clock, { PUBLIC_ORIGIN: ORIGIN });
  let letters = 0;

  const subscribe = (email: string) => mailing.server.post(ENDPOINTS.subscribeNewsletter.path, { email });
  const mailTo = (email: string) => mailing.inbox.to(email);
  const fragmentLink = (mail: ReceivedMail | undefined, page: string): string => {
    const link = new RegExp(`${ORIGIN}/newsletter/${page}#(\\S+)`).exec(mail?.text ?? '');
    expect(link, mail?.text).not.toBeNull();
    return link![1]!;
  };
  const headerOf = (mail: ReceivedMail | undefined, name: string): string | undefined =>
    mail?.parsed.headerLines.find((line) => line.key === name.toLowerCase())?.line.replace(/^[^:]+:\s*/, '');
  const sendLetter = async (subject: string, token = TEST_STAFF_TOKEN, id = `0b6f3c8e-6a43-4c55-9a4f-${String((letters += 1)).padStart(12, '0')}`) => {
    const answer = await fetch(`${mailing.server.baseUrl}${STAFF_CONTRACT.staffSendLetter.path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ id, subject, body: `${subject}: the first paragraph.\n\nThe second paragraph.` }),
    });
    return { status: answer.status, json: (await answer.json()) as { data?: { recipients: number }; msg: string } };
  };
  const confirmedSubscriber = async (email: string) => {
    expect((await subscribe(email)).status).toBe(200);
    await mailing.deliver();
    const confirmed = await mailing.server.post(ENDPOINTS.confirmNewsletter.path, { token: fragmentLink(mailTo(email).at(-1), 'confirm') });
    expect(confirmed.status, confirmed.text).toBe(200);
  };

  it('answers every sign-up in the same words, and sends a confirmation only to a new address, with a link that confirms it once', async () => {
    clock.set(NOW.toISOString());
    const first = await subscribe('Asha.Letters@Example.in');
    const again = await subscribe('asha.letters@example.in');
    expect([first.status, first.json]).toEqual([again.status, again.json]);
    expect(first.json.msg).toBe(CALL_MESSAGES.subscribeNewsletter.success);
    expect(first.json.msg).toContain('check your e-mail');
    await mailing.deliver();
    const [confirmation, ...more] = mailTo('asha.letters@example.in');
    expect(more).toEqual([]);
    expect(confirmation?.subject).toBe('Please confirm your address for the Manobal letter');
    const token = fragmentLink(confirmation, 'confirm');
    expect((await mailing.server.post(ENDPOINTS.confirmNewsletter.path, { token: `${token}x` })).status).toBe(410);
    const confirmed = await mailing.server.post(ENDPOINTS.confirmNewsletter.path, { token });
    expect([confirmed.status, confirmed.json.msg]).toEqual([200, NEWSLETTER_TEXT.confirmed]);
    const reused = await mailing.server.post(ENDPOINTS.confirmNewsletter.path, { token });
    expect([reused.status, reused.json.kind, reused.json.msg]).toEqual([410, 'newsletter-link-gone', NEWSLETTER_TEXT.confirmGone]);
    // Confirmed: a sign-up again sends nothing more.
    await subscribe('asha.letters@example.in');
    await mailing.deliver();
    expect(mailTo('asha.letters@example.in')).toHaveLength(1);
  });

  it('sends an admin\'s letter to confirmed subscribers only, with List-Unsubscribe headers; the one-click POST stops the next one', async () => {
    clock.set(NOW.toISOString());
    await confirmedSubscriber('ravi.letters@example.in');
    expect((await subscribe('pending.letters@example.in')).status).toBe(200);
    await mailing.deliver();

    const sent = await sendLetter('Sleep, and what helps');
    expect(sent.status, JSON.stringify(sent.json)).toBe(200);
    await mailing.deliver();
    const [letter] = mailTo('ravi.letters@example.in').filter((mail) => mail.subject === 'Sleep, and what helps');
    expect(letter?.text).toContain('The second paragraph.');
    expect(letter?.text).toContain('Tele-MANAS 14416');
    expect(letter?.parsed.html).toContain('<p>Sleep, and what helps: the first paragraph.</p><p>The second paragraph.</p>');
    expect(mailTo('pending.letters@example.in').map((mail) => mail.subject)).toEqual(['Please confirm your address for the Manobal letter']);
    expect(headerOf(letter, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const oneClick = /^<(.+)>$/.exec(headerOf(letter, 'List-Unsubscribe') ?? '')?.[1] ?? '';
    expect(oneClick.startsWith(`${ORIGIN}${ENDPOINTS.unsubscribeOneClick.path}?t=`)).toBe(true);
    expect(letter?.text).toContain(`${ORIGIN}/newsletter/unsubscribe#`);

    // A mail client's one-click POST: a form body, no cookie, to the header's address (here on the test server).
    const url = new URL(oneClick);
    const out = await fetch(`${mailing.server.baseUrl}${url.pathname}${url.search}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(out.status, await out.clone().text()).toBe(200);
    expect(((await out.json()) as { msg: string }).msg).toBe(NEWSLETTER_TEXT.unsubscribed);

    await sendLetter('A second letter');
    await mailing.deliver();
    expect(mailTo('ravi.letters@example.in').map((mail) => mail.subject)).not.toContain('A second letter');
  });

  it('stops the letters from the unsubscribe page too, and a new sign-up must be confirmed again before another letter comes', async () => {
    clock.set(NOW.toISOString());
    await confirmedSubscriber('meera.letters@example.in');
    await sendLetter('News in December');
    await mailing.deliver();
    const letter = mailTo('meera.letters@example.in').find((mail) => mail.subject === 'News in December');
    const out = await mailing.server.post(ENDPOINTS.unsubscribeNewsletter.path, { token: fragmentLink(letter, 'unsubscribe') });
    expect([out.status, out.json.msg]).toEqual([200, NEWSLETTER_TEXT.unsubscribed]);
    expect((await mailing.server.post(ENDPOINTS.unsubscribeNewsletter.path, { token: 'not-a-token' })).status).toBe(410);

    clock.set(new Date(NOW.getTime() + 60_000).toISOString());
    await subscribe('meera.letters@example.in');
    await sendLetter('Before confirming again');
    await mailing.deliver();
    const subjects = mailTo('meera.letters@example.in').map((mail) => mail.subject);
    expect(subjects.filter((subject) => subject.startsWith('Please confirm'))).toHaveLength(2);
    expect(subjects).not.toContain('Before confirming again');
    await mailing.server.post(ENDPOINTS.confirmNewsletter.path, { token: fragmentLink(mailTo('meera.letters@example.in').at(-1), 'confirm') });
    await sendLetter('After confirming again');
    await mailing.deliver();
    expect(mailTo('meera.letters@example.in').map((mail) => mail.subject)).toContain('After confirming again');
  });

  it('holds a letter written in quiet hours until 08:00 IST, and sends a letter sent twice with one id once', async () => {
    clock.set(NOW.toISOString());
    await confirmedSubscriber('lata.letters@example.in');
    clock.set(at('2026-11-30', '22:30').toISOString());
    const id = '9e1d2c3b-4a5f-4e6d-8c7b-000000000099';
    expect((await sendLetter('A night letter', TEST_STAFF_TOKEN, id)).status).toBe(200);
    expect((await sendLetter('A night letter', TEST_STAFF_TOKEN, id)).status).toBe(200);
    await mailing.deliver();
    clock.set(at('2026-12-01', '07:59').toISOString());
    await mailing.deliver();
    expect(mailTo('lata.letters@example.in').map((mail) => mail.subject)).not.toContain('A night letter');
    clock.set(at('2026-12-01', '08:00').toISOString());
    await mailing.deliver();
    expect(mailTo('lata.letters@example.in').filter((mail) => mail.subject === 'A night letter')).toHaveLength(1);
  });

  it('refuses the newsletter screen\'s calls to anyone but an administrator, on the server', async () => {
    const coordinator = await mailing.server.staffPerson({ roles: ['coordinator'] });
    const refused = await sendLetter('Not mine to send', coordinator.token);
    expect(refused.status).toBe(403);
    const summary = await fetch(`${mailing.server.baseUrl}${STAFF_CONTRACT.staffLetters.path}`, { headers: { authorization: `Bearer ${coordinator.token}` } });
    expect(summary.status).toBe(403);
    const admin = await mailing.server.staffGet(STAFF_CONTRACT.staffLetters.path);
    expect(admin.status).toBe(200);
    expect(admin.json.data.confirmed).toBeGreaterThanOrEqual(1);
  });
});
