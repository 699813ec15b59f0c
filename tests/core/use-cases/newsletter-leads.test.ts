import { describe, expect, it } from 'vitest';
import { LEAD_MESSAGES, NEWSLETTER_MESSAGES, submitLead, subscribeToNewsletter, type Lead } from '@manobal/core';
import { aValidLead, aValidNewsletterSubscription } from '../../../fixtures/forms';
import {
  anOutage,
  createInMemoryNewsletterSubscriptions,
  createInMemorySubmissionStore,
} from '../../../fixtures/in-memory/in-memory-submission-stores';
import { aMovableClock, sequentialIds } from '../../../fixtures/in-memory/in-memory-services';

const NOW = '2025-03-10T05:30:00.000Z';

describe('subscribe to the newsletter', () => {
  it('keeps the address, lower-cased, with the time of consent', async () => {
    const subscriptions = createInMemoryNewsletterSubscriptions();
    const subscribe = subscribeToNewsletter({ subscriptions, ids: sequentialIds('nl'), clock: aMovableClock(NOW) });
    const result = await subscribe(aValidNewsletterSubscription({ email: 'Lakshmi@Example.IN' }));
    expect(result._unsafeUnwrap()).toEqual({ first: true });
    expect(subscriptions.items).toEqual([{ id: 'nl-1', email: 'lakshmi@example.in', consentedAt: new Date(NOW) }]);
  });

  it('keeps one subscription for a repeat, in any case, and tells it apart only to the adapter', async () => {
    const subscriptions = createInMemoryNewsletterSubscriptions();
    const clock = aMovableClock(NOW);
    const subscribe = subscribeToNewsletter({ subscriptions, ids: sequentialIds(), clock });
    await subscribe(aValidNewsletterSubscription());
    const again = await subscribe(aValidNewsletterSubscription({ email: 'LAKSHMI.NARAYAN@example.in' }));
    expect(again._unsafeUnwrap()).toEqual({ first: false });
    expect(subscriptions.items).toHaveLength(1);
    expect(subscriptions.items[0]?.consentedAt).toEqual(new Date(NOW));
  });

  it('refuses a malformed address with the field message and keeps nothing', async () => {
    const subscriptions = createInMemoryNewsletterSubscriptions();
    const result = await subscribeToNewsletter({ subscriptions, ids: sequentialIds(), clock: aMovableClock(NOW) })({ email: 'lakshmi@' });
    expect(result._unsafeUnwrapErr()).toEqual({
      kind: 'validation',
      msg: NEWSLETTER_MESSAGES.emailInvalid,
      fieldErrors: { email: NEWSLETTER_MESSAGES.emailInvalid },
    });
    expect(subscriptions.items).toEqual([]);
  });

  it('answers store-unavailable while the store is down', async () => {
    const outage = anOutage();
    outage.down = true;
    const subscriptions = createInMemoryNewsletterSubscriptions(outage);
    const result = await subscribeToNewsletter({ subscriptions, ids: sequentialIds(), clock: aMovableClock(NOW) })(aValidNewsletterSubscription());
    expect(result._unsafeUnwrapErr()).toEqual({ kind: 'store-unavailable' });
  });
});

describe('submit a lead', () => {
  it('keeps every detail with a new id and the time it arrived, and answers with the id', async () => {
    const leads = createInMemorySubmissionStore<Lead>();
    const result = await submitLead({ leads, ids: sequentialIds('lead'), clock: aMovableClock(NOW) })(aValidLead({ phone: '+91 98765 43210', size: '250' }));
    expect(result._unsafeUnwrap()).toEqual({ id: 'lead-1' });
    expect(leads.items).toEqual([
      {
        id: 'lead-1',
        kind: 'corporate-demo',
        name: 'Priya Menon',
        email: 'priya.menon@tatvasoft.example',
        organisation: 'Tatva Soft',
        phone: '9876543210',
        size: 250,
        message: 'We would like a demo for our Pune office.',
        receivedAt: new Date(NOW),
      },
    ]);
  });

  it('keeps details left blank as null', async () => {
    const leads = createInMemorySubmissionStore<Lead>();
    await submitLead({ leads, ids: sequentialIds(), clock: aMovableClock(NOW) })(aValidLead({ kind: 'school-free-session', phone: '', size: '', message: '' }));
    expect(leads.items[0]).toMatchObject({ kind: 'school-free-session', phone: null, size: null, message: null });
  });

  it('accepts a personal address on a corporate lead', async () => {
    const leads = createInMemorySubmissionStore<Lead>();
    const result = await submitLead({ leads, ids: sequentialIds(), clock: aMovableClock(NOW) })(aValidLead({ email: 'priya@gmail.com' }));
    expect(result.isOk()).toBe(true);
  });

  it('refuses an unknown kind and keeps nothing', async () => {
    const leads = createInMemorySubmissionStore<Lead>();
    const result = await submitLead({ leads, ids: sequentialIds(), clock: aMovableClock(NOW) })(aValidLead({ kind: 'investor' as never }));
    expect(result._unsafeUnwrapErr()).toMatchObject({ kind: 'validation', fieldErrors: { kind: LEAD_MESSAGES.kindInvalid } });
    expect(leads.items).toEqual([]);
  });
});
