import { describe, expect, it } from 'vitest';
import {
  BOOKING_MESSAGES,
  CALLBACK_MESSAGES,
  CALLBACK_REASONS,
  callbackConfirmation,
  callbackRequestSchema,
  DEFAULT_CARE_TEAM_HOURS,
  toCallbackRequestedData,
  callbackUrgency,
  requestCallback,
  type CallbackReason,
  type Locale,
} from '@manobal/core';
import { aValidCallbackRequest } from '../../../fixtures/forms';
import { anOutage, createInMemoryCallbackStore } from '../../../fixtures/in-memory/in-memory-submission-stores';
import { aMovableClock, sequentialIds } from '../../../fixtures/in-memory/in-memory-services';

/** Monday 5 January 2026, 09:30 IST: the care team (09:00-21:00 IST) is working. */
const NOW = '2026-01-05T04:00:00.000Z';
const hours = DEFAULT_CARE_TEAM_HOURS;

const aRequester = (outage = anOutage()) => {
  const callbacks = createInMemoryCallbackStore(outage);
  const clock = aMovableClock(NOW);
  const asked = requestCallback({ callbacks, ids: sequentialIds('cb'), clock, hours });
  return { callbacks, clock, request: (input: unknown, locale: Locale = 'en') => asked(input, locale) };
};

describe('request a call back', () => {
  it('keeps a crisis request as urgent, with the 10 digits and the time it arrived', async () => {
    const { callbacks, request } = aRequester();
    const result = await request(aValidCallbackRequest({ name: ' Asha Verma ', phone: '+91 98765 43210' }));
    expect(result._unsafeUnwrap()).toEqual({ id: 'cb-1', reason: 'crisis', careTeam: { state: 'open', closesAt: new Date('2026-01-05T15:30:00.000Z') }, hours, acknowledgement: null });
    expect(callbacks.items).toEqual([
      {
        id: 'cb-1',
        name: 'Asha Verma',
        phone: '9876543210',
        reason: 'crisis',
        urgency: 'urgent',
        risk: null,
        language: null,
        locale: 'en',
        receivedAt: new Date(NOW),
        dueAt: new Date('2026-01-05T05:00:00.000Z'),
        queue: { position: { state: 'waiting' }, attempts: 0, lastOutcome: null },
        phoneChannel: null,
      },
    ]);
    expect(callbacks.events).toEqual([{ id: 1, type: 'callback-requested', callbackId: 'cb-1', reason: 'crisis', at: new Date(NOW), by: null, outcome: null }]);
  });

  it("keeps the wizard's risk answer and the person's language for the care team", async () => {
    const { callbacks, request } = aRequester();
    await request(aValidCallbackRequest({ risk: 'yes', language: 'marathi' }));
    expect(callbacks.items[0]).toMatchObject({ risk: 'yes', language: 'marathi' });
    expect((await request(aValidCallbackRequest({ risk: 'maybe' as never })))._unsafeUnwrapErr()).toMatchObject({ fieldErrors: { risk: CALLBACK_MESSAGES.riskInvalid } });
    expect((await request(aValidCallbackRequest({ language: 'klingon' as never })))._unsafeUnwrapErr()).toMatchObject({
      fieldErrors: { language: CALLBACK_MESSAGES.languageInvalid },
    });
  });

  it('keeps the language of the page it was asked from, apart from the language the person wants to be called in', async () => {
    const { callbacks, request } = aRequester();
    await request(aValidCallbackRequest({ language: 'marathi' }), 'hi');
    expect(callbacks.items[0]).toMatchObject({ locale: 'hi', language: 'marathi' });
  });

  it('outside the hours answers when the team opens, and a crisis is due within the hour of opening', async () => {
    const { callbacks, clock, request } = aRequester();
    clock.set('2026-01-05T16:00:00.000Z'); // 21:30 IST
    const answered = (await request(aValidCallbackRequest()))._unsafeUnwrap();
    expect(answered.careTeam).toEqual({ state: 'closed', opensAt: new Date('2026-01-06T03:30:00.000Z') });
    expect(callbacks.items[0]?.dueAt).toEqual(new Date('2026-01-06T04:30:00.000Z'));
    const data = toCallbackRequestedData(answered);
    expect(data).toEqual({ id: 'cb-1', reason: 'crisis', care_team: { state: 'closed', opens_at: '2026-01-06T03:30:00.000Z' }, hours: { opens: '09:00', closes: '21:00' }, acknowledgement: null });
    const words = callbackConfirmation(data).join(' ');
    expect(words).toContain('They start again on Tue 6 Jan, 9:00 am IST');
    expect(words).toContain('Tele-MANAS on 14416: it answers 24 hours a day');
  });

  it('inside the hours says the request is first on the care team\'s list, and names no helpline in place of the call', () => {
    const open = { id: 'cb-1', reason: 'crisis', care_team: { state: 'open', closes_at: '2026-01-05T15:30:00.000Z' }, hours: { opens: '09:00', closes: '21:00' }, acknowledgement: null } as const;
    const words = callbackConfirmation(open).join(' ');
    expect(words).toContain('at the top of their list');
    expect(words).toContain('within the hour');
    expect(words).not.toContain('Tele-MANAS');
    expect(callbackConfirmation({ ...open, reason: 'booking-help' }).join(' ')).toContain('within two working days');
  });

  it('promises an SMS with the helplines only when the server answers that one goes', () => {
    const open = { id: 'cb-1', reason: 'crisis', care_team: { state: 'open', closes_at: '2026-01-05T15:30:00.000Z' }, hours: { opens: '09:00', closes: '21:00' }, acknowledgement: null } as const;
    expect(callbackConfirmation(open).join(' ')).not.toContain('SMS');
    expect(callbackConfirmation({ ...open, acknowledgement: 'sms' }).join(' ')).toContain('We are sending an SMS to the number you gave, with helplines that answer at any hour.');
  });

  it('keeps a request for help with booking as normal', async () => {
    const { callbacks, request } = aRequester();
    await request(aValidCallbackRequest({ reason: 'booking-help' }));
    expect(callbacks.items[0]).toMatchObject({ reason: 'booking-help', urgency: 'normal' });
  });

  it.each(CALLBACK_REASONS)('decides the urgency of %s only from the reason', (reason: CallbackReason) => {
    expect(callbackUrgency(reason)).toBe(reason === 'crisis' ? 'urgent' : 'normal');
  });

  it('refuses a request without consent and keeps nothing', async () => {
    const { callbacks, request } = aRequester();
    for (const consent of [false, undefined, 'yes']) {
      const result = await request({ ...aValidCallbackRequest(), consent });
      expect(result._unsafeUnwrapErr()).toEqual({ kind: 'validation', msg: CALLBACK_MESSAGES.consent, fieldErrors: { consent: CALLBACK_MESSAGES.consent } });
    }
    expect(callbacks.items).toEqual([]);
  });

  it("uses the booking form's rules for the name and the phone", async () => {
    const { request } = aRequester();
    const result = await request(aValidCallbackRequest({ name: '', phone: '5876543210' }));
    expect(result._unsafeUnwrapErr()).toMatchObject({ fieldErrors: { name: BOOKING_MESSAGES.nameRequired, phone: BOOKING_MESSAGES.phoneInvalid } });
  });

  it('refuses a missing reason, an unknown one and unknown fields', () => {
    const { reason: _reason, ...withoutReason } = aValidCallbackRequest();
    expect(callbackRequestSchema.safeParse(withoutReason).error?.issues[0]?.message).toBe(CALLBACK_MESSAGES.reasonRequired);
    expect(callbackRequestSchema.safeParse(aValidCallbackRequest({ reason: 'chat' as never })).error?.issues[0]?.message).toBe(CALLBACK_MESSAGES.reasonInvalid);
    expect(callbackRequestSchema.safeParse({ ...aValidCallbackRequest(), email: 'a@b.in' }).success).toBe(false);
  });

  it('answers store-unavailable while the store is down', async () => {
    const outage = anOutage();
    outage.down = true;
    const result = await aRequester(outage).request(aValidCallbackRequest());
    expect(result._unsafeUnwrapErr()).toEqual({ kind: 'store-unavailable' });
  });
});
