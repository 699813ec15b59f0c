import { describe, expect, it } from 'vitest';
import { ENDPOINTS, FORM_IDS, FORMS, SHARED_MESSAGES, fixedClock, formSchema, isFormId, validateWith, type FormId } from '@manobal/core';
import { aValidBooking, VALID_PAYLOADS } from '../../fixtures/forms';

const clock = fixedClock('2025-07-05T08:30:00Z');
/** Each form's example, the booking's for a day after this test's clock. */
const validPayloads = (id: FormId): unknown => (id === 'book-session' ? aValidBooking({}, clock) : VALID_PAYLOADS[id]());

describe('the forms registry', () => {
  it.each(FORM_IDS)('validates a valid %s payload and names a real call', (id) => {
    expect(validateWith(formSchema(id, clock), validPayloads(id)).isOk()).toBe(true);
    expect(ENDPOINTS[FORMS[id].call]).toBeDefined();
  });

  it.each(FORM_IDS)('refuses an empty %s payload', (id) => {
    expect(validateWith(formSchema(id, clock), {}).isErr()).toBe(true);
  });

  it.each(FORM_IDS)('refuses an unknown field on the %s payload', (id) => {
    const result = validateWith(formSchema(id, clock), { ...(validPayloads(id) as object), isAdmin: true });
    expect(result._unsafeUnwrapErr().fieldErrors.isAdmin).toBe(SHARED_MESSAGES.unknownField);
  });

  it('applies the booking time rules through the registry', () => {
    expect(validateWith(formSchema('book-session', clock), aValidBooking({ date: '2025-07-04' }, clock)).isErr()).toBe(true);
  });

  it('recognises form ids', () => {
    expect(isFormId('careers')).toBe(true);
    expect(isFormId('feedback')).toBe(false);
  });
});
