import { okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import {
  NEWSLETTER_POLICY,
  afterQuietHours,
  confirmNewsletterSubscription,
  confirmationOpen,
  fixedClock,
  letterNotices,
  renderMessage,
  sendNewsletterLetter,
  subscribeStep,
  subscribeToNewsletter,
  unsubscribeInOneClick,
  type NewOutboxMessage,
  type NewsletterStore,
  type NewsletterTokens,
  type OutboxMessage,
  type RenderContext,
  type Subscription,
} from '@manobal/core';
import { at } from '../../fixtures/booking/availability';
import { countingIds } from '../../fixtures/notifications';
import { aStaffActor } from '../../fixtures/staff-actors';

const NOW = at('2026-11-30', '10:00');
const MINUTE = 60_000;
const CONTEXT: RenderContext = {
  contact: { phone: '+91 98765 43210', email: 'care@manobal.example', address: '14 MG Road, Pune' },
  links: {
    manage: () => '',
    urgentQueue: () => '',
    newsletter: {
      confirm: (id, issuedAt) => `https://manobal.example/newsletter/confirm#confirm-${id}-${issuedAt.getTime()}`,
      unsubscribe: (id, confirmedAt) => `https://manobal.example/newsletter/unsubscribe#out-${id}-${confirmedAt.getTime()}`,
      oneClick: (id, confirmedAt) => `https://manobal.example/api/v1/newsletter/one-click?t=out-${id}-${confirmedAt.getTime()}`,
    },
  },
  now: NOW,
};

const aSubscription = (overrides: Partial<Subscription> = {}): Subscription => ({
  id: 'sub-1',
  email: 'asha@example.in',
  status: 'pending',
  confirmSentAt: NOW,
  confirmedAt: null,
  ...overrides,
});

describe('the double opt-in rules', () => {
  it('writes to a new address once, to confirm it, and leaves a confirmed one as it is', () => {
    expect(subscribeStep(null, NOW)).toBe('new');
    expect(subscribeStep(aSubscription({ status: 'confirmed', confirmedAt: NOW }), NOW)).toBe('nothing');
  });

  it(`sends a pending address a fresh confirmation only after ${NEWSLETTER_POLICY.resendAfterMinutes} minutes`, () => {
    const pending = aSubscription();
    expect(subscribeStep(pending, new Date(NOW.getTime() + (NEWSLETTER_POLICY.resendAfterMinutes - 1) * MINUTE))).toBe('nothing');
    expect(subscribeStep(pending, new Date(NOW.getTime() + NEWSLETTER_POLICY.resendAfterMinutes * MINUTE))).toBe('confirm-again');
    expect(subscribeStep(aSubscription({ confirmSentAt: null }), NOW)).toBe('confirm-again');
  });

  it('asks an address that unsubscribed to confirm again before any letter goes to it', () => {
    expect(subscribeStep(aSubscription({ status: 'unsubscribed', confirmedAt: NOW }), NOW)).toBe('confirm-again');
  });

  it(`opens a confirmation for ${NEWSLETTER_POLICY.confirmWithinDays} days, and only while pending`, () => {
    const days = (n: number) => new Date(NOW.getTime() + n * 24 * 60 * MINUTE);
    expect(confirmationOpen(aSubscription(), days(NEWSLETTER_POLICY.confirmWithinDays))).toBe(true);
    expect(confirmationOpen(aSubscription(), days(NEWSLETTER_POLICY.confirmWithinDays + 1))).toBe(false);
    expect(confirmationOpen(aSubscription({ status: 'confirmed' }), NOW)).toBe(false);
  });
});

describe('letters', () => {
  const letter = { id: 'letter-1', subject: 'Sleep, and what helps', body: 'First paragraph.\n\nSecond paragraph.', sentBy: 'admin-1', createdAt: NOW };
  const subscribers = [
    { id: 'sub-1', email: 'asha@example.in', confirmedAt: at('2026-11-01', '09:00') },
    { id: 'sub-2', email: 'ravi@example.in', confirmedAt: at('2026-11-02', '09:00') },
  ];

  it('is one message per confirmed subscriber, each keyed by the letter and the subscriber', () => {
    const messages = letterNotices(letter, subscribers, countingIds());
    expect(messages.map((message) => [message.recipient, message.dedupeKey])).toEqual([
      ['asha@example.in', 'newsletter-letter:letter-1:sub-1'],
      ['ravi@example.in', 'newsletter-letter:letter-1:sub-2'],
    ]);
  });

  it('written in quiet hours, waits for 08:00 IST; written by day, goes at once', () => {
    expect(letterNotices(letter, subscribers, countingIds())[0]?.runAt).toEqual(NOW);
    const late = { ...letter, createdAt: at('2026-11-30', '22:30') };
    expect(letterNotices(late, subscribers, countingIds())[0]?.runAt).toEqual(at('2026-12-01', '08:00'));
    expect(afterQuietHours(at('2026-12-01', '06:59'))).toEqual(at('2026-12-01', '08:00'));
  });

  it("carries its subscriber's one-click unsubscribe in the body and in List-Unsubscribe headers (RFC 8058), paragraph by paragraph", () => {
    const [message] = letterNotices(letter, subscribers, countingIds());
    const rendered = renderMessage(message as OutboxMessage, CONTEXT);
    expect(rendered.subject).toBe('Sleep, and what helps');
    expect(rendered.text).toContain('First paragraph.\n\nSecond paragraph.');
    expect(rendered.html).toContain('<p>First paragraph.</p><p>Second paragraph.</p>');
    const confirmedAt = subscribers[0]!.confirmedAt.getTime();
    expect(rendered.text).toContain(`https://manobal.example/newsletter/unsubscribe#out-sub-1-${confirmedAt}`);
    expect(rendered.text).toContain('Tele-MANAS 14416');
    expect(rendered.headers).toEqual({
      'List-Unsubscribe': `<https://manobal.example/api/v1/newsletter/one-click?t=out-sub-1-${confirmedAt}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });
});

/** A store over one map, recording the outbox rows written. */
const aStore = () => {
  const rows = new Map<string, Subscription & { confirmHash: string | null; unsubscribeHash: string | null }>();
  const outbox: NewOutboxMessage[] = [];
  const store: NewsletterStore = {
    find: (email) => okAsync([...rows.values()].find((row) => row.email === email) ?? null),
    requestConfirmation: (subscription, confirmHash, now, message) => {
      const before = rows.get(subscription.id);
      rows.set(subscription.id, { id: subscription.id, email: subscription.email, status: 'pending', confirmSentAt: now, confirmedAt: before?.confirmedAt ?? null, confirmHash, unsubscribeHash: before?.unsubscribeHash ?? null });
      outbox.push(message);
      return okAsync(undefined);
    },
    findByConfirmHash: (hash) => okAsync([...rows.values()].find((row) => row.confirmHash === hash) ?? null),
    confirm: (id, confirmHash, unsubscribeHash, now) => {
      const row = rows.get(id);
      if (row?.confirmHash !== confirmHash) return okAsync(false);
      rows.set(id, { ...row, status: 'confirmed', confirmedAt: now, confirmHash: null, unsubscribeHash });
      return okAsync(true);
    },
    unsubscribe: (hash) => {
      const row = [...rows.values()].find((candidate) => candidate.unsubscribeHash === hash);
      if (row) rows.set(row.id, { ...row, status: 'unsubscribed' });
      return okAsync(row !== undefined);
    },
    confirmedSubscribers: () => okAsync([...rows.values()].filter((row) => row.status === 'confirmed').map((row) => ({ id: row.id, email: row.email, confirmedAt: row.confirmedAt! }))),
    counts: () => okAsync({ confirmed: 0, pending: 0 }),
    sendLetter: (_letter, messages) => {
      outbox.push(...messages);
      return okAsync('sent' as const);
    },
  };
  return { store, rows, outbox };
};

const tokens: NewsletterTokens = {
  confirmToken: (id, at) => `confirm-${id}-${at.getTime()}`,
  unsubscribeToken: (id, at) => `out-${id}-${at.getTime()}`,
  hashOf: (token) => `hash:${token}`,
};

describe('subscribing, confirming and leaving', () => {
  it('confirms an address only through the token of its confirmation, once; the next letter goes only to confirmed addresses', async () => {
    const { store, rows, outbox } = aStore();
    const clock = fixedClock(NOW);
    const ids = { next: countingIds('id') };
    await subscribeToNewsletter({ store, tokens, clock, ids })({ email: 'Asha@Example.in' });
    await subscribeToNewsletter({ store, tokens, clock, ids })({ email: 'ravi@example.in' });
    expect(outbox.map((message) => [message.templateId, message.recipient])).toEqual([
      ['newsletter-confirm', 'asha@example.in'],
      ['newsletter-confirm', 'ravi@example.in'],
    ]);
    const asha = [...rows.values()].find((row) => row.email === 'asha@example.in')!;
    const confirm = confirmNewsletterSubscription({ store, tokens, clock });
    expect((await confirm({ token: 'a-guess' }))._unsafeUnwrapErr()).toEqual({ kind: 'newsletter-link-gone', link: 'confirm' });
    expect((await confirm({ token: tokens.confirmToken(asha.id, NOW) })).isOk()).toBe(true);
    expect((await confirm({ token: tokens.confirmToken(asha.id, NOW) }))._unsafeUnwrapErr().kind).toBe('newsletter-link-gone');

    const sent = await sendNewsletterLetter({ store, clock, ids })(aStaffActor({ roles: ['admin'] }), { id: '0b6f3c8e-6a43-4c55-9a4f-3e4c1f1e2a10', subject: 'Hello', body: 'A letter.' });
    expect(sent._unsafeUnwrap().recipients).toBe(1);
    expect(outbox.at(-1)?.recipient).toBe('asha@example.in');

    const out = await unsubscribeInOneClick({ store, tokens, clock })({ t: tokens.unsubscribeToken(asha.id, NOW) });
    expect(out.isOk()).toBe(true);
    expect(rows.get(asha.id)?.status).toBe('unsubscribed');
    const next = await sendNewsletterLetter({ store, clock, ids })(aStaffActor({ roles: ['admin'] }), { id: '1b6f3c8e-6a43-4c55-9a4f-3e4c1f1e2a10', subject: 'Again', body: 'Another.' });
    expect(next._unsafeUnwrap().recipients).toBe(0);
  });

  it('answers every sign-up alike, and a confirmed address gets no new mail', async () => {
    const { store, outbox } = aStore();
    const clock = fixedClock(NOW);
    const ids = { next: countingIds('id') };
    const subscribe = subscribeToNewsletter({ store, tokens, clock, ids });
    const first = await subscribe({ email: 'meera@example.in' });
    const again = await subscribe({ email: 'meera@example.in' });
    expect(first._unsafeUnwrap()).toEqual(again._unsafeUnwrap());
    expect(outbox).toHaveLength(1);
  });
});
