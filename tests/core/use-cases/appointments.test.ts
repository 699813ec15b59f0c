import { describe, expect, it } from 'vitest';
import {
  cancelAppointment,
  confirmAppointment,
  holdSlot,
  listMyAppointments,
  staffAppointmentUseCases,
  releaseHold,
  rescheduleAppointment,
  showAppointment,
  BOOKING_POLICY,
  type BookableTherapist,
  type BookingClient,
  type ConfirmAppointmentInput,
  BOOKING_MESSAGES,
} from '@manobal/core';
import { A_TUESDAY, at } from '../../../fixtures/booking/availability';
import {
  aBookableTherapist,
  aBookingClient,
  aConfirmRequest,
  aHoldRequest,
  aStandInManageTokens,
  countingRandomBytes,
  createInMemoryAppointmentStore,
  createInMemoryAvailabilityReader,
} from '../../../fixtures/in-memory/in-memory-appointments';
import { anOutage } from '../../../fixtures/in-memory/in-memory-submission-stores';
import { aCompleteWizardAnswers } from '../../../fixtures/wizard';
import { aJsonFingerprint, aMovableClock, aStandInCipher, sequentialIds } from '../../../fixtures/in-memory/in-memory-services';

const CARE_TEAM_PHONE = '+91 98765 43210';
const A_THERAPIST = aBookableTherapist();
const SIX_PM = at(A_TUESDAY, '18:00');

const arrange = (therapists: readonly BookableTherapist[] = [A_THERAPIST]) => {
  const clock = aMovableClock(at('2026-11-30', '09:00').toISOString());
  const outage = anOutage();
  const appointments = createInMemoryAppointmentStore(outage);
  const tokens = aStandInManageTokens();
  const random = countingRandomBytes();
  const cipher = aStandInCipher();
  const deps = { appointments, therapists: createInMemoryAvailabilityReader(therapists), tokens, clock, careTeamPhone: CARE_TEAM_PHONE };
  const holdUseCase = holdSlot({ ...deps, ids: sequentialIds('hold') });
  const staffCases = staffAppointmentUseCases({ ...deps, opener: cipher });
  const confirmUseCase = confirmAppointment({ ...deps, cipher, fingerprint: aJsonFingerprint(), ids: sequentialIds('appt'), randomBytes: random });
  return {
    clock,
    outage,
    cipher,
    appointments,
    random,
    hold: (payload: unknown, client: BookingClient = aBookingClient()) => holdUseCase(payload, client),
    release: releaseHold(deps),
    confirm: (input: Omit<ConfirmAppointmentInput, 'client' | 'locale'> & Partial<Pick<ConfirmAppointmentInput, 'client' | 'locale'>>) =>
      confirmUseCase({ client: aBookingClient(), locale: 'en', ...input }),
    show: showAppointment(deps),
    cancel: cancelAppointment(deps),
    reschedule: rescheduleAppointment(deps),
    mine: listMyAppointments(deps),
    staff: (input: unknown) => staffCases.listStaffAppointments({ reach: { kind: 'all' }, input }),
    intakeOf: async (reference: string) => (await staffCases.readStaffIntake({ reach: { kind: 'all' }, input: { reference, reason: 'client-care' } }))._unsafeUnwrap().intake,
  };
};

const holdAt = (start: Date, mode = 'video') => aHoldRequest(start, { mode });
const details = aConfirmRequest;

const booked = async (world: ReturnType<typeof arrange>, start = SIX_PM, userId: string | null = null) => {
  const { holdId } = (await world.hold(holdAt(start)))._unsafeUnwrap();
  return (await world.confirm({ payload: details(holdId), userId }))._unsafeUnwrap();
};

describe('hold a slot', () => {
  it('holds a free slot for the policy minutes and lets nobody else hold it or an overlapping start', async () => {
    const world = arrange();
    const held = (await world.hold(holdAt(SIX_PM)))._unsafeUnwrap();
    expect(held).toEqual({ holdId: 'hold-1', expiresAt: new Date(world.clock.now().getTime() + BOOKING_POLICY.holdMinutes * 60_000), phoneChannels: [] });
    expect((await world.hold(holdAt(SIX_PM)))._unsafeUnwrapErr()).toEqual({ kind: 'slot-taken' });
    expect((await world.hold(holdAt(at(A_TUESDAY, '18:30'))))._unsafeUnwrapErr()).toEqual({ kind: 'slot-taken' });
    expect((await world.hold(holdAt(at(A_TUESDAY, '19:00'))))._unsafeUnwrap().holdId).toBe('hold-2');
  });

  it('gives exactly one of many simultaneous holds on a time, even when the slot check passes for all of them', async () => {
    const world = arrange();
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => world.hold(holdAt(SIX_PM))));
    expect(outcomes.filter((o) => o.isOk())).toHaveLength(1);
    expect(outcomes.filter((o) => o.isErr() && o.error.kind === 'slot-taken')).toHaveLength(19);
  });

  it('refuses a time that is not offered (outside the rules, too soon, off the grid, unknown or inactive therapist) as not offered', async () => {
    const world = arrange([A_THERAPIST, { ...A_THERAPIST, id: 'on-leave', active: false }]);
    for (const start of [at(A_TUESDAY, '15:00'), at('2026-11-30', '10:00'), at(A_TUESDAY, '18:15')]) {
      expect((await world.hold(holdAt(start)))._unsafeUnwrapErr()).toEqual({ kind: 'slot-not-offered' });
    }
    expect((await world.hold(holdAt(at(A_TUESDAY, '11:00'), 'in-person')))._unsafeUnwrap().holdId).toBeDefined();
    expect((await world.hold(holdAt(SIX_PM, 'in-person')))._unsafeUnwrapErr()).toEqual({ kind: 'slot-not-offered' });
    expect((await world.hold({ ...holdAt(SIX_PM), therapist_id: 'nobody' }))._unsafeUnwrapErr()).toEqual({ kind: 'slot-not-offered' });
    expect((await world.hold({ ...holdAt(SIX_PM), therapist_id: 'on-leave' }))._unsafeUnwrapErr()).toEqual({ kind: 'slot-not-offered' });
  });

  it('refuses a malformed request field by field', async () => {
    const world = arrange();
    const refused = (await world.hold({ therapist_id: 'Ananya Rao', start: '1 Dec 6 pm', mode: 'phone' }))._unsafeUnwrapErr();
    expect(refused).toMatchObject({ kind: 'validation', fieldErrors: { therapist_id: expect.any(String), start: expect.any(String), mode: expect.any(String) } });
  });

  it('frees the time when the hold expires: the next hold takes it over', async () => {
    const world = arrange();
    await world.hold(holdAt(SIX_PM));
    world.clock.set(new Date(world.clock.now().getTime() + BOOKING_POLICY.holdMinutes * 60_000).toISOString());
    expect((await world.hold(holdAt(SIX_PM))).isOk()).toBe(true);
    expect(world.appointments.holds.has('hold-1')).toBe(false);
  });
});

describe('confirm an appointment', () => {
  it('turns a live hold into a confirmed appointment with a reference and a manage token kept only as a hash', async () => {
    const world = arrange();
    const { appointment, manageToken, replayed } = await booked(world);
    expect(replayed).toBe(false);
    expect(appointment).toMatchObject({ reference: 'MNB-000001', therapistId: 'ananya-rao', start: SIX_PM, mode: 'video', feeInr: 1200, status: 'confirmed' });
    expect(appointment.end).toEqual(at(A_TUESDAY, '19:00'));
    expect(appointment.manageTokenHash).not.toContain(manageToken);
    expect(appointment.person).toMatchObject({ name: 'Asha Verma', age: 29 });
    expect(JSON.stringify(world.appointments.appointments)).not.toContain('Panic attacks');
    expect(world.appointments.cellsOf(appointment.id)).toHaveLength(2);
  });

  it('keeps the language the visitor booked in, for every message to them about it', async () => {
    const world = arrange();
    const { holdId } = (await world.hold(holdAt(SIX_PM)))._unsafeUnwrap();
    const { appointment } = (await world.confirm({ payload: details(holdId), userId: null, locale: 'hi' }))._unsafeUnwrap();
    expect(appointment.person.locale).toBe('hi');
    expect((await booked(world, at(A_TUESDAY, '10:00'))).appointment.person.locale).toBe('en');
  });

  it('refuses a hold that expired or never was with hold-expired, and the time is free again', async () => {
    const world = arrange();
    const { holdId } = (await world.hold(holdAt(SIX_PM)))._unsafeUnwrap();
    world.clock.set(new Date(world.clock.now().getTime() + BOOKING_POLICY.holdMinutes * 60_000).toISOString());
    expect((await world.confirm({ payload: details(holdId), userId: null }))._unsafeUnwrapErr()).toEqual({ kind: 'hold-expired' });
    expect((await world.confirm({ payload: details('no-such-hold'), userId: null }))._unsafeUnwrapErr()).toEqual({ kind: 'hold-expired' });
    expect((await world.hold(holdAt(SIX_PM))).isOk()).toBe(true);
  });

  it('checks the booking form rules for the person', async () => {
    const world = arrange();
    const { holdId } = (await world.hold(holdAt(SIX_PM)))._unsafeUnwrap();
    const refused = (await world.confirm({ payload: details(holdId, { phone: '12345', age: '0', email: 'asha' }), userId: null }))._unsafeUnwrapErr();
    expect(refused).toMatchObject({ kind: 'validation', fieldErrors: { phone: BOOKING_MESSAGES.phoneInvalid, age: BOOKING_MESSAGES.ageInvalid, email: BOOKING_MESSAGES.emailInvalid } });
  });

  it('answers a retry under the same Idempotency-Key with the same appointment and token; a different body gets idempotency-key-reused', async () => {
    const world = arrange();
    const { holdId } = (await world.hold(holdAt(SIX_PM)))._unsafeUnwrap();
    const body = details(holdId);
    const first = (await world.confirm({ payload: body, idempotencyKey: 'k-1', userId: null }))._unsafeUnwrap();
    const retry = (await world.confirm({ payload: body, idempotencyKey: 'k-1', userId: null }))._unsafeUnwrap();
    expect(retry).toEqual({ ...first, replayed: true });
    expect((await world.confirm({ payload: { ...body, name: 'Other' }, idempotencyKey: 'k-1', userId: null }))._unsafeUnwrapErr()).toEqual({
      kind: 'idempotency-key-reused',
    });
    expect((await world.confirm({ payload: details(holdId), idempotencyKey: 'bad key', userId: null }))._unsafeUnwrapErr()).toEqual({ kind: 'idempotency-key-invalid' });
    expect(world.appointments.appointments).toHaveLength(1);
  });

  it('draws another reference when the first is in use', async () => {
    const world = arrange();
    await booked(world);
    world.random.repeatNext(1);
    const second = await booked(world, at(A_TUESDAY, '19:00'));
    expect(second.appointment.reference).toBe('MNB-000002');
  });

  it('links the appointment to the account that booked it, and lists it among the upcoming then the past', async () => {
    const world = arrange();
    await booked(world, SIX_PM, 'user-1');
    await booked(world, at(A_TUESDAY, '19:00'), null);
    expect((await world.mine('user-1'))._unsafeUnwrap()).toMatchObject({ upcoming: [{ start: '2026-12-01T18:00:00+05:30' }], past: [] });
    world.clock.set(at('2026-12-02', '09:00').toISOString());
    expect((await world.mine('user-1'))._unsafeUnwrap()).toMatchObject({ upcoming: [], past: [{ reference: 'MNB-000001' }] });
  });

  it('answers store-unavailable when the store is down', async () => {
    const world = arrange();
    world.outage.down = true;
    expect((await world.hold(holdAt(SIX_PM)))._unsafeUnwrapErr()).toEqual({ kind: 'store-unavailable' });
  });
});

describe('manage an appointment with its token', () => {
  it('shows it to the token holder; no token is unauthorized; a wrong token and an unknown reference are the same not-found', async () => {
    const world = arrange();
    const { appointment, manageToken } = await booked(world);
    expect((await world.show({ reference: 'mnb 000001', token: manageToken }))._unsafeUnwrap()).toMatchObject({ reference: appointment.reference, status: 'confirmed' });
    expect((await world.show({ reference: appointment.reference, token: undefined }))._unsafeUnwrapErr()).toEqual({ kind: 'unauthorized' });
    expect((await world.show({ reference: appointment.reference, token: 'guess' }))._unsafeUnwrapErr()).toEqual({ kind: 'not-found' });
    expect((await world.show({ reference: 'MNB-ZZZZZZ', token: manageToken }))._unsafeUnwrapErr()).toEqual({ kind: 'not-found' });
  });

  it('cancels and frees the time; a second cancel answers the same', async () => {
    const world = arrange();
    const { appointment, manageToken } = await booked(world);
    const request = { reference: appointment.reference, token: manageToken };
    expect((await world.cancel(request))._unsafeUnwrap()).toMatchObject({ status: 'cancelled' });
    expect((await world.cancel(request))._unsafeUnwrap()).toMatchObject({ status: 'cancelled' });
    expect(world.appointments.cellsOf(appointment.id)).toEqual([]);
    expect((await world.hold(holdAt(SIX_PM))).isOk()).toBe(true);
  });

  it('refuses a move inside the cut-off, naming the care team phone, but still cancels there, marked late and freeing the time', async () => {
    const world = arrange();
    const { appointment, manageToken } = await booked(world);
    world.clock.set(new Date(SIX_PM.getTime() - BOOKING_POLICY.changeCutoffHours * 3_600_000 + 1).toISOString());
    const request = { reference: appointment.reference, token: manageToken };
    const tooLate = { kind: 'too-late-to-change', careTeamPhone: CARE_TEAM_PHONE };
    expect((await world.reschedule({ ...request, payload: { start: at(A_TUESDAY, '19:00').toISOString() } }))._unsafeUnwrapErr()).toEqual(tooLate);
    expect((await world.cancel(request))._unsafeUnwrap()).toMatchObject({ status: 'cancelled', cancelled_late: true, sequence: 1 });
    expect(world.appointments.cellsOf(appointment.id)).toEqual([]);
  });

  it('cancels free of charge up to the cut-off itself, and refuses a cancel once the session has started', async () => {
    const world = arrange();
    const first = await booked(world);
    const second = await booked(world, at(A_TUESDAY, '20:00'));
    world.clock.set(new Date(SIX_PM.getTime() - BOOKING_POLICY.changeCutoffHours * 3_600_000).toISOString());
    expect((await world.cancel({ reference: first.appointment.reference, token: first.manageToken }))._unsafeUnwrap()).toMatchObject({ cancelled_late: false });
    world.clock.set(at(A_TUESDAY, '20:00').toISOString());
    expect((await world.cancel({ reference: second.appointment.reference, token: second.manageToken }))._unsafeUnwrapErr()).toEqual({
      kind: 'too-late-to-change',
      careTeamPhone: CARE_TEAM_PHONE,
    });
  });

  it('adds one to the sequence for each move and for the cancel', async () => {
    const world = arrange();
    const { appointment, manageToken } = await booked(world);
    const request = { reference: appointment.reference, token: manageToken };
    expect(appointment.sequence).toBe(0);
    expect((await world.reschedule({ ...request, payload: { start: at(A_TUESDAY, '19:00').toISOString() } }))._unsafeUnwrap().sequence).toBe(1);
    expect((await world.reschedule({ ...request, payload: { start: at(A_TUESDAY, '20:00').toISOString() } }))._unsafeUnwrap().sequence).toBe(2);
    expect((await world.cancel(request))._unsafeUnwrap()).toMatchObject({ status: 'cancelled', sequence: 3, cancelled_late: false });
  });

  it("releases a hold at once for everyone, only by the hold's own id, and answers the same when released again", async () => {
    const world = arrange();
    const { holdId } = (await world.hold(holdAt(SIX_PM)))._unsafeUnwrap();
    expect((await world.release({ hold_id: 'hold-999' })).isOk()).toBe(true);
    expect((await world.hold(holdAt(SIX_PM)))._unsafeUnwrapErr()).toEqual({ kind: 'slot-taken' });
    expect((await world.release({ hold_id: holdId })).isOk()).toBe(true);
    expect((await world.release({ hold_id: holdId })).isOk()).toBe(true);
    expect((await world.hold(holdAt(SIX_PM))).isOk()).toBe(true);
    expect((await world.release({}))._unsafeUnwrapErr()).toMatchObject({ kind: 'validation' });
  });

  it('releasing a hold already confirmed leaves the appointment its time', async () => {
    const world = arrange();
    const { holdId } = (await world.hold(holdAt(SIX_PM)))._unsafeUnwrap();
    await world.confirm({ payload: details(holdId), userId: null });
    expect((await world.release({ hold_id: holdId })).isOk()).toBe(true);
    expect((await world.hold(holdAt(SIX_PM)))._unsafeUnwrapErr()).toEqual({ kind: 'slot-taken' });
  });

  it('moves to a free time and frees the old one, including a move by half an hour onto its own cells', async () => {
    const world = arrange();
    const { appointment, manageToken } = await booked(world);
    const request = { reference: appointment.reference, token: manageToken };
    const moved = (await world.reschedule({ ...request, payload: { start: at(A_TUESDAY, '18:30').toISOString() } }))._unsafeUnwrap();
    expect(moved).toMatchObject({ start: '2026-12-01T18:30:00+05:30', end: '2026-12-01T19:30:00+05:30' });
    expect(world.appointments.cellsOf(appointment.id).sort()).toEqual([
      `ananya-rao|${at(A_TUESDAY, '18:30').toISOString()}`,
      `ananya-rao|${at(A_TUESDAY, '19:00').toISOString()}`,
    ]);
    expect((await world.hold(holdAt(at(A_TUESDAY, '17:30')))).isOk()).toBe(true);
  });

  it('keeps the old time when the new one is taken', async () => {
    const world = arrange();
    const { appointment, manageToken } = await booked(world);
    await world.hold(holdAt(at(A_TUESDAY, '20:00')));
    const refused = await world.reschedule({ reference: appointment.reference, token: manageToken, payload: { start: at(A_TUESDAY, '20:00').toISOString() } });
    expect(refused._unsafeUnwrapErr()).toEqual({ kind: 'slot-taken' });
    expect(world.appointments.cellsOf(appointment.id)).toHaveLength(2);
    expect((await world.show({ reference: appointment.reference, token: manageToken }))._unsafeUnwrap().start).toBe('2026-12-01T18:00:00+05:30');
  });

  it('of two reschedules racing for one time, exactly one wins and each appointment keeps exactly one time', async () => {
    const world = arrange();
    const a = await booked(world, SIX_PM);
    const b = await booked(world, at(A_TUESDAY, '11:00'));
    const target = { start: at(A_TUESDAY, '20:00').toISOString() };
    const outcomes = await Promise.all([a, b].map(({ appointment, manageToken }) => world.reschedule({ reference: appointment.reference, token: manageToken, payload: target })));
    expect(outcomes.filter((o) => o.isOk())).toHaveLength(1);
    for (const { appointment } of [a, b]) expect(world.appointments.cellsOf(appointment.id)).toHaveLength(2);
  });
});

describe('staff listing', () => {
  it('filters by therapist, IST dates and status', async () => {
    const world = arrange();
    const first = await booked(world, SIX_PM);
    await booked(world, at('2026-12-02', '11:00'));
    await world.cancel({ reference: first.appointment.reference, token: first.manageToken });
    const list = async (query: Record<string, string>) => (await world.staff(query))._unsafeUnwrap().items.map((a) => a.reference);
    expect(await list({})).toEqual(['MNB-000001', 'MNB-000002']);
    expect(await list({ from: '2026-12-02', to: '2026-12-02' })).toEqual(['MNB-000002']);
    expect(await list({ status: 'cancelled' })).toEqual(['MNB-000001']);
    expect(await list({ therapist: 'someone-else' })).toEqual([]);
    expect((await world.staff({ status: 'lost' }))._unsafeUnwrapErr()).toMatchObject({ kind: 'validation' });
    expect((await world.staff({}))._unsafeUnwrap().items[0]).toMatchObject({ name: 'Asha Verma', phone: first.appointment.person.phone, linked_to_account: false });
    // A page at a time, with the total, as every staff listing.
    expect((await world.staff({ page: '2', limit: '1' }))._unsafeUnwrap()).toMatchObject({ items: [{ reference: 'MNB-000002' }], page: 2, limit: 1, total: 2 });
  });
});

describe('the intake shared when booking', () => {
  const ANSWERS = aCompleteWizardAnswers({ languages: ['marathi', 'hindi'], risk: 'no' });

  const bookedWith = async (world: ReturnType<typeof arrange>, payload: Record<string, unknown>) => {
    const { holdId } = (await world.hold(holdAt(SIX_PM)))._unsafeUnwrap();
    return (await world.confirm({ payload: details(holdId, payload), userId: null }))._unsafeUnwrap();
  };

  it('keeps the answers only sealed; the listing says they were shared and the intake read gives them back as ids', async () => {
    const world = arrange();
    const { appointment } = await bookedWith(world, { intake: ANSWERS });
    const sealed = appointment.person.intakeSealed;
    expect(sealed).not.toBeNull();
    expect(sealed).not.toContain('marathi');
    expect(world.cipher.decrypt(sealed!)).toBe(JSON.stringify(ANSWERS));
    expect((await world.staff({}))._unsafeUnwrap().items[0]?.intake_shared).toBe(true);
    expect(await world.intakeOf(appointment.reference)).toEqual(ANSWERS);
  });

  it('keeps no intake when none was shared (left out or null), and staff see none', async () => {
    for (const payload of [{}, { intake: null }]) {
      const world = arrange();
      const { appointment } = await bookedWith(world, payload);
      expect(appointment.person.intakeSealed).toBeNull();
      expect((await world.staff({}))._unsafeUnwrap().items[0]?.intake_shared).toBe(false);
      expect(await world.intakeOf(appointment.reference)).toBeNull();
    }
  });

  it('never shows the intake to the manage link', async () => {
    const world = arrange();
    const { appointment, manageToken } = await bookedWith(world, { intake: ANSWERS });
    const shown = (await world.show({ reference: appointment.reference, token: manageToken }))._unsafeUnwrap();
    expect(JSON.stringify(shown)).not.toContain('marathi');
    expect(shown).not.toHaveProperty('intake');
  });

  it('refuses answers that are not the wizard ids, and books nothing', async () => {
    const world = arrange();
    const { holdId } = (await world.hold(holdAt(SIX_PM)))._unsafeUnwrap();
    const refused = await world.confirm({ payload: details(holdId, { intake: { ...ANSWERS, languages: ['Marathi'] } }), userId: null });
    expect(refused._unsafeUnwrapErr()).toMatchObject({ kind: 'validation', fieldErrors: { 'intake.languages.0': expect.any(String) } });
    expect(world.appointments.appointments).toEqual([]);
  });
});
