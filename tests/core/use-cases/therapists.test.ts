import { describe, expect, it } from 'vitest';
import { getTherapist, holdSlot, listTherapists, SAMPLE_THERAPISTS, therapistSlots } from '@manobal/core';
import { at } from '../../../fixtures/booking/availability';
import { createInMemoryAppointmentStore } from '../../../fixtures/in-memory/in-memory-appointments';
import { aMovableClock, sequentialIds } from '../../../fixtures/in-memory/in-memory-services';
import { createInMemoryTherapistDirectory, withTherapist } from '../../../fixtures/in-memory/in-memory-therapists';

/** Monday 30 November 2026, 09:00 IST. */
const NOW = at('2026-11-30', '09:00').toISOString();
const [ANANYA, VIKRAM, ...OTHERS] = SAMPLE_THERAPISTS;

const setUp = (entries = SAMPLE_THERAPISTS) => {
  const directory = createInMemoryTherapistDirectory(entries);
  const appointments = createInMemoryAppointmentStore();
  const clock = aMovableClock(NOW);
  const deps = { directory, therapists: directory, appointments, clock };
  return { list: listTherapists(deps), one: getTherapist(deps), slots: therapistSlots(deps), hold: holdSlot({ ...deps, ids: sequentialIds('hold') }) };
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
    expect((await hold({ therapist_id: 'vikram-mehta', start: '2026-11-30T18:00:00+05:30', mode: 'video' })).isOk()).toBe(true);
    const after = (await slots({ id: 'vikram-mehta', days: 1 }))._unsafeUnwrap();
    expect(after.days[0]!.slots.map((s) => s.start)).not.toContain('2026-11-30T18:00:00+05:30');
    expect(after.days[0]!.slots.map((s) => s.start)).not.toContain('2026-11-30T18:30:00+05:30');
  });
});
