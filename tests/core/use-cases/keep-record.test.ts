import { describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES, FORMS, keepRecord, LEAD_MESSAGES, listRecords, markRecord, NEWSLETTER_MESSAGES, RECORD_FORM_IDS, REFER_MESSAGES } from '@manobal/core';
import { aValidContactMessage, aValidLead, aValidNewsletterSubscription, aValidReferral, VALID_PAYLOADS } from '../../../fixtures/forms';
import { anOutage, createInMemoryRecordKeeper } from '../../../fixtures/in-memory/in-memory-submission-stores';
import { aMovableClock, sequentialIds } from '../../../fixtures/in-memory/in-memory-services';

/** Monday 10 March 2025, 11:00 IST: two working days on is the end of Wednesday 12 March in IST. */
const NOW = '2025-03-10T05:30:00.000Z';
const DUE = '2025-03-12T18:30:00.000Z';

/** A referral as staff read it: the ticked consent kept as 'agreed'. */
const aListedReferral = (name: string) => ({ ...aValidReferral({ name }), consent: 'agreed' });

const keeping = (form: (typeof RECORD_FORM_IDS)[number], prefix?: string) => {
  const records = createInMemoryRecordKeeper();
  const keep = keepRecord(FORMS[form])({ records, ids: sequentialIds(prefix), clock: aMovableClock(NOW) });
  return { keep, kept: () => records.kept(FORMS[form].record) };
};

describe('every record form', () => {
  it.each(RECORD_FORM_IDS)('%s: keeps its valid example, nothing the visitor sent lost, with a new id and the time it arrived', async (form) => {
    const { keep, kept } = keeping(form, form);
    const example = VALID_PAYLOADS[form]();
    expect((await keep(example))._unsafeUnwrap()).toEqual({ kind: 'kept', id: `${form}-1` });
    const [record] = kept();
    expect(record?.receivedAt).toEqual(new Date(NOW));
    for (const field of Object.keys(example)) expect(record?.fields[field] ?? null, field).not.toBeNull();
  });

  it.each(RECORD_FORM_IDS)('%s: answers store-unavailable, and keeps nothing, while the store is down', async (form) => {
    const outage = anOutage();
    outage.down = true;
    const records = createInMemoryRecordKeeper(outage);
    const result = await keepRecord(FORMS[form])({ records, ids: sequentialIds(), clock: aMovableClock(NOW) })(VALID_PAYLOADS[form]());
    expect(result._unsafeUnwrapErr()).toEqual({ kind: 'store-unavailable' });
    expect(records.kept(FORMS[form].record)).toEqual([]);
  });
});

describe('refer a person', () => {
  it('keeps the referral as sent, the age as a number', async () => {
    const { keep, kept } = keeping('refer', 'ref');
    expect((await keep(aValidReferral({ age: '40' })))._unsafeUnwrap()).toEqual({ kind: 'kept', id: 'ref-1' });
    expect(kept()).toEqual([{ id: 'ref-1', fields: { ...aValidReferral(), age: 40, consent: 'agreed' }, receivedAt: new Date(NOW), dueAt: new Date(DUE) }]);
  });

  it('refuses a referral without consent, or without how the referrer knows them, and keeps nothing', async () => {
    const { keep, kept } = keeping('refer');
    for (const consent of [false, undefined]) {
      const error = (await keep({ ...aValidReferral(), consent }))._unsafeUnwrapErr();
      expect(error).toMatchObject({ kind: 'validation', fieldErrors: { consent: REFER_MESSAGES.consent } });
    }
    const { relationship: _left, ...withoutRelationship } = aValidReferral();
    expect((await keep(withoutRelationship))._unsafeUnwrapErr()).toMatchObject({ fieldErrors: { relationship: REFER_MESSAGES.relationshipRequired } });
    expect((await keep(aValidReferral({ relationship: 'neighbour' })))._unsafeUnwrapErr()).toMatchObject({ fieldErrors: { relationship: REFER_MESSAGES.relationshipInvalid } });
    expect(kept()).toEqual([]);
  });

  it('takes a child only from their parent or guardian, from 18 anyone who knows them', async () => {
    const { keep, kept } = keeping('refer');
    expect((await keep(aValidReferral({ age: 17, relationship: 'teacher' })))._unsafeUnwrapErr()).toMatchObject({
      fieldErrors: { relationship: REFER_MESSAGES.childNeedsGuardian },
    });
    expect((await keep(aValidReferral({ age: 17, relationship: 'parent-or-guardian' }))).isOk()).toBe(true);
    expect((await keep(aValidReferral({ age: 18, relationship: 'teacher' }))).isOk()).toBe(true);
    expect(kept().map((record) => [record.fields['age'], record.fields['relationship']])).toEqual([
      [17, 'parent-or-guardian'],
      [18, 'teacher'],
    ]);
  });
});

describe('the follow-up promise', () => {
  it('gives each record staff follow up the due time of the follow-up policy, and none to the newsletter', async () => {
    for (const form of RECORD_FORM_IDS) {
      const { keep, kept } = keeping(form);
      await keep(VALID_PAYLOADS[form]());
      expect(kept()[0]?.dueAt, form).toEqual(FORMS[form].record.followUp ? new Date(DUE) : null);
    }
  });

  it('lists a waiting record as overdue once its due time has passed, and a done one never', async () => {
    const records = createInMemoryRecordKeeper();
    const clock = aMovableClock(NOW);
    await keepRecord(FORMS.contact)({ records, ids: sequentialIds('c'), clock })(aValidContactMessage());
    await keepRecord(FORMS.contact)({ records, ids: sequentialIds('d'), clock })(aValidContactMessage());
    const list = listRecords({ records, clock });
    const overdue = async () => (await list({ collection: 'contacts' }))._unsafeUnwrap().items.map((item) => [item.id, item['due_at'], item['overdue']]);
    clock.set(DUE);
    expect(await overdue()).toEqual([
      ['d-1', DUE, false],
      ['c-1', DUE, false],
    ]);
    clock.set('2025-03-12T18:30:00.001Z');
    expect((await markRecord({ records, clock })({ collection: 'contacts', id: 'c-1', status: 'done' }))._unsafeUnwrap()).toMatchObject({ overdue: false });
    expect(await overdue()).toEqual([
      ['d-1', DUE, true],
      ['c-1', DUE, false],
    ]);
  });
});

describe('contact us', () => {
  it('refuses a message without text with the field message, and keeps nothing', async () => {
    const { keep, kept } = keeping('contact');
    const error = (await keep(aValidContactMessage({ message: ' ' })))._unsafeUnwrapErr();
    expect(error).toMatchObject({ kind: 'validation', msg: CONTACT_MESSAGES.messageRequired, fieldErrors: { message: CONTACT_MESSAGES.messageRequired } });
    expect(kept()).toEqual([]);
  });
});

describe('subscribe to the newsletter', () => {
  it('keeps the address, lower-cased, with the time of consent', async () => {
    const { keep, kept } = keeping('newsletter', 'nl');
    expect((await keep(aValidNewsletterSubscription({ email: 'Lakshmi@Example.IN' })))._unsafeUnwrap()).toEqual({ kind: 'kept', id: 'nl-1' });
    expect(kept()).toEqual([{ id: 'nl-1', fields: { email: 'lakshmi@example.in' }, receivedAt: new Date(NOW), dueAt: null }]);
  });

  it('keeps one subscription for a repeat, in any case, and tells no id for it', async () => {
    const { keep, kept } = keeping('newsletter');
    await keep(aValidNewsletterSubscription());
    const again = await keep(aValidNewsletterSubscription({ email: 'LAKSHMI.NARAYAN@example.in' }));
    expect(again._unsafeUnwrap()).toEqual({ kind: 'already-kept' });
    expect(kept()).toHaveLength(1);
  });

  it('refuses a malformed address with the field message and keeps nothing', async () => {
    const { keep, kept } = keeping('newsletter');
    expect((await keep({ email: 'lakshmi@' }))._unsafeUnwrapErr()).toEqual({
      kind: 'validation',
      msg: NEWSLETTER_MESSAGES.emailInvalid,
      fieldErrors: { email: NEWSLETTER_MESSAGES.emailInvalid },
    });
    expect(kept()).toEqual([]);
  });
});

describe('submit a lead', () => {
  it('keeps every detail, normalised, with a new id and the time it arrived', async () => {
    const { keep, kept } = keeping('lead', 'lead');
    expect((await keep(aValidLead({ phone: '+91 98765 43210', size: '250' })))._unsafeUnwrap()).toEqual({ kind: 'kept', id: 'lead-1' });
    // The phone's spelling and the size's text are normalised to the example's 10 digits and number.
    expect(kept()).toEqual([{ id: 'lead-1', fields: aValidLead(), receivedAt: new Date(NOW), dueAt: new Date(DUE) }]);
  });

  it('keeps details left blank as null', async () => {
    const { keep, kept } = keeping('lead');
    await keep(aValidLead({ kind: 'school-free-session', phone: '', size: '', message: '' }));
    expect(kept()[0]?.fields).toMatchObject({ kind: 'school-free-session', phone: null, size: null, message: null });
  });

  it('accepts a personal address on a corporate lead', async () => {
    const { keep } = keeping('lead');
    expect((await keep(aValidLead({ email: 'priya@gmail.com' }))).isOk()).toBe(true);
  });

  it('refuses an unknown kind and keeps nothing', async () => {
    const { keep, kept } = keeping('lead');
    expect((await keep(aValidLead({ kind: 'investor' as never })))._unsafeUnwrapErr()).toMatchObject({ kind: 'validation', fieldErrors: { kind: LEAD_MESSAGES.kindInvalid } });
    expect(kept()).toEqual([]);
  });
});

describe('list records for staff', () => {
  it('lists a collection newest first, a page at a time, each record as kept, and only its own kind', async () => {
    const records = createInMemoryRecordKeeper();
    const clock = aMovableClock(NOW);
    const refer = keepRecord(FORMS.refer)({ records, ids: sequentialIds('refer'), clock });
    for (const [minute, name] of ['First', 'Second', 'Third'].entries()) {
      clock.set(`2025-03-10T05:3${minute}:00.000Z`);
      await refer(aValidReferral({ name }));
    }
    await keepRecord(FORMS.contact)({ records, ids: sequentialIds('contact'), clock })(aValidContactMessage());
    const list = listRecords({ records, clock });
    const first = (await list({ collection: 'referrals', limit: '2' }))._unsafeUnwrap();
    expect(first).toMatchObject({ page: 1, limit: 2, total: 3 });
    expect(first.items).toEqual([
      { id: 'refer-3', ...aListedReferral('Third'), created_at: '2025-03-10T05:32:00.000Z', status: 'waiting', marked_at: null, due_at: DUE, overdue: false },
      { id: 'refer-2', ...aListedReferral('Second'), created_at: '2025-03-10T05:31:00.000Z', status: 'waiting', marked_at: null, due_at: DUE, overdue: false },
    ]);
    expect((await list({ collection: 'referrals', page: 2, limit: 2 }))._unsafeUnwrap().items.map((item) => item.name)).toEqual(['First']);
  });

  it('refuses a collection that is not a record form\'s, and a page past the limits, with the field named', async () => {
    const list = listRecords({ records: createInMemoryRecordKeeper(), clock: aMovableClock(NOW) });
    expect((await list({ collection: 'users' }))._unsafeUnwrapErr()).toMatchObject({ kind: 'validation', fieldErrors: { collection: expect.stringContaining('referrals') } });
    expect((await list({ collection: 'leads', limit: 101 }))._unsafeUnwrapErr()).toMatchObject({ kind: 'validation', fieldErrors: { limit: expect.any(String) } });
  });
});

describe('mark a record', () => {
  const keptReferrals = async () => {
    const records = createInMemoryRecordKeeper();
    const clock = aMovableClock(NOW);
    const refer = keepRecord(FORMS.refer)({ records, ids: sequentialIds('refer'), clock });
    for (const [minute, name] of ['First', 'Second'].entries()) {
      clock.set(`2025-03-10T05:3${minute}:00.000Z`);
      await refer(aValidReferral({ name }));
    }
    clock.set('2025-03-10T06:00:00.000Z');
    return { records, mark: markRecord({ records, clock }), list: listRecords({ records, clock }) };
  };

  it('marks a referral done at the time it was marked, and lists it below the waiting ones however new it is', async () => {
    const { mark, list } = await keptReferrals();
    const marked = (await mark({ collection: 'referrals', id: 'refer-2', status: 'done' }))._unsafeUnwrap();
    expect(marked).toEqual({
      id: 'refer-2',
      ...aListedReferral('Second'),
      created_at: '2025-03-10T05:31:00.000Z',
      status: 'done',
      marked_at: '2025-03-10T06:00:00.000Z',
      due_at: DUE,
      overdue: false,
    });
    expect((await list({ collection: 'referrals' }))._unsafeUnwrap().items.map((item) => [item.id, item.status])).toEqual([
      ['refer-1', 'waiting'],
      ['refer-2', 'done'],
    ]);
    expect((await mark({ collection: 'referrals', id: 'refer-2', status: 'waiting' }))._unsafeUnwrap()).toMatchObject({ status: 'waiting' });
    expect((await list({ collection: 'referrals' }))._unsafeUnwrap().items.map((item) => item.id)).toEqual(['refer-2', 'refer-1']);
  });

  it('answers record-not-found for an id the collection does not hold, and refuses what is not followed up or not a status', async () => {
    const { mark } = await keptReferrals();
    expect((await mark({ collection: 'contacts', id: 'refer-1', status: 'done' }))._unsafeUnwrapErr()).toEqual({ kind: 'record-not-found' });
    expect((await mark({ collection: 'newsletter', id: 'refer-1', status: 'done' }))._unsafeUnwrapErr()).toMatchObject({
      kind: 'validation',
      fieldErrors: { collection: 'Only these are marked: referrals, contacts, leads.' },
    });
    expect((await mark({ collection: 'referrals', id: 'refer-1', status: 'called' }))._unsafeUnwrapErr()).toMatchObject({
      fieldErrors: { status: 'Use a status: waiting or done.' },
    });
    expect((await mark({ collection: 'referrals', id: 'r'.repeat(101), status: 'done' }))._unsafeUnwrapErr()).toMatchObject({
      fieldErrors: { id: 'An id is at most 100 characters.' },
    });
  });

  it('answers store-unavailable while the store is down', async () => {
    const outage = anOutage();
    const records = createInMemoryRecordKeeper(outage);
    outage.down = true;
    expect((await markRecord({ records, clock: aMovableClock(NOW) })({ collection: 'leads', id: 'x', status: 'done' }))._unsafeUnwrapErr()).toEqual({ kind: 'store-unavailable' });
  });
});
