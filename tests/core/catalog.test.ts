import { describe, expect, it } from 'vitest';
import {
  CAREERS_LANGUAGES,
  DEFAULT_CONTACT,
  FEES,
  MATCH_CATALOG_EN,
  fillPlaceholders,
  formatRupees,
  HELPLINES,
  LANGUAGE_NAMES_EN,
  LIMITS,
  PRODUCT_NAME,
  SAMPLE_DIRECTORY,
  SAMPLE_THERAPISTS,
  TIMINGS,
  WIZARD_CATALOG_EN,
  WIZARD_LANGUAGES,
} from '@manobal/core';

// Expected values are literals copied from the spec (and, for helplines, from their sources), never core's own
// constants: a change to a site fact must be a change to this file too.

const helpline = (display: string) => HELPLINES.find((h) => h.display === display);

describe('the catalog', () => {
  describe('helplines', () => {
    it('lists Tele-MANAS on 14416, national, free and 24x7', () => {
      expect(helpline('14416')).toMatchObject({ name: 'Tele-MANAS', dial: '14416', hours: '24x7, free', source: 'https://telemanas.mohfw.gov.in' });
    });

    it('lists the Tele-MANAS toll-free number 1-800-891-4416, free and 24x7', () => {
      expect(helpline('1-800-891-4416')).toMatchObject({ dial: '18008914416', hours: '24x7, free', source: 'https://telemanas.mohfw.gov.in' });
      expect(helpline('1-800-891-4416')?.name).toContain('Tele-MANAS');
    });

    it('lists the national emergency number 112', () => {
      expect(helpline('112')).toMatchObject({ dial: '112', hours: '24x7', source: 'https://112.gov.in' });
    });

    it.each(['14416', '1-800-891-4416', '112'])('gives %s an https source and a real checked-on date', (display) => {
      const entry = helpline(display)!;
      expect(entry.source).toMatch(/^https:\/\/\S+$/);
      expect(entry.checkedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(new Date(`${entry.checkedOn}T00:00:00Z`).toISOString().slice(0, 10)).toBe(entry.checkedOn);
    });
  });

  it('offers the 23 careers languages, by id, named in the order of spec section 3', () => {
    expect(CAREERS_LANGUAGES.map((id) => LANGUAGE_NAMES_EN[id])).toEqual([
      'Hindi', 'English', 'Bengali', 'Telugu', 'Marathi', 'Tamil', 'Urdu', 'Gujarati', 'Malayalam', 'Kannada',
      'Odia', 'Punjabi', 'Assamese', 'Bodo', 'Konkani', 'Maithili', 'Santhali', 'Kashmiri', 'Nepali', 'Sindhi',
      'Manipuri', 'Dogri', 'Sanskrit',
    ]);
  });

  it('offers the 12 wizard languages in the order of spec section 9', () => {
    expect(WIZARD_LANGUAGES.map((id) => WIZARD_CATALOG_EN.choices.languages[id])).toEqual([
      'Hindi', 'English', 'Bengali', 'Marathi', 'Tamil', 'Telugu', 'Gujarati', 'Urdu', 'Kannada', 'Odia', 'Punjabi', 'Malayalam',
    ]);
  });

  it('seeds the directory with five sample doctors, each at ₹1200 per session, marked as samples and none with an invented registration', () => {
    expect(SAMPLE_DIRECTORY.map((therapist) => therapist.name)).toEqual([
      'Dr. Ananya Rao', 'Dr. Vikram Mehta', 'Dr. Farah Siddiqui', 'Dr. Rohan Iyer', 'Dr. Meera Nair',
    ]);
    expect(FEES.sampleDoctorFeePerSession).toBe(1200);
    for (const therapist of SAMPLE_DIRECTORY) expect([formatRupees(therapist.fee_inr), therapist.registration, therapist.sample]).toEqual(['₹1,200', null, true]);
    expect(SAMPLE_DIRECTORY.map((therapist) => therapist.id)).toEqual(SAMPLE_THERAPISTS.map((entry) => entry.therapist.id));
    expect(SAMPLE_DIRECTORY.some((therapist) => 'active' in therapist)).toBe(false);
  });

  it('keeps the delays of spec section 9', () => {
    expect(TIMINGS).toMatchObject({
      toastMs: 3000,
      errorToastMs: 5000,
      signupRedirectMs: 200,
      dropdownCloseMs: 200,
      testimonialAutoplayMs: 3000,
      quizAutoAdvanceMs: 180,
      chunkLoadTimeoutMs: 120000,
    });
  });

  it('limits uploads to 10 MB, that is 10485760 bytes', () => {
    expect(LIMITS.uploadMaxBytes).toBe(10485760);
  });

  describe('fees', () => {
    it("words the wizard's fee as the spec does when the matched therapists' fee is ₹1,000, and names a range otherwise", () => {
      expect(MATCH_CATALOG_EN.feeSentence({ min: 1000, max: 1000 })).toBe('Our fee is ₹1,000 per session. Ready to book?');
      expect(MATCH_CATALOG_EN.feeSentence({ min: 1000, max: 1600 })).toBe('Fees for your matches are ₹1,000 to ₹1,600 per session. Ready to book?');
    });

    it('writes rupees with Indian digit grouping, one spelling on every screen', () => {
      expect(formatRupees(1200)).toBe('₹1,200');
      expect(formatRupees(1_200_000)).toBe('₹12,00,000');
      expect(formatRupees(950)).toBe('₹950');
      expect(formatRupees(123_456_789)).toBe('₹12,34,56,789');
    });
  });

  it('is called Manobal', () => {
    expect(PRODUCT_NAME).toBe('Manobal');
  });

  it('uses unroutable contact placeholders until a deployment configures its own', () => {
    expect(DEFAULT_CONTACT).toMatchObject({ email: 'care@manobal.example', phone: '+91 00000 00000' });
    expect(fillPlaceholders('Write to {product} at {email} or call {phone}.')).toBe(
      'Write to Manobal at care@manobal.example or call +91 00000 00000.',
    );
    expect(fillPlaceholders('{email} / {phone}', { email: 'help@example.in', phone: '+91 98765 43210', address: '' })).toBe(
      'help@example.in / +91 98765 43210',
    );
  });
});
