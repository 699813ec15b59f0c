import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDaysToIsoDate,
  BOOKING_MESSAGES,
  BOOKING_TIME_SLOTS,
  CALL_MESSAGES,
  CONTACT_MESSAGES,
  ENDPOINTS,
  envelopeSchema,
  fixedClock,
  IDEMPOTENCY_HEADER,
  REFER_MESSAGES,
  SHARED_MESSAGES,
  todayInKolkata,
  VOLUNTEER_MESSAGES,
  VOLUNTEER_QUESTIONS,
  formMessageText,
  isFormMessageId,
} from '@manobal/core';
import { aValidBooking, aValidContactMessage, aValidReferral, aValidVolunteerSubmission } from '../../fixtures/forms';
import { createTestDatabase, describeEachEngine, type TestDatabase } from './support/test-databases';
import { startTestServer, type TestServer } from './support/test-server';

/** 15:30 in Kolkata on a fixed day: the 10:00 AM slot has passed, the 6:00 PM one has not. */
const AFTERNOON_IN_KOLKATA = fixedClock('2031-03-14T10:00:00Z');

describeEachEngine('public forms', (engine) => {
  let db: TestDatabase;
  let server: TestServer;

  beforeAll(async () => {
    db = await createTestDatabase(engine);
    server = await startTestServer(db, { clock: AFTERNOON_IN_KOLKATA });
  });
  afterAll(async () => {
    await server?.close();
    await db?.drop();
  });

  const expectInvalid = async (path: string, body: unknown, field: string, message: string) => {
    const response = await server.post(path, body);
    expect(response.status).toBe(400);
    // The message as an id (core's) or as its English words: the answer carries both.
    const words = formMessageText('en', message, field);
    expect(envelopeSchema.parse(response.json)).toMatchObject({ success: false, kind: 'validation', msg: words });
    expect(response.json.errors[field]).toBe(words);
    if (isFormMessageId(message)) expect(response.json.error_ids[field]).toBe(message);
  };

  describe('refer a person', () => {
    const path = ENDPOINTS.referPerson.path;

    it('stores a valid referral and staff can read it back', async () => {
      const response = await server.post(path, aValidReferral({ name: 'Referral Reader' }));
      expect(response.status).toBe(201);
      expect(response.json).toMatchObject({ success: true, msg: CALL_MESSAGES.referPerson.success });
      const listed = await server.staffGet('/api/v1/staff/referrals');
      expect(listed.json.data.items).toContainEqual(
        expect.objectContaining({ id: response.json.data.id, name: 'Referral Reader', email: aValidReferral().email, mobile: '9876543210', age: 34 }),
      );
    });

    it.each([
      ['name', { name: '' }, formMessageText('en', REFER_MESSAGES.nameRequired)],
      ['name', { name: 'x'.repeat(101) }, formMessageText('en', REFER_MESSAGES.nameTooLong)],
      ['email', { email: '' }, formMessageText('en', REFER_MESSAGES.emailRequired)],
      ['email', { email: 'not-an-email' }, formMessageText('en', REFER_MESSAGES.emailInvalid)],
      ['mobile', { mobile: '12345' }, formMessageText('en', REFER_MESSAGES.mobileInvalid)],
      ['age', { age: '' }, formMessageText('en', REFER_MESSAGES.ageRequired)],
      ['age', { age: 'abc' }, formMessageText('en', REFER_MESSAGES.ageInvalid)],
      ['age', { age: 0 }, formMessageText('en', REFER_MESSAGES.ageInvalid)],
    ])('refuses a bad %s with its message (%j)', async (field, override, message) => {
      await expectInvalid(path, aValidReferral(override as never), field, message);
    });
  });

  describe('contact us', () => {
    const path = ENDPOINTS.contactUs.path;

    it('stores a valid message and staff can read it back', async () => {
      const response = await server.post(path, aValidContactMessage({ message: 'Do you offer sessions in Kannada?' }));
      expect(response.status).toBe(201);
      expect(response.json.msg).toBe(CALL_MESSAGES.contactUs.success);
      const listed = await server.staffGet('/api/v1/staff/contacts');
      expect(listed.json.data.items).toContainEqual(expect.objectContaining({ id: response.json.data.id, message: 'Do you offer sessions in Kannada?' }));
    });

    it.each([
      ['name', { name: '   ' }, formMessageText('en', CONTACT_MESSAGES.nameRequired)],
      ['email', { email: 'meena@' }, formMessageText('en', CONTACT_MESSAGES.emailInvalid)],
      ['message', { message: '' }, formMessageText('en', CONTACT_MESSAGES.messageRequired)],
      ['message', { message: 'x'.repeat(2001) }, formMessageText('en', CONTACT_MESSAGES.messageTooLong)],
    ])('refuses a bad %s with its message (%j)', async (field, override, message) => {
      await expectInvalid(path, aValidContactMessage(override), field, message);
    });
  });

  describe('volunteer', () => {
    const path = ENDPOINTS.volunteer.path;

    it('stores a submission with its questions and answers as a list', async () => {
      const qa = [
        { ques: 'Have you attended therapy sessions before?', ans: 'No' },
        { ques: 'Any other feedback or suggestions for us?', ans: 'More Marathi content' },
      ];
      const response = await server.post(path, aValidVolunteerSubmission({ questions_and_answers: qa }));
      expect(response.status).toBe(201);
      expect(response.json.msg).toBe(CALL_MESSAGES.volunteer.success);
      const listed = await server.staffGet('/api/v1/staff/volunteers');
      const stored = listed.json.data.items.find((item: { id: string }) => item.id === response.json.data.id);
      expect(stored).toMatchObject({ name: 'Kabir Singh', phone: '9876543210', age: 27, gender: 'Male', questions_and_answers: qa });
    });

    it('stores a submission with only name and email', async () => {
      const response = await server.post(path, { name: 'Only Required', email: 'only@example.in' });
      expect(response.status).toBe(201);
      const listed = await server.staffGet('/api/v1/staff/volunteers');
      expect(listed.json.data.items).toContainEqual(
        expect.objectContaining({ id: response.json.data.id, phone: null, age: null, gender: null, questions_and_answers: [] }),
      );
    });

    it.each([
      ['name', { name: '' }, formMessageText('en', VOLUNTEER_MESSAGES.nameRequired)],
      ['email', { email: 'kabir' }, formMessageText('en', VOLUNTEER_MESSAGES.emailInvalid)],
      ['phone', { phone: '123' }, formMessageText('en', VOLUNTEER_MESSAGES.phoneInvalid)],
      ['age', { age: 'twenty' }, formMessageText('en', VOLUNTEER_MESSAGES.ageInvalid)],
      ['gender', { gender: 'Robot' }, formMessageText('en', VOLUNTEER_MESSAGES.genderInvalid)],
    ])('refuses a bad %s with its message (%j)', async (field, override, message) => {
      await expectInvalid(path, aValidVolunteerSubmission(override as never), field, message);
    });

    describe('questions and answers', () => {
      const question = VOLUNTEER_QUESTIONS[0].question;
      // Each case also spells its message out, so a reworded core message fails here as well as on the website.
      it.each([
        ['more entries than questions', Array.from({ length: VOLUNTEER_QUESTIONS.length + 1 }, () => ({ ques: question, ans: 'Yes' })), 'questions_and_answers', VOLUNTEER_MESSAGES.tooManyAnswers, 'Too many answers'],
        ['answers sent as text instead of a list', 'Yes', 'questions_and_answers', VOLUNTEER_MESSAGES.answersNotList, 'Answers must be a list of questions and answers'],
        ['a blank question', [{ ques: '  ', ans: 'Yes' }], 'questions_and_answers.0.ques', VOLUNTEER_MESSAGES.questionRequired, 'Question is required'],
        ['a missing question', [{ ans: 'Yes' }], 'questions_and_answers.0.ques', VOLUNTEER_MESSAGES.questionRequired, 'Question is required'],
        ['a question over 300 characters', [{ ques: 'q'.repeat(301), ans: 'Yes' }], 'questions_and_answers.0.ques', VOLUNTEER_MESSAGES.questionTooLong, 'Question must be at most 300 characters'],
        ['an answer over 2000 characters', [{ ques: question, ans: 'a'.repeat(2001) }], 'questions_and_answers.0.ans', VOLUNTEER_MESSAGES.answerTooLong, 'Answer must be at most 2000 characters'],
        ['an answer that is not text', [{ ques: question, ans: 5 }], 'questions_and_answers.0.ans', VOLUNTEER_MESSAGES.answerTooLong, 'Answer must be at most 2000 characters'],
        ['an entry that is not an object', ['Yes'], 'questions_and_answers.0', SHARED_MESSAGES.notAnObject, 'Please send the form fields as a JSON object'],
        ['an entry with an unknown field', [{ ques: question, ans: 'Yes', score: 5 }], 'questions_and_answers.0.score', SHARED_MESSAGES.unknownField, 'Unknown field: score'],
      ])('refuses %s with its exact message', async (_label, qa, field, message, spelled) => {
        expect(formMessageText('en', message, field)).toBe(spelled);
        await expectInvalid(path, aValidVolunteerSubmission({ questions_and_answers: qa as never }), field, spelled);
      });

      it('accepts one answer per question, with answers up to 2000 characters', async () => {
        const qa = VOLUNTEER_QUESTIONS.map(({ question: ques }) => ({ ques, ans: 'a'.repeat(2000) }));
        const response = await server.post(path, aValidVolunteerSubmission({ questions_and_answers: qa }));
        expect(response.status, response.text).toBe(201);
      });
    });
  });

  describe('book a session', () => {
    const path = ENDPOINTS.bookSession.path;
    const tomorrow = addDaysToIsoDate(todayInKolkata(AFTERNOON_IN_KOLKATA), 1);
    // Each booking at an hour of its own: an hour takes only so many free calls (free-call.test.ts tests that).
    let hours = 0;
    const booking = (overrides = {}) => aValidBooking({ time: BOOKING_TIME_SLOTS[hours++ % BOOKING_TIME_SLOTS.length], ...overrides }, AFTERNOON_IN_KOLKATA);

    it('stores a valid booking and staff can read it back', async () => {
      const response = await server.post(path, booking({ name: 'Booked Person', time: '11:00 AM' }));
      expect(response.status).toBe(201);
      expect(response.json.msg).toContain('Your free introductory call is booked for');
      const listed = await server.staffGet('/api/v1/staff/bookings');
      const stored = listed.json.data.items.find((item: { id: string }) => item.id === response.json.data.id);
      expect(stored).toMatchObject({ name: 'Booked Person', date: tomorrow, time: '11:00 AM', age: '29', gender: 'female', problem: 'anxiety', status: 'waiting' });
      expect(stored).not.toHaveProperty('idempotency_key');
    });

    it.each([
      ['name', { name: '' }, formMessageText('en', BOOKING_MESSAGES.nameRequired)],
      ['email', { email: 'x@y' }, formMessageText('en', BOOKING_MESSAGES.emailInvalid)],
      ['phone', { phone: '98765' }, formMessageText('en', BOOKING_MESSAGES.phoneInvalid)],
      ['age', { age: '0' }, formMessageText('en', BOOKING_MESSAGES.ageInvalid)],
      ['gender', { gender: '' }, formMessageText('en', BOOKING_MESSAGES.fillAllFields)],
      ['gender', { gender: 'robot' }, formMessageText('en', BOOKING_MESSAGES.genderInvalid)],
      ['problem', { problem: 'boredom' }, formMessageText('en', BOOKING_MESSAGES.problemInvalid)],
      ['date', { date: '14/03/2031' }, formMessageText('en', BOOKING_MESSAGES.dateInvalid)],
      ['date', { date: '2031-03-13' }, formMessageText('en', BOOKING_MESSAGES.datePast)],
      ['time', { time: '9:00 AM' }, formMessageText('en', BOOKING_MESSAGES.timeInvalid)],
      ['time', { date: '2031-03-14', time: '10:00 AM' }, formMessageText('en', BOOKING_MESSAGES.timePast)],
    ])('refuses a bad %s with its message (%j)', async (field, override, message) => {
      await expectInvalid(path, booking(override), field, message);
    });

    it('accepts a slot later today in Asia/Kolkata', async () => {
      const response = await server.post(path, booking({ date: '2031-03-14', time: '6:00 PM' }));
      expect(response.status, response.text).toBe(201);
    });

    it('answers a retried booking with the first answer and keeps one row', async () => {
      const key = `retry-${engine}-1`;
      const payload = booking({ name: 'Retry Person' });
      const first = await server.post(path, payload, { [IDEMPOTENCY_HEADER]: key });
      const second = await server.post(path, payload, { [IDEMPOTENCY_HEADER]: key });
      expect(first.status).toBe(201);
      expect(second.status).toBe(first.status);
      expect(second.json).toEqual(first.json);
      const listed = await server.staffGet('/api/v1/staff/bookings?limit=100');
      expect(listed.json.data.items.filter((item: { name: string }) => item.name === 'Retry Person')).toHaveLength(1);
    });

    it('keeps one row when copies of one retry race each other', async () => {
      const key = `race-${engine}`;
      const payload = booking({ name: 'Race Person' });
      const answers = await Promise.all(Array.from({ length: 5 }, () => server.post(path, payload, { [IDEMPOTENCY_HEADER]: key })));
      expect(new Set(answers.map((answer) => answer.json.data?.id)).size).toBe(1);
      expect(answers.every((answer) => answer.status === 201)).toBe(true);
      const listed = await server.staffGet('/api/v1/staff/bookings?limit=100');
      expect(listed.json.data.items.filter((item: { name: string }) => item.name === 'Race Person')).toHaveLength(1);
    });

    it('refuses to reuse an Idempotency-Key for a different booking', async () => {
      const key = `reuse-${engine}`;
      await server.post(path, booking({ name: 'First Use' }), { [IDEMPOTENCY_HEADER]: key });
      const other = await server.post(path, booking({ name: 'Someone Else' }), { [IDEMPOTENCY_HEADER]: key });
      expect(other.status).toBe(409);
      expect(other.json.success).toBe(false);
    });

    it.each([
      ['without', {}],
      ['with', { [IDEMPOTENCY_HEADER]: `deep-${engine}` }],
    ])('refuses a name nested 20000 arrays deep (%s an Idempotency-Key) with 400 and its message', async (_label, headers) => {
      const depth = 20_000;
      const body = JSON.stringify(booking()).replace(/"name":"[^"]*"/, `"name":${'['.repeat(depth)}${']'.repeat(depth)}`);
      const response = await server.postRaw(path, body, { 'content-type': 'application/json', ...headers });
      expect(response.status).toBe(400);
      expect(envelopeSchema.parse(response.json)).toEqual({
        success: false,
        kind: 'validation',
        msg: formMessageText('en', BOOKING_MESSAGES.nameRequired),
        errors: { name: formMessageText('en', BOOKING_MESSAGES.nameRequired) },
        error_ids: { name: BOOKING_MESSAGES.nameRequired },
      });
      expect(response.json.msg).toBe('Name is required');
    });

    it('still answers a retry with the first answer once its date has passed', async () => {
      const key = `replay-after-midnight-${engine}`;
      const payload = booking({ name: 'Yesterday Person', date: '2031-03-14', time: '6:00 PM' });
      const first = await server.post(path, payload, { [IDEMPOTENCY_HEADER]: key });
      expect(first.status, first.text).toBe(201);
      const nextWeek = await startTestServer(db, { clock: fixedClock('2031-03-21T10:00:00Z') });
      try {
        const retry = await nextWeek.post(path, payload, { [IDEMPOTENCY_HEADER]: key });
        expect(retry.status).toBe(201);
        expect(retry.json).toEqual(first.json);
        expect(retry.headers.get('idempotent-replayed')).toBe('true');
      } finally {
        await nextWeek.close();
      }
    });

    it('refuses an Idempotency-Key that is too long', async () => {
      const response = await server.post(path, booking(), { [IDEMPOTENCY_HEADER]: 'k'.repeat(201) });
      expect(response.status).toBe(400);
    });
  });
});
