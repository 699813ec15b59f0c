import { describe, expect, it } from 'vitest';
import {
  ASSESSMENT_IDS,
  BOOKING_CATALOGS,
  BOOKING_LOCALES,
  BOOKING_MODES,
  BOOKING_POLICY,
  CALENDAR_MODE_LABELS,
  SPECIALISATION_IDS,
  SPECIALISATIONS_OF_ASSESSMENT,
  SPECIALISATIONS_OF_CONCERN,
  SPECIALISATIONS_OF_MAIN_REASON,
  WEEKDAY_IDS,
  formatRupees,
  WIZARD_MAIN_REASONS,
  WIZARD_SPECIFIC_CONCERNS,
  specialisationsForWizardChoices,
} from '@manobal/core';

describe('booking catalog', () => {
  it.each(BOOKING_LOCALES)('names every mode, specialisation and weekday in %s', (locale) => {
    const catalog = BOOKING_CATALOGS[locale];
    expect(Object.keys(catalog.modes).sort()).toEqual([...BOOKING_MODES].sort());
    expect(Object.keys(catalog.specialisations).sort()).toEqual([...SPECIALISATION_IDS].sort());
    expect(Object.keys(catalog.weekdaysShort).sort()).toEqual([...WEEKDAY_IDS].sort());
    expect(catalog.monthsShort).toHaveLength(12);
    for (const label of [...Object.values(catalog.modes), ...Object.values(catalog.specialisations)]) expect(label.trim()).not.toBe('');
  });

  it('says what the issue promises when a slot is lost or a hold has expired', () => {
    expect(BOOKING_CATALOGS.en.messages.slotTaken).toBe('This time was just taken. Please choose another slot.');
    expect(BOOKING_CATALOGS.en.messages.holdExpired).toBe('Your hold on this time has expired. Please choose a slot again.');
    expect(BOOKING_CATALOGS.en.messages.changeTooLate('+91 80 1234 5678')).toContain('+91 80 1234 5678');
  });
});

describe('specialisations the wizard and the screenings lead to', () => {
  it('maps every main reason, concern and screening, onto known ids only', () => {
    expect(Object.keys(SPECIALISATIONS_OF_MAIN_REASON).sort()).toEqual([...WIZARD_MAIN_REASONS].sort());
    expect(Object.keys(SPECIALISATIONS_OF_CONCERN).sort()).toEqual([...WIZARD_SPECIFIC_CONCERNS].sort());
    expect(Object.keys(SPECIALISATIONS_OF_ASSESSMENT).sort()).toEqual([...ASSESSMENT_IDS].sort());
    const used = [SPECIALISATIONS_OF_MAIN_REASON, SPECIALISATIONS_OF_CONCERN, SPECIALISATIONS_OF_ASSESSMENT].flatMap((map) => Object.values(map).flat());
    for (const id of used) expect(SPECIALISATION_IDS).toContain(id);
  });

  it('gives every concern the visitor names at least one specialisation', () => {
    for (const concern of WIZARD_SPECIFIC_CONCERNS) expect(SPECIALISATIONS_OF_CONCERN[concern].length).toBeGreaterThan(0);
  });

  it('joins a visitor’s reasons and concerns once each, in the list’s order', () => {
    expect(
      specialisationsForWizardChoices({ mainReasons: ['relationship-work', 'stress-anxiety'], specificConcerns: ['grief-loss', 'anxiety'] }),
    ).toEqual(['anxiety', 'relationships', 'work-money-stress', 'grief']);
    expect(specialisationsForWizardChoices({ mainReasons: ['crisis-support'], specificConcerns: [] })).toEqual([]);
  });

  it('spells each mode one way on every screen, the calendar’s radios included', () => {
    expect(BOOKING_MODES.map((mode) => CALENDAR_MODE_LABELS[mode])).toEqual(['In person', 'Video call']);
    expect(BOOKING_MODES.map((mode) => BOOKING_CATALOGS.en.modes[mode])).toEqual(['In person', 'Video call']);
  });

  it('states the change policy from BOOKING_POLICY, how the fee is paid and that the service is not for emergencies', () => {
    const { policy } = BOOKING_CATALOGS.en;
    expect(policy.freeChange).toContain(`${BOOKING_POLICY.changeCutoffHours} hours before it starts`);
    expect(policy.lateCancel('+91 98765 43210')).toContain('+91 98765 43210');
    expect(policy.payment(formatRupees(1200))).toContain('Nothing is charged on this website. The session fee is ₹1,200');
    expect(policy.notEmergency).toContain('14416');
  });
});
