import { okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { applicationStaffUseCases } from '@manobal/core';

/** The store as the use cases need it: one application, its Aadhaar number sealed by a reversible stand-in. */
const withOne = (sealed: string) =>
  applicationStaffUseCases({
    applications: { find: (id) => okAsync(id === 'a1' ? ({ id: 'a1', aadhaar: { sealed, last4: sealed.slice(-4) } } as never) : null) },
    open: (value) => value.split('').reverse().join(''),
  });

describe("revealing an applicant's Aadhaar number", () => {
  it('opens the sealed number and gives it in three groups of four', async () => {
    const revealed = await withOne('210987654321').revealAadhaar({ id: 'a1', reason: 'recruitment' });
    expect(revealed._unsafeUnwrap()).toEqual({ aadhar_number: '1234 5678 9012', reason: 'recruitment' });
  });

  it('needs a reason from the short list', async () => {
    const refused = await withOne('210987654321').revealAadhaar({ id: 'a1', reason: 'curiosity' });
    expect(refused._unsafeUnwrapErr()).toMatchObject({ kind: 'validation', fieldErrors: { reason: expect.any(String) } });
    expect((await withOne('x').revealAadhaar({ id: 'a1' }))._unsafeUnwrapErr().kind).toBe('validation');
  });

  it('says when no application has the id', async () => {
    expect((await withOne('x').revealAadhaar({ id: 'zz', reason: 'recruitment' }))._unsafeUnwrapErr()).toEqual({ kind: 'record-not-found' });
    expect((await withOne('x').readApplication({ id: 'zz' }))._unsafeUnwrapErr()).toEqual({ kind: 'record-not-found' });
  });
});
