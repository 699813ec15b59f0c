import { describe, expect, it } from 'vitest';
import { activationRefusal, getTherapist, listTherapists, SAMPLE_DIRECTORY, SAMPLE_THERAPISTS, THERAPIST_STAFF_MESSAGES, therapistStaffUseCases, toPublicTherapist } from '@manobal/core';
import { at } from '../../../fixtures/booking/availability';
import { aMovableClock } from '../../../fixtures/in-memory/in-memory-services';
import { A_NEW_THERAPIST, A_VERIFIED_REGISTRATION, aPhotoShelf, createInMemoryTherapistDirectory } from '../../../fixtures/in-memory/in-memory-therapists';

const NOW = at('2026-11-30', '09:00').toISOString();

const setUp = () => {
  const directory = createInMemoryTherapistDirectory(SAMPLE_THERAPISTS);
  const deps = { directory, editor: directory, clock: aMovableClock(NOW), photos: aPhotoShelf().photos };
  return { ...therapistStaffUseCases(deps), list: listTherapists(deps), one: getTherapist(deps) };
};

const REFUSED = { kind: 'validation', msg: THERAPIST_STAFF_MESSAGES.registrationNeeded, fieldErrors: { registration: THERAPIST_STAFF_MESSAGES.registrationNeeded } };
const UNVERIFIED = { ...A_VERIFIED_REGISTRATION, verified_by: null, verified_at: null };

describe('an active therapist needs a verified registration', () => {
  it('refuses to add an active therapist with no registration, or one nobody has verified, and lists neither', async () => {
    const { addTherapist, list } = setUp();
    expect((await addTherapist({ ...A_NEW_THERAPIST, registration: null }))._unsafeUnwrapErr()).toEqual(REFUSED);
    expect((await addTherapist({ ...A_NEW_THERAPIST, registration: UNVERIFIED }))._unsafeUnwrapErr()).toEqual(REFUSED);
    expect((await list({ language: 'bengali' }))._unsafeUnwrap().items).toEqual([]);
  });

  it('adds a therapist without a registration as inactive, and refuses to make them active until it is verified', async () => {
    const { addTherapist, updateTherapist, one } = setUp();
    expect((await addTherapist({ ...A_NEW_THERAPIST, registration: UNVERIFIED, active: false }))._unsafeUnwrap().therapist).toMatchObject({ active: false, sample: false });
    expect((await updateTherapist({ id: A_NEW_THERAPIST.id, body: { ...A_NEW_THERAPIST, registration: UNVERIFIED } }))._unsafeUnwrapErr()).toEqual(REFUSED);
    expect((await one({ id: A_NEW_THERAPIST.id }))._unsafeUnwrapErr()).toEqual({ kind: 'therapist-not-found' });
    expect((await updateTherapist({ id: A_NEW_THERAPIST.id, body: A_NEW_THERAPIST }))._unsafeUnwrap().therapist.active).toBe(true);
    expect((await one({ id: A_NEW_THERAPIST.id }))._unsafeUnwrap().registration).toEqual({ body: 'rci', number: 'A12345' });
  });

  it('refuses a registration with who verified it but not when, or a body it does not know', async () => {
    const { addTherapist } = setUp();
    const halfChecked = (await addTherapist({ ...A_NEW_THERAPIST, registration: { ...A_VERIFIED_REGISTRATION, verified_at: null } }))._unsafeUnwrapErr();
    expect(halfChecked).toMatchObject({ kind: 'validation', fieldErrors: { 'registration.verified_at': expect.stringContaining('verified_by and verified_at both set') } });
    const unknownBody = (await addTherapist({ ...A_NEW_THERAPIST, registration: { ...A_VERIFIED_REGISTRATION, body: 'bar-council' } }))._unsafeUnwrapErr();
    expect(unknownBody).toMatchObject({ kind: 'validation', fieldErrors: { 'registration.body': expect.stringContaining('rci, nmc, state-medical-council') } });
  });

  it('keeps a seeded sample active without a registration, and a sample stays a sample whatever staff send', async () => {
    const { updateTherapist, one } = setUp();
    const ananya = SAMPLE_THERAPISTS[0]!.therapist;
    const edited = (await updateTherapist({ id: ananya.id, body: { ...ananya, sample: false, fee_inr: 1500 } }))._unsafeUnwrap();
    expect(edited.therapist).toMatchObject({ sample: true, active: true, registration: null, fee_inr: 1500 });
    expect((await one({ id: ananya.id }))._unsafeUnwrap()).toMatchObject({ sample: true, registration: null });
  });

  it('never lets staff add a sample: a therapist added with sample true is a real one and needs a registration', async () => {
    const { addTherapist } = setUp();
    expect((await addTherapist({ ...A_NEW_THERAPIST, registration: null, sample: true }))._unsafeUnwrapErr()).toEqual(REFUSED);
  });

  it('decides by the flag and the registration alone', () => {
    expect(activationRefusal({ active: true, sample: false, registration: null })).toBe(THERAPIST_STAFF_MESSAGES.registrationNeeded);
    expect(activationRefusal({ active: true, sample: false, registration: A_VERIFIED_REGISTRATION })).toBeNull();
    expect(activationRefusal({ active: false, sample: false, registration: null })).toBeNull();
    expect(activationRefusal({ active: true, sample: true, registration: null })).toBeNull();
  });
});

describe('what the public sees of a therapist', () => {
  it("shows a verified registration's body and number, never who verified it or when", () => {
    const shown = toPublicTherapist({ ...A_NEW_THERAPIST, sample: false, languages: ['english'], specialisations: ['anxiety'], styles: [], modes: ['video'] });
    expect(shown.registration).toEqual({ body: 'rci', number: 'A12345' });
    expect(JSON.stringify(shown)).not.toContain(A_VERIFIED_REGISTRATION.verified_by);
    expect(shown).not.toHaveProperty('active');
  });

  it('shows no registration that nobody has verified', () => {
    const shown = toPublicTherapist({ ...A_NEW_THERAPIST, registration: UNVERIFIED, active: false, sample: false, languages: ['english'], specialisations: ['anxiety'], styles: [], modes: ['video'] });
    expect(shown.registration).toBeNull();
  });

  it('marks every seeded therapist as a sample, in the prerendered directory as in the live one', () => {
    expect(SAMPLE_DIRECTORY).toEqual(SAMPLE_THERAPISTS.map(({ therapist }) => toPublicTherapist(therapist)));
    expect(SAMPLE_DIRECTORY.every((therapist) => therapist.sample && therapist.registration === null)).toBe(true);
  });
});
