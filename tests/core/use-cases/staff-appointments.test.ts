import { describe, expect, it } from 'vitest';
import {
  CALENDAR_TEXT,
  confirmAppointment,
  holdSlot,
  INTAKE_PERMISSIONS,
  INTAKE_READ_CONDITION_WORDS,
  INTAKE_READER_WORDS,
  reachOf,
  ROLE_PERMISSIONS,
  SAMPLE_THERAPISTS,
  STAFF_CONTRACT,
  STAFF_ROLES,
  staffAppointmentUseCases,
  therapistStaffUseCases,
  type StaffReach,
} from '@manobal/core';
import { A_TUESDAY, at } from '../../../fixtures/booking/availability';
import {
  aBookableTherapist,
  aBookingClient,
  aConfirmRequest,
  aHoldRequest,
  countingRandomBytes,
  aStandInManageTokens,
  createInMemoryAppointmentStore,
  createInMemoryAvailabilityReader,
} from '../../../fixtures/in-memory/in-memory-appointments';
import { aJsonFingerprint, aMovableClock, aStandInCipher, sequentialIds } from '../../../fixtures/in-memory/in-memory-services';
import { aCompleteWizardAnswers } from '../../../fixtures/wizard';
import { aPhotoShelf, createInMemoryTherapistDirectory } from '../../../fixtures/in-memory/in-memory-therapists';

const ALL: StaffReach = { kind: 'all' };
const ANANYA = aBookableTherapist({ id: 'ananya-rao' });
const VIKRAM = aBookableTherapist({ id: 'vikram-mehta' });
const OWN_ANANYA: StaffReach = { kind: 'own', therapistId: 'ananya-rao' };
const ANSWERS = aCompleteWizardAnswers({ languages: ['marathi'], risk: 'no' });

/** Monday 30 November 2026, 09:00 IST; the therapists' week is bookable from the next day. */
const arrange = () => {
  const clock = aMovableClock(at('2026-11-30', '09:00').toISOString());
  const appointments = createInMemoryAppointmentStore();
  const therapists = createInMemoryAvailabilityReader([ANANYA, VIKRAM]);
  const cipher = aStandInCipher();
  const hold = holdSlot({ appointments, therapists, clock, ids: sequentialIds('hold') });
  const confirm = confirmAppointment({ appointments, tokens: aStandInManageTokens(), cipher, fingerprint: aJsonFingerprint(), ids: sequentialIds('appt'), randomBytes: countingRandomBytes(), clock });
  const staff = staffAppointmentUseCases({ appointments, therapists, clock, opener: cipher });
  const book = async (therapistId: string, start: Date, details: Record<string, unknown> = {}) => {
    const { holdId } = (await hold(aHoldRequest(start, { therapist_id: therapistId }), aBookingClient()))._unsafeUnwrap();
    return (await confirm({ payload: aConfirmRequest(holdId, details), idempotencyKey: undefined, userId: null, client: aBookingClient(), locale: 'en' }))._unsafeUnwrap().appointment;
  };
  return { clock, appointments, staff, book };
};

describe("a therapist's reach over appointments", () => {
  it('lists only their own appointments, whatever therapist filter they send', async () => {
    const world = arrange();
    await world.book('ananya-rao', at(A_TUESDAY, '18:00'));
    await world.book('vikram-mehta', at(A_TUESDAY, '18:00'));
    const references = async (reach: StaffReach, input: Record<string, string>) =>
      (await world.staff.listStaffAppointments({ reach, input }))._unsafeUnwrap().items.map((item) => item.therapist_id);
    expect(await references(ALL, {})).toEqual(['ananya-rao', 'vikram-mehta']);
    expect(await references(OWN_ANANYA, {})).toEqual(['ananya-rao']);
    expect(await references(OWN_ANANYA, { therapist: 'vikram-mehta' })).toEqual(['ananya-rao']);
    expect((await world.staff.listStaffAppointments({ reach: { kind: 'none' }, input: {} }))._unsafeUnwrapErr()).toEqual({ kind: 'forbidden' });
  });

  it("refuses to open, cancel, move or mark another therapist's appointment", async () => {
    const world = arrange();
    const theirs = await world.book('vikram-mehta', at(A_TUESDAY, '18:00'));
    const reference = theirs.reference;
    expect((await world.staff.showStaffAppointment({ reach: OWN_ANANYA, input: { reference } }))._unsafeUnwrapErr()).toEqual({ kind: 'forbidden' });
    expect((await world.staff.cancelStaffAppointment({ reach: OWN_ANANYA, input: { reference, reason: 'mine now' } }))._unsafeUnwrapErr()).toEqual({ kind: 'forbidden' });
    expect((await world.staff.moveStaffAppointment({ reach: OWN_ANANYA, input: { reference, start: at(A_TUESDAY, '19:00').toISOString() } }))._unsafeUnwrapErr()).toEqual({ kind: 'forbidden' });
    world.clock.set(at(A_TUESDAY, '20:00').toISOString());
    expect((await world.staff.markStaffAttendance({ reach: OWN_ANANYA, input: { reference, attendance: 'no-show' } }))._unsafeUnwrapErr()).toEqual({ kind: 'forbidden' });
    expect((await world.staff.therapistAgenda({ reach: OWN_ANANYA, input: { id: 'vikram-mehta' } }))._unsafeUnwrapErr()).toEqual({ kind: 'forbidden' });
    const after = (await world.appointments.findByReference(reference))._unsafeUnwrap();
    expect([after?.status, after?.start, after?.attendance ?? null]).toEqual(['confirmed', theirs.start, null]);
  });

  it('reads the role table through the contract: a therapist reaches their own entry, a coordinator everyone, a recruiter nothing', () => {
    const therapist = { roles: ['therapist' as const], therapistId: 'ananya-rao' };
    expect(reachOf(therapist, STAFF_CONTRACT.staffAppointments.allow)).toEqual(OWN_ANANYA);
    expect(reachOf(therapist, STAFF_CONTRACT.staffAppointmentIntake.allow)).toEqual(OWN_ANANYA);
    expect(reachOf({ roles: ['coordinator'], therapistId: null }, STAFF_CONTRACT.staffAppointmentIntake.allow)).toEqual(ALL);
    expect(reachOf({ roles: ['recruiter'], therapistId: null }, STAFF_CONTRACT.staffAppointments.allow)).toEqual({ kind: 'none' });
    expect(reachOf({ roles: ['therapist'], therapistId: null }, STAFF_CONTRACT.staffSetDateOverride.allow)).toEqual({ kind: 'none' });
  });
});

describe('tabs and filters', () => {
  it('lists upcoming soonest first, past latest first, cancelled apart, and narrows by status and IST dates', async () => {
    const world = arrange();
    const early = await world.book('ananya-rao', at(A_TUESDAY, '10:00'));
    const late = await world.book('ananya-rao', at(A_TUESDAY, '18:00'));
    const tomorrow = await world.book('ananya-rao', at('2026-12-02', '10:00'));
    const cancelled = await world.book('ananya-rao', at('2026-12-03', '10:00'));
    await world.staff.cancelStaffAppointment({ reach: ALL, input: { reference: cancelled.reference, reason: 'Therapist unwell' } });
    world.clock.set(at(A_TUESDAY, '21:00').toISOString());
    await world.staff.markStaffAttendance({ reach: ALL, input: { reference: early.reference, attendance: 'attended' } });
    const list = async (input: Record<string, string>) => (await world.staff.listStaffAppointments({ reach: ALL, input }))._unsafeUnwrap().items.map((item) => item.reference);
    expect(await list({ when: 'upcoming' })).toEqual([tomorrow.reference]);
    expect(await list({ when: 'past' })).toEqual([late.reference, early.reference]);
    expect(await list({ when: 'cancelled' })).toEqual([cancelled.reference]);
    expect(await list({ when: 'past', status: 'attended' })).toEqual([early.reference]);
    expect(await list({ when: 'cancelled', status: 'attended' })).toEqual([]);
    expect(await list({ from: '2026-12-02', to: '2026-12-03' })).toEqual([tomorrow.reference, cancelled.reference]);
    expect((await world.staff.listStaffAppointments({ reach: ALL, input: { when: 'soon' } }))._unsafeUnwrapErr()).toMatchObject({ kind: 'validation' });
  });
});

describe('cancel, move and attendance', () => {
  it('cancels with the reason kept and the time free again; a second cancel is refused as cancelled', async () => {
    const world = arrange();
    const appointment = await world.book('ananya-rao', at(A_TUESDAY, '18:00'));
    const done = (await world.staff.cancelStaffAppointment({ reach: OWN_ANANYA, input: { reference: appointment.reference, reason: 'Therapist unwell' } }))._unsafeUnwrap();
    expect(done).toMatchObject({ status: 'cancelled', phase: 'cancelled', cancel_reason: 'Therapist unwell', can: { cancel: false, move: false, mark_attendance: false } });
    expect(world.appointments.cellsOf(appointment.id)).toEqual([]);
    expect((await world.staff.cancelStaffAppointment({ reach: ALL, input: { reference: appointment.reference, reason: 'again' } }))._unsafeUnwrapErr()).toEqual({
      kind: 'appointment-not-changeable',
      why: 'cancelled',
    });
    expect((await world.staff.cancelStaffAppointment({ reach: ALL, input: { reference: appointment.reference, reason: '   ' } }))._unsafeUnwrapErr()).toMatchObject({ kind: 'validation' });
  });

  it("moves to another of the therapist's free slots, within the visitors' 12-hour cut-off too, and refuses a time that is not free", async () => {
    const world = arrange();
    const appointment = await world.book('ananya-rao', at(A_TUESDAY, '18:00'));
    await world.book('ananya-rao', at(A_TUESDAY, '20:00'));
    world.clock.set(at(A_TUESDAY, '09:00').toISOString());
    const move = (start: Date) => world.staff.moveStaffAppointment({ reach: ALL, input: { reference: appointment.reference, start: start.toISOString() } });
    expect((await move(at(A_TUESDAY, '20:00')))._unsafeUnwrapErr()).toEqual({ kind: 'slot-taken' });
    expect((await move(at(A_TUESDAY, '14:00')))._unsafeUnwrapErr()).toEqual({ kind: 'slot-not-offered' });
    const moved = (await move(at(A_TUESDAY, '18:30')))._unsafeUnwrap();
    expect(moved).toMatchObject({ start: '2026-12-01T18:30:00+05:30', sequence: 1, status: 'confirmed' });
    world.clock.set(at(A_TUESDAY, '18:45').toISOString());
    expect((await move(at('2026-12-02', '18:00')))._unsafeUnwrapErr()).toEqual({ kind: 'appointment-not-changeable', why: 'started' });
  });

  it('marks attended or no-show only once the session has ended, lets a mark be changed, and never marks a cancelled one', async () => {
    const world = arrange();
    const kept = await world.book('ananya-rao', at(A_TUESDAY, '18:00'));
    const cancelled = await world.book('ananya-rao', at(A_TUESDAY, '20:00'));
    await world.staff.cancelStaffAppointment({ reach: ALL, input: { reference: cancelled.reference, reason: 'Asked to cancel by phone' } });
    const mark = (reference: string, attendance: string) => world.staff.markStaffAttendance({ reach: OWN_ANANYA, input: { reference, attendance } });

    world.clock.set(at(A_TUESDAY, '18:30').toISOString());
    expect((await mark(kept.reference, 'attended'))._unsafeUnwrapErr()).toEqual({ kind: 'appointment-not-changeable', why: 'not-ended' });

    world.clock.set(at(A_TUESDAY, '19:00').toISOString());
    expect((await mark(kept.reference, 'no-show'))._unsafeUnwrap()).toMatchObject({ phase: 'past', attendance: 'no-show', can: { cancel: false, move: false, mark_attendance: true } });
    expect((await mark(kept.reference, 'attended'))._unsafeUnwrap()).toMatchObject({ attendance: 'attended' });

    world.clock.set(at('2026-12-05', '09:00').toISOString());
    for (const attendance of ['no-show', 'attended']) {
      expect((await mark(cancelled.reference, attendance))._unsafeUnwrapErr()).toEqual({ kind: 'appointment-not-changeable', why: 'cancelled' });
    }
    expect((await world.appointments.findByReference(cancelled.reference))._unsafeUnwrap()?.attendance ?? null).toBeNull();
    expect((await world.staff.cancelStaffAppointment({ reach: ALL, input: { reference: kept.reference, reason: 'late' } }))._unsafeUnwrapErr()).toEqual({
      kind: 'appointment-not-changeable',
      why: 'ended',
    });
  });
});

describe('the shared intake answers', () => {
  it("opens them for the appointment's own therapist without a reason, and for everyone else only with one", async () => {
    const world = arrange();
    const shared = await world.book('ananya-rao', at(A_TUESDAY, '18:00'), { intake: ANSWERS });
    const read = (reach: StaffReach, input: Record<string, string>) => world.staff.readStaffIntake({ reach, input: { reference: shared.reference, ...input } });
    expect((await read(OWN_ANANYA, {}))._unsafeUnwrap()).toEqual({ reference: shared.reference, email: shared.person.email, phone: shared.person.phone, shared: true, intake: ANSWERS, reason: null });
    expect((await read(ALL, {}))._unsafeUnwrapErr()).toMatchObject({ kind: 'validation', fieldErrors: { reason: expect.any(String) } });
    expect((await read(ALL, { reason: 'recruitment' }))._unsafeUnwrapErr()).toMatchObject({ kind: 'validation', fieldErrors: { reason: expect.any(String) } });
    expect((await read(ALL, { reason: 'safety-concern' }))._unsafeUnwrap()).toMatchObject({ intake: ANSWERS, reason: 'safety-concern' });
    expect((await read({ kind: 'own', therapistId: 'vikram-mehta' }, {}))._unsafeUnwrapErr()).toEqual({ kind: 'forbidden' });
    expect((await read({ kind: 'none' }, { reason: 'client-care' }))._unsafeUnwrapErr()).toEqual({ kind: 'forbidden' });
  });

  it('says when nothing was shared, and never puts the answers in a listing or the details', async () => {
    const world = arrange();
    const shared = await world.book('ananya-rao', at(A_TUESDAY, '18:00'), { intake: ANSWERS });
    const unshared = await world.book('ananya-rao', at(A_TUESDAY, '20:00'));
    expect((await world.staff.readStaffIntake({ reach: OWN_ANANYA, input: { reference: unshared.reference } }))._unsafeUnwrap()).toMatchObject({ shared: false, intake: null });
    const listed = (await world.staff.listStaffAppointments({ reach: ALL, input: {} }))._unsafeUnwrap().items;
    expect(listed.map((item) => item.intake_shared)).toEqual([true, false]);
    const details = (await world.staff.showStaffAppointment({ reach: ALL, input: { reference: shared.reference } }))._unsafeUnwrap();
    expect(JSON.stringify([listed, details])).not.toContain('marathi');
  });

  it("tells visitors exactly who may read shared answers, as the role table says it (the words under 'Share my answers')", () => {
    const sentence = CALENDAR_TEXT.shareIntakeHint;
    for (const role of STAFF_ROLES) {
      const reads = INTAKE_PERMISSIONS.some((permission) => ROLE_PERMISSIONS[role].includes(permission));
      const words = INTAKE_READER_WORDS[role];
      expect(words !== null, `${role}: named in the sentence exactly when the role table lets it read the answers`).toBe(reads);
      if (words !== null) expect(sentence, role).toContain(words);
    }
    for (const [role, words] of Object.entries(INTAKE_READER_WORDS)) if (words === null) expect(ROLE_PERMISSIONS[role as keyof typeof ROLE_PERMISSIONS].some((p) => p.startsWith('intake.'))).toBe(false);
    const withReasonOnly = STAFF_ROLES.filter((role) => ROLE_PERMISSIONS[role].includes('intake.with-reason'));
    expect(withReasonOnly.length > 0).toBe(sentence.includes(INTAKE_READ_CONDITION_WORDS.withReason));
    expect(sentence).toContain(INTAKE_READ_CONDITION_WORDS.logged);
    expect(STAFF_CONTRACT.staffAppointmentIntake.allow).toEqual(INTAKE_PERMISSIONS);
    expect(STAFF_CONTRACT.staffAppointmentIntake.audit).toEqual({ action: 'read-sensitive', subject: 'appointment' });
    // Nobody else's call carries the answers: the listing and the details name only whether they were shared.
    expect(Object.entries(STAFF_CONTRACT).filter(([, call]) => call.allow.some((p) => p.startsWith('intake.'))).map(([name]) => name)).toEqual(['staffAppointmentIntake']);
  });
});

describe("a therapist's own availability and profile", () => {
  it('changes only bio and languages of their own profile, and refuses anything else without changing it', async () => {
    const editor = createInMemoryTherapistDirectory(SAMPLE_THERAPISTS);
    const cases = therapistStaffUseCases({ editor, clock: aMovableClock('2026-11-30T03:30:00.000Z'), photos: aPhotoShelf().photos });
    const ananya = (await cases.showStaffTherapist({ id: 'ananya-rao' }))._unsafeUnwrap().therapist;
    const own = { kind: 'own' as const, therapistId: 'ananya-rao' };
    const bio = 'Works with anxiety and stress at work, in English, Kannada and Hindi.';
    expect((await cases.updateTherapistWithin(own, { id: 'ananya-rao', body: { ...ananya, bio, languages: ['english', 'hindi'] } }))._unsafeUnwrap().therapist).toMatchObject({ bio, languages: ['english', 'hindi'] });
    expect((await cases.updateTherapistWithin(own, { id: 'ananya-rao', body: { ...ananya, bio, fee_inr: 99 } }))._unsafeUnwrapErr()).toEqual({ kind: 'forbidden' });
    expect((await cases.updateTherapistWithin(own, { id: 'vikram-mehta', body: { ...ananya, id: 'vikram-mehta' } }))._unsafeUnwrapErr()).toEqual({ kind: 'forbidden' });
    expect((await cases.showStaffTherapist({ id: 'ananya-rao' }))._unsafeUnwrap().therapist.fee_inr).toBe(ananya.fee_inr);
  });
});
