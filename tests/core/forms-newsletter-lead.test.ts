import { describe, expect, it } from 'vitest';
import { suggestsWorkEmail, LEAD_KINDS, LEAD_MESSAGES, SHARED_MESSAGES, leadPayloadSchema, newsletterPayloadSchema, validateWith } from '@manobal/core';

const aLead = (overrides: Record<string, unknown> = {}) => ({
  kind: 'corporate-demo',
  name: 'Priya Menon',
  email: 'priya.menon@tatvasoft.example',
  organisation: 'Tatva Soft',
  ...overrides,
});

describe('the newsletter form', () => {
  it('keeps the address lower-cased and trimmed, so a repeat in another case is the same subscriber', () => {
    expect(newsletterPayloadSchema.parse({ email: '  Asha.K@Example.IN ' })).toEqual({ email: 'asha.k@example.in' });
  });

  it('refuses a missing or malformed address with the shared messages', () => {
    expect(validateWith(newsletterPayloadSchema, {})._unsafeUnwrapErr().fieldErrors).toEqual({ email: SHARED_MESSAGES.emailRequired });
    expect(validateWith(newsletterPayloadSchema, { email: 'asha@' })._unsafeUnwrapErr().fieldErrors).toEqual({ email: SHARED_MESSAGES.emailInvalid });
  });
});

describe('the lead form', () => {
  it.each(LEAD_KINDS)('accepts the %s kind with only the required fields', (kind) => {
    expect(leadPayloadSchema.safeParse(aLead({ kind })).success).toBe(true);
  });

  it('normalises the optional phone and reads the size from text', () => {
    expect(leadPayloadSchema.parse(aLead({ phone: '+91 98765 43210', size: '250', message: '  Hello ' }))).toMatchObject({
      phone: '9876543210',
      size: 250,
      message: 'Hello',
    });
  });

  it('treats blank optional fields as not given', () => {
    const parsed = leadPayloadSchema.parse(aLead({ phone: '', size: '', message: '' }));
    expect(parsed.phone).toBeUndefined();
    expect(parsed.size).toBeUndefined();
    expect(parsed.message).toBeUndefined();
  });

  it('refuses an unknown kind, a missing organisation and a size out of 1 to 1000000', () => {
    const refused = validateWith(leadPayloadSchema, aLead({ kind: 'investor', organisation: ' ', size: 1_000_001 }))._unsafeUnwrapErr();
    expect(refused.fieldErrors).toEqual({
      kind: LEAD_MESSAGES.kindInvalid,
      organisation: LEAD_MESSAGES.organisationRequired,
      size: LEAD_MESSAGES.sizeInvalid,
    });
    expect(validateWith(leadPayloadSchema, aLead({ size: 0 }))._unsafeUnwrapErr().fieldErrors.size).toBe(LEAD_MESSAGES.sizeInvalid);
  });

  it('refuses a phone that is not a 10-digit Indian mobile number', () => {
    expect(validateWith(leadPayloadSchema, aLead({ phone: '12345' }))._unsafeUnwrapErr().fieldErrors.phone).toBe(LEAD_MESSAGES.phoneInvalid);
  });
});

describe('the free-mail hint', () => {
  it('gently notes a personal address on a corporate lead, whatever its case', () => {
    expect(suggestsWorkEmail('Priya@Gmail.com', 'corporate-contact')).toBe(true);
    expect(suggestsWorkEmail('priya@rediffmail.com', 'corporate-consultation')).toBe(true);
  });

  it('says nothing for a work address or for a school', () => {
    expect(suggestsWorkEmail('priya@tatvasoft.example', 'corporate-demo')).toBe(false);
    expect(suggestsWorkEmail('principal@gmail.com', 'school-demo')).toBe(false);
  });

  it('never refuses a free-mail address', () => {
    expect(leadPayloadSchema.safeParse(aLead({ email: 'priya@gmail.com' })).success).toBe(true);
  });
});
