import { describe, expect, it } from 'vitest';
import {
  MATCH_CATALOG_EN,
  feeRange,
  matchTherapists,
  sharesCity,
  wizardSlotTimeOf,
  type FreeSlotsByTherapist,
  type MatchEntry,
  type MatchableTherapist,
  type WizardAnswers,
} from '@manobal/core';
import { MATCH_NOW, aMatchIntake, aMatchTherapist, slotDays } from '../../fixtures/matching/directory';

const reasonsOf = (entry: MatchEntry | undefined): string[] => (entry?.reasons ?? []).map(MATCH_CATALOG_EN.reason);
const relaxedOf = (entry: MatchEntry | undefined): string[] => (entry?.relaxed ?? []).map(MATCH_CATALOG_EN.relaxation);
const idsOf = (entries: readonly MatchEntry[]): string[] => entries.map((e) => e.therapist.id);

const match = (answers: WizardAnswers, therapists: readonly MatchableTherapist[], slots: FreeSlotsByTherapist) =>
  matchTherapists(answers, therapists, slots, MATCH_NOW);

describe('matchTherapists: reasons in plain words', () => {
  it('explains a full match: language, specialisations, slots that fit and the ranked style', () => {
    const answers = aMatchIntake({
      days: ['weekdays'],
      times: ['evening'],
      mainReasons: ['low-mood'],
      specificConcerns: ['anxiety'],
      style: ['goal-oriented', null, null],
    });
    const [entry] = match(answers, [aMatchTherapist()], { 'asha-kulkarni': slotDays(['2026-12-01', '18:00']) });
    expect(reasonsOf(entry)).toEqual([
      'Speaks Marathi',
      'Works with anxiety and low mood',
      'Has weekday evening slots this week',
      'Offers a goal-oriented style',
    ]);
    expect(entry?.relaxed).toEqual([]);
    expect(entry?.fittingSlots.map((s) => s.start)).toEqual(['2026-12-01T18:00:00+05:30']);
  });

  it('says "in the next two weeks" when the first fitting slot is more than seven days away', () => {
    const [entry] = match(aMatchIntake({ days: ['weekends'] }), [aMatchTherapist()], {
      'asha-kulkarni': slotDays(['2026-12-12', '10:00']),
    });
    expect(reasonsOf(entry)).toContain('Has weekend slots in the next two weeks');
  });

  it('offers only the next fitting slots, at most three, and never ones outside the chosen days and times', () => {
    const slots = slotDays(
      ['2026-12-01', '10:00'],
      ['2026-12-01', '18:00'],
      ['2026-12-02', '18:30'],
      ['2026-12-05', '18:00'],
      ['2026-12-07', '20:30'],
      ['2026-12-08', '17:00'],
    );
    const [entry] = match(aMatchIntake({ days: ['weekdays'], times: ['evening'] }), [aMatchTherapist()], { 'asha-kulkarni': slots });
    expect(entry?.fittingSlots.map((s) => s.start)).toEqual([
      '2026-12-01T18:00:00+05:30',
      '2026-12-02T18:30:00+05:30',
      '2026-12-07T20:30:00+05:30',
    ]);
  });

  it('never claims a specialisation for what the visitor wrote under Other', () => {
    const answers = aMatchIntake({ mainReasons: ['crisis-support'], specificConcerns: [], otherConcern: 'Exam stress and sleep' });
    const [entry] = match(answers, [aMatchTherapist({ specialisations: ['sleep', 'anxiety'] })], {
      'asha-kulkarni': slotDays(['2026-12-01', '18:00']),
    });
    expect(reasonsOf(entry).some((r) => r.startsWith('Works with'))).toBe(false);
    expect(MATCH_CATALOG_EN.otherConcernNote).toContain('not matched to a specialisation');
  });
});

describe('matchTherapists: hard preferences', () => {
  const hindiEvenings = aMatchTherapist({ id: 'ravi-sharma', name: 'Ravi Sharma', languages: ['hindi'] });

  it('keeps every hard preference when someone meets them all, leaving out those who do not', () => {
    const entries = match(aMatchIntake({ times: ['evening'] }), [aMatchTherapist(), hindiEvenings], {
      'asha-kulkarni': slotDays(['2026-12-01', '18:00']),
      'ravi-sharma': slotDays(['2026-12-01', '17:00']),
    });
    expect(idsOf(entries)).toEqual(['asha-kulkarni']);
  });

  it('gives up the language, and says so, when no one speaking it has the chosen times', () => {
    const entries = match(aMatchIntake({ times: ['evening'] }), [aMatchTherapist(), hindiEvenings], {
      'asha-kulkarni': slotDays(['2026-12-01', '10:00']),
      'ravi-sharma': slotDays(['2026-12-01', '18:00']),
    });
    expect(idsOf(entries)).toEqual(['ravi-sharma']);
    expect(relaxedOf(entries[0])).toEqual([
      'No Marathi-speaking therapist has evening slots in the next two weeks; this therapist speaks Hindi',
    ]);
  });

  it('says no one speaks a language yet when no active therapist does', () => {
    const entries = match(aMatchIntake({ languages: ['odia'] }), [hindiEvenings, aMatchTherapist({ id: 'odia-inactive', languages: ['odia'], active: false })], {
      'ravi-sharma': slotDays(['2026-12-01', '18:00']),
      'odia-inactive': slotDays(['2026-12-01', '18:00']),
    });
    expect(idsOf(entries)).toEqual(['ravi-sharma']);
    expect(relaxedOf(entries[0])).toEqual(['No therapist speaks Odia yet; this therapist speaks Hindi']);
  });

  it('gives up the times after the language: a Marathi speaker at other times is offered', () => {
    const entries = match(aMatchIntake({ times: ['evening'] }), [aMatchTherapist()], { 'asha-kulkarni': slotDays(['2026-12-01', '10:00']) });
    expect(idsOf(entries)).toEqual(['asha-kulkarni']);
    expect(relaxedOf(entries[0])).toEqual(['No therapist has evening slots in the next two weeks; this therapist has free slots at other times']);
    expect(entries[0]?.fittingSlots.map((s) => s.start)).toEqual(['2026-12-01T10:00:00+05:30']);
    expect(reasonsOf(entries[0]).some((r) => r.startsWith('Has '))).toBe(false);
  });

  it('counts in-person sessions only in the visitor\'s own city, and says so', () => {
    const mumbai = aMatchTherapist({ id: 'mumbai-only', modes: ['in-person'], city: 'Mumbai', centre_address: '1 Marine Drive, Mumbai' });
    const pune = aMatchTherapist({ id: 'pune-centre', modes: ['in-person'], city: 'Pune', centre_address: '14 MG Road, Pune' });
    const slots = { 'mumbai-only': slotDays(['2026-12-01', '18:00', ['in-person']]), 'pune-centre': slotDays(['2026-12-02', '18:00', ['in-person']]) };
    const entries = match(aMatchIntake({ location: 'Koregaon Park, Pune' }), [mumbai, pune], slots);
    expect(idsOf(entries)).toEqual(['pune-centre']);
    expect(reasonsOf(entries[0])).toContain('Can see you in person in Pune');
    expect(entries[0]?.fittingSlots[0]?.modes).toEqual(['in-person']);
  });

  it('offers a slot only in the modes the visitor can use', () => {
    const both = aMatchTherapist({ modes: ['in-person', 'video'], city: 'Mumbai', centre_address: '1 Marine Drive, Mumbai' });
    const [entry] = match(aMatchIntake({ location: 'Pune' }), [both], {
      'asha-kulkarni': slotDays(['2026-12-01', '10:00', ['in-person']], ['2026-12-01', '18:00', ['in-person', 'video']]),
    });
    expect(entry?.fittingSlots).toEqual([expect.objectContaining({ start: '2026-12-01T18:00:00+05:30', modes: ['video'] })]);
  });

  it('gives up the mode last, naming where the therapist sees people', () => {
    const mumbai = aMatchTherapist({ id: 'mumbai-only', modes: ['in-person'], city: 'Mumbai', centre_address: '1 Marine Drive, Mumbai' });
    const entries = match(aMatchIntake({ location: 'Nashik' }), [mumbai], { 'mumbai-only': slotDays(['2026-12-01', '18:00', ['in-person']]) });
    expect(idsOf(entries)).toEqual(['mumbai-only']);
    expect(relaxedOf(entries[0])).toEqual([
      'No therapist offers sessions by video or in person in Nashik; this therapist sees people in person in Mumbai',
    ]);
  });

  it('names the mode when it is what stands in the way of the language', () => {
    const marathiMumbai = aMatchTherapist({ modes: ['in-person'], city: 'Mumbai', centre_address: '1 Marine Drive, Mumbai' });
    const entries = match(aMatchIntake({ location: 'Pune' }), [marathiMumbai, hindiEvenings], {
      'asha-kulkarni': slotDays(['2026-12-01', '18:00', ['in-person']]),
      'ravi-sharma': slotDays(['2026-12-01', '18:00']),
    });
    expect(idsOf(entries)).toEqual(['ravi-sharma']);
    expect(relaxedOf(entries[0])).toEqual([
      'No Marathi-speaking therapist offers sessions by video or in person in Pune; this therapist speaks Hindi',
    ]);
  });

  it('never matches an inactive therapist', () => {
    expect(match(aMatchIntake(), [aMatchTherapist({ active: false })], { 'asha-kulkarni': slotDays(['2026-12-01', '18:00']) })).toEqual([]);
  });

  it('ignores slots before now and beyond the next 14 days', () => {
    const entries = match(aMatchIntake(), [aMatchTherapist()], {
      'asha-kulkarni': slotDays(['2026-11-30', '08:00'], ['2026-12-14', '09:00'], ['2026-12-14', '09:30']),
    });
    expect(entries[0]?.fittingSlots).toEqual([]);
    expect(relaxedOf(entries[0])).toEqual(['No therapist has free slots in the next two weeks; this therapist has no free slots in the next two weeks']);
  });
});

describe('matchTherapists: ranking', () => {
  const slots = { a: slotDays(['2026-12-02', '18:00']), b: slotDays(['2026-12-01', '18:00']), c: slotDays(['2026-12-03', '18:00']) };

  it('ranks by specialisations and styles, the first style choice weighing most', () => {
    const answers = aMatchIntake({ style: ['soothing', 'structured', null], mainReasons: ['low-mood'], specificConcerns: ['grief-loss'] });
    const therapists = [
      aMatchTherapist({ id: 'a', specialisations: ['grief'], styles: ['structured'] }),
      aMatchTherapist({ id: 'b', specialisations: ['low-mood'], styles: ['soothing'] }),
      aMatchTherapist({ id: 'c', specialisations: ['low-mood', 'grief'], styles: [] }),
    ];
    const entries = match(answers, therapists, slots);
    expect(entries.map((e) => [e.therapist.id, e.score])).toEqual([
      ['b', 6],
      ['c', 5],
      ['a', 4],
    ]);
  });

  it('puts crisis-trained therapists first, earliest slot first, when the visitor answered Yes to the risk question', () => {
    const therapists = [
      aMatchTherapist({ id: 'a', crisis_trained: true, specialisations: ['sleep'] }),
      aMatchTherapist({ id: 'b', specialisations: ['low-mood'] }),
      aMatchTherapist({ id: 'c', crisis_trained: true, specialisations: ['sleep'] }),
    ];
    const entries = match(aMatchIntake({ risk: 'yes' }), therapists, slots);
    expect(idsOf(entries)).toEqual(['a', 'c', 'b']);
    expect(reasonsOf(entries[0])).toContain('Trained to support people in crisis');
    expect(idsOf(match(aMatchIntake({ mainReasons: ['crisis-support'] }), therapists, slots))).toEqual(['a', 'c', 'b']);
    expect(idsOf(match(aMatchIntake({ risk: 'no' }), therapists, slots))[0]).toBe('b');
  });

  it('breaks ties by the earliest fitting slot, then by id, so the order never depends on input order', () => {
    const therapists = ['c', 'a', 'b'].map((id) => aMatchTherapist({ id }));
    const same = { a: slotDays(['2026-12-01', '18:00']), b: slotDays(['2026-12-01', '18:00']), c: slotDays(['2026-12-01', '17:00']) };
    expect(idsOf(match(aMatchIntake(), therapists, same))).toEqual(['c', 'a', 'b']);
    expect(idsOf(match(aMatchIntake(), [...therapists].reverse(), same))).toEqual(['c', 'a', 'b']);
  });
});

describe('time of day, days and cities in IST', () => {
  it.each([
    ['2026-12-05T00:30:00Z', 'weekends', 'morning'],
    ['2026-12-04T20:00:00Z', 'weekends', null],
    ['2026-12-04T06:29:00Z', 'weekdays', 'morning'],
    ['2026-12-04T06:30:00Z', 'weekdays', 'afternoon'],
    ['2026-12-04T11:30:00Z', 'weekdays', 'evening'],
    ['2026-12-04T15:00:00Z', 'weekdays', 'evening'],
    ['2026-12-04T15:30:00Z', 'weekdays', null],
  ])('reads %s as %s %s', (instant, day, time) => {
    expect(wizardSlotTimeOf(new Date(instant))).toEqual({ day, time });
  });

  it.each([
    ['Koregaon Park, Pune', 'Pune', true],
    ['PUNE', 'Pune', true],
    ['New Delhi', 'Delhi', true],
    ['Bangalore', 'Bengaluru', true],
    ['Punecity', 'Pune', false],
    ['', 'Pune', false],
  ])('location %j names the city %j: %s', (location, city, expected) => {
    expect(sharesCity(location, city)).toBe(expected);
  });
});

describe('feeRange and the wizard fee sentence', () => {
  const entry = (fee: number) => ({ therapist: aMatchTherapist({ fee_inr: fee }) });

  it('spans the matched therapists\' fees', () => {
    expect(feeRange([entry(1200), entry(800), entry(1600)])).toEqual({ min: 800, max: 1600 });
    expect(feeRange([])).toBeNull();
    expect(MATCH_CATALOG_EN.feeSentence({ min: 1000, max: 1600 })).toBe('Fees for your matches are ₹1,000 to ₹1,600 per session. Ready to book?');
    expect(MATCH_CATALOG_EN.feeSentence({ min: 1000, max: 1000 })).toBe('Our fee is ₹1,000 per session. Ready to book?');
    expect(MATCH_CATALOG_EN.feeSentence({ min: 800, max: 100000 })).toBe('Fees for your matches are ₹800 to ₹1,00,000 per session. Ready to book?');
  });
});
