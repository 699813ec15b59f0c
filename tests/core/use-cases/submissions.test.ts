import { describe, expect, it } from 'vitest';
import {
  contactUs,
  CONTACT_MESSAGES,
  referPerson,
  submitVolunteerFeedback,
  type ContactMessage,
  type Referral,
  type VolunteerFeedback,
} from '@manobal/core';
import { aValidContactMessage, aValidReferral, aValidVolunteerSubmission } from '../../../fixtures/forms';
import { anOutage, createInMemorySubmissionStore } from '../../../fixtures/in-memory/in-memory-submission-stores';
import { aMovableClock, sequentialIds } from '../../../fixtures/in-memory/in-memory-services';

const NOW = '2025-03-10T05:30:00.000Z';

describe('refer a person', () => {
  it('keeps the referral with a new id and the time it arrived, and answers with the id', async () => {
    const referrals = createInMemorySubmissionStore<Referral>();
    const result = await referPerson({ referrals, ids: sequentialIds('ref'), clock: aMovableClock(NOW) })(aValidReferral({ age: 40 }));
    expect(result._unsafeUnwrap()).toEqual({ id: 'ref-1' });
    expect(referrals.items).toEqual([{ id: 'ref-1', ...aValidReferral({ age: 40 }), receivedAt: new Date(NOW) }]);
  });

  it('answers store-unavailable, and keeps nothing, while the store is down', async () => {
    const outage = anOutage();
    outage.down = true;
    const referrals = createInMemorySubmissionStore<Referral>(outage);
    const result = await referPerson({ referrals, ids: sequentialIds(), clock: aMovableClock(NOW) })(aValidReferral());
    expect(result._unsafeUnwrapErr()).toEqual({ kind: 'store-unavailable' });
    expect(referrals.items).toEqual([]);
  });
});

describe('contact us', () => {
  it('refuses a message without text with the field message, and keeps nothing', async () => {
    const contactMessages = createInMemorySubmissionStore<ContactMessage>();
    const result = await contactUs({ contactMessages, ids: sequentialIds(), clock: aMovableClock(NOW) })(aValidContactMessage({ message: ' ' }));
    const error = result._unsafeUnwrapErr();
    expect(error.kind).toBe('validation');
    expect(error).toMatchObject({ msg: CONTACT_MESSAGES.messageRequired, fieldErrors: { message: CONTACT_MESSAGES.messageRequired } });
    expect(contactMessages.items).toEqual([]);
  });
});

describe('volunteer feedback', () => {
  it('keeps left-blank details as absent and the answers as given', async () => {
    const volunteerFeedback = createInMemorySubmissionStore<VolunteerFeedback>();
    const submission = aValidVolunteerSubmission({ phone: '', age: '', gender: '' });
    const result = await submitVolunteerFeedback({ volunteerFeedback, ids: sequentialIds(), clock: aMovableClock(NOW) })(submission);
    expect(result.isOk()).toBe(true);
    expect(volunteerFeedback.items[0]).toMatchObject({ phone: null, age: null, gender: null, answers: submission.questions_and_answers });
  });
});
