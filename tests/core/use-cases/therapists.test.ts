import { describe, expect, it } from 'vitest';
import { getTherapist, holdSlot, listTherapists, SAMPLE_THERAPISTS, therapistSlots, therapistStaffUseCases } from '@manobal/core';
import { at } from '../../../fixtures/booking/availability';
import { aBookingClient, createInMemoryAppointmentStore } from '../../../fixtures/in-memory/in-memory-appointments';
import { aMovableClock, sequentialIds } from '../../../fixtures/in-memory/in-memory-services';
import { A_NEW_THERAPIST, aPhotoShelf, createInMemoryTherapistDirectory, withTherapist } from '../../../fixtures/in-memory/in-memory-therapists';

/** Monday 30 November 2026, 09:00 IST. */
const NOW = at('2026-11-30', '09:00').toISOString();
const [ANANYA, VIKRAM, ...OTHERS] = SAMPLE_THERAPISTS;

const staffOf = (staff: ReturnType<typeof therapistStaffUseCases>) => ({
  add: staff.addTherapist,
  update: staff.updateTherapist,
  // As an address names the therapist: the body's fields, and the id from the path.
  rules: ({ id, ...body }: { readonly id: string } & Record<string, unknown>) => staff.setWeeklyRules({ id, body }),
  timeOff: ({ id, ...body }: { readonly id: string } & Record<string, unknown>) => staff.addTimeOff({ id, body }),
  staffRules: staff.setWeeklyRules,
  photo: staff.setTherapistPhoto,
});

const setUp = (entries = SAMPLE_THERAPISTS) => {
  const directory = createInMemoryTherapistDirectory(entries);
  const appointments = createInMemoryAppointmentStore();
  const clock = aMovableClock(NOW);
  const shelf = aPhotoShelf();
  const deps = { directory, therapists: directory, appointments, clock, editor: directory, photos: shelf.photos };
  return {
    forgotten: shelf.forgotten,
    list: listTherapists(deps),
    one: getTherapist(deps),
    slots: therapistSlots(deps),
    hold: holdSlot({ ...deps, ids: sequentialIds('hold') }),
    ...staffOf(therapistStaffUseCases(deps)),
  };
};

const ids = (items: readonly { id: string }[]) => items.map((t) => t.id).sort();

describe('reading the therapist directory', () => {
  it('lists only active therapists, and only those meeting every filter', async () => {
    const { list } = setUp([withTherapist(ANANYA!, { active: false }), VIKRAM!, ...OTHERS]);
    expect(ids((await list({}))._unsafeUnwrap().items)).not.toContain('ananya-rao');
    expect(ids((await list({ language: 'hindi' }))._unsafeUnwrap().items)).toEqual(['farah-siddiqui', 'vikram-mehta']);
    expect(ids((await list({ language: 'hindi', mode: 'in-person' }))._unsafeUnwrap().items)).toEqual(['farah-siddiqui']);
  });

  it("maps a wizard concern or main reason onto specialisations, and refuses an id it does not know", async () => {
    const { list } = setUp();
    expect(ids((await list({ concern: 'relationship-stress' }))._unsafeUnwrap().items)).toEqual(['farah-siddiqui']);
    expect(ids((await list({ concern: 'stress-anxiety' }))._unsafeUnwrap().items)).toEqual(['ananya-rao', 'meera-nair', 'rohan-iyer', 'vikram-mehta']);
    const refused = (await list({ concern: 'sadness' }))._unsafeUnwrapErr();
    expect(refused.kind).toBe('validation');
  });

  it('shows the public profile, never the active flag, and says not found for an inactive therapist', async () => {
    const { one } = setUp([withTherapist(ANANYA!, { active: false }), VIKRAM!]);
    expect((await one({ id: 'vikram-mehta' }))._unsafeUnwrap()).not.toHaveProperty('active');
    expect((await one({ id: 'ananya-rao' }))._unsafeUnwrapErr()).toEqual({ kind: 'therapist-not-found' });
  });

  it('offers free slots from today in IST when no date is given, and takes a held time off the list at once', async () => {
    const { slots, hold } = setUp();
    const before = (await slots({ id: 'vikram-mehta', days: 1 }))._unsafeUnwrap();
    expect(before.days.map((d) => d.date)).toEqual(['2026-11-30']);
    expect(before.days[0]!.slots.map((s) => s.start)).toContain('2026-11-30T18:00:00+05:30');
    expect((await hold({ therapist_id: 'vikram-mehta', start: '2026-11-30T18:00:00+05:30', mode: 'video' }, aBookingClient())).isOk()).toBe(true);
    const after = (await slots({ id: 'vikram-mehta', days: 1 }))._unsafeUnwrap();
    expect(after.days[0]!.slots.map((s) => s.start)).not.toContain('2026-11-30T18:00:00+05:30');
    expect(after.days[0]!.slots.map((s) => s.start)).not.toContain('2026-11-30T18:30:00+05:30');
  });
});


const startsOn = (calendar: { days: readonly { slots: readonly { start: string }[] }[] }) => calendar.days.flatMap((d) => d.slots.map((s) => s.start));

describe('staff changing the directory', () => {
  it('adds a therapist nobody can book until their weekly hours are set, then offers exactly those hours', async () => {
    const { add, list, slots, rules } = setUp();
    expect((await add(A_NEW_THERAPIST))._unsafeUnwrap().availability).toEqual({ rules: [], time_off: [], date_overrides: [], buffer_minutes: 0 });
    expect(ids((await list({ language: 'bengali' }))._unsafeUnwrap().items)).toEqual(['kavya-menon']);
    expect(startsOn((await slots({ id: 'kavya-menon', days: 7 }))._unsafeUnwrap())).toEqual([]);

    await rules({ id: 'kavya-menon', rules: [{ weekday: 'tue', start: '19:00', end: '21:00', modes: ['video'] }], buffer_minutes: 30 });
    expect(startsOn((await slots({ id: 'kavya-menon', days: 7 }))._unsafeUnwrap())).toEqual(['2026-12-01T19:00:00+05:30', '2026-12-01T19:30:00+05:30', '2026-12-01T20:00:00+05:30']);
  });

  it('refuses an id already in use, an invalid therapist (per field) and a body whose id differs from the path', async () => {
    const { add, update } = setUp();
    expect((await add({ ...A_NEW_THERAPIST, id: 'ananya-rao' }))._unsafeUnwrapErr()).toMatchObject({ kind: 'validation', fieldErrors: { id: expect.any(String) } });
    const invalid = (await add({ ...A_NEW_THERAPIST, modes: ['in-person'], fee_inr: -1 }))._unsafeUnwrapErr();
    expect(invalid.kind === 'validation' && Object.keys(invalid.fieldErrors ?? {}).sort()).toEqual(['centre_address', 'fee_inr']);
    expect((await update({ id: 'ananya-rao', body: { ...A_NEW_THERAPIST, id: 'vikram-mehta' } }))._unsafeUnwrapErr()).toMatchObject({ fieldErrors: { id: expect.any(String) } });
    expect((await update({ id: 'kavya-menon', body: A_NEW_THERAPIST }))._unsafeUnwrapErr()).toEqual({ kind: 'therapist-not-found' });
  });

  it('edits a profile without touching the schedule, and a therapist made inactive leaves the directory', async () => {
    const { update, one, slots } = setUp();
    const vikram = VIKRAM!.therapist;
    const edited = (await update({ id: vikram.id, body: { ...vikram, fee_inr: 1500 } }))._unsafeUnwrap();
    expect(edited.therapist.fee_inr).toBe(1500);
    expect(edited.availability.rules).toEqual(VIKRAM!.availability.rules);
    expect((await one({ id: vikram.id }))._unsafeUnwrap().fee_inr).toBe(1500);
    await update({ id: vikram.id, body: { ...vikram, active: false } });
    expect((await one({ id: vikram.id }))._unsafeUnwrapErr()).toEqual({ kind: 'therapist-not-found' });
    expect((await slots({ id: vikram.id, days: 1 }))._unsafeUnwrapErr()).toEqual({ kind: 'therapist-not-found' });
  });

  it('takes days off out of the slots, keeps a repeated period once, and refuses a period that ends before it starts', async () => {
    const { timeOff, slots } = setUp();
    expect(startsOn((await slots({ id: 'vikram-mehta', from: '2026-12-01', days: 1 }))._unsafeUnwrap())).not.toEqual([]);
    await timeOff({ id: 'vikram-mehta', from: '2026-12-01', to: '2026-12-02' });
    const kept = (await timeOff({ id: 'vikram-mehta', from: '2026-12-01', to: '2026-12-02' }))._unsafeUnwrap();
    expect(kept.time_off.filter((period) => period.from === '2026-12-01')).toHaveLength(1);
    expect(startsOn((await slots({ id: 'vikram-mehta', from: '2026-12-01', days: 2 }))._unsafeUnwrap())).toEqual([]);
    expect((await timeOff({ id: 'vikram-mehta', from: '2026-12-05', to: '2026-12-04' }))._unsafeUnwrapErr()).toMatchObject({ fieldErrors: { to: expect.any(String) } });
    expect((await timeOff({ id: 'nobody-here', from: '2026-12-05', to: '2026-12-05' }))._unsafeUnwrapErr()).toEqual({ kind: 'therapist-not-found' });
  });

  it('refuses weekly rules off the half-hour grid or ending before they start, leaving the old rules in place', async () => {
    const { rules, slots } = setUp();
    const before = startsOn((await slots({ id: 'vikram-mehta', days: 7 }))._unsafeUnwrap());
    const refused = (await rules({ id: 'vikram-mehta', rules: [{ weekday: 'mon', start: '18:15', end: '17:00', modes: ['video'] }] }))._unsafeUnwrapErr();
    expect(refused.kind === 'validation' && Object.keys(refused.fieldErrors ?? {}).sort()).toEqual(['rules.0.end', 'rules.0.start']);
    expect(startsOn((await slots({ id: 'vikram-mehta', days: 7 }))._unsafeUnwrap())).toEqual(before);
  });

  it('refuses a change whose body names another therapist than its address, and changes neither', async () => {
    const { staffRules, update, slots } = setUp();
    const before = (await slots({ id: 'vikram-mehta', from: '2026-12-01', days: 7 }))._unsafeUnwrap();
    const refused = (await staffRules({ id: 'vikram-mehta', body: { id: 'ananya-rao', rules: [] } }))._unsafeUnwrapErr();
    expect(refused).toMatchObject({ kind: 'validation', fieldErrors: { id: expect.any(String) } });
    expect((await slots({ id: 'vikram-mehta', from: '2026-12-01', days: 7 }))._unsafeUnwrap()).toEqual(before);
    expect((await slots({ id: 'ananya-rao', from: '2026-12-01', days: 7 }))._unsafeUnwrap().days.some((day) => day.slots.length > 0)).toBe(true);
    expect((await update({ id: 'vikram-mehta', body: { ...A_NEW_THERAPIST, id: 'ananya-rao' } }))._unsafeUnwrapErr()).toEqual(refused);
  });

  it("sets and removes a therapist's photo, which the public profile then shows, and deletes each photo it replaces", async () => {
    const { photo, one, forgotten } = setUp();
    await photo({ id: 'meera-nair', photo_url: '/api/v1/therapists/meera-nair/photo/abc' });
    expect((await one({ id: 'meera-nair' }))._unsafeUnwrap().photo_url).toBe('/api/v1/therapists/meera-nair/photo/abc');
    expect(forgotten).toEqual([]);
    await photo({ id: 'meera-nair', photo_url: '/api/v1/therapists/meera-nair/photo/def' });
    await photo({ id: 'meera-nair', photo_url: '/api/v1/therapists/meera-nair/photo/def' });
    await photo({ id: 'meera-nair', photo_url: null });
    expect((await one({ id: 'meera-nair' }))._unsafeUnwrap().photo_url).toBeNull();
    expect(forgotten).toEqual(['/api/v1/therapists/meera-nair/photo/abc', '/api/v1/therapists/meera-nair/photo/def']);
  });
});
