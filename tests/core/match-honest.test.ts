import { describe, expect, it } from 'vitest';
import { MATCH_CATALOG_EN, matchTherapists, type FreeSlotsByTherapist, type MatchEntry, type MatchableTherapist, type WizardAnswers } from '@manobal/core';
import { at } from '../../fixtures/booking/availability';
import { MATCH_NOW, aMatchIntake, aMatchTherapist, slotDays } from '../../fixtures/matching/directory';

const reasonsOf = (entry: MatchEntry | undefined): string[] => (entry?.reasons ?? []).map(MATCH_CATALOG_EN.reason);
const idsOf = (entries: readonly MatchEntry[]): string[] => entries.map((e) => e.therapist.id);
const match = (answers: WizardAnswers, therapists: readonly MatchableTherapist[], slots: FreeSlotsByTherapist, now = MATCH_NOW) =>
  matchTherapists(answers, therapists, slots, now);

const childPsychologist = aMatchTherapist({ id: 'meera-nair', languages: ['malayalam', 'english', 'marathi'], crisis_trained: false });
const crisisTrained = aMatchTherapist({ id: 'vikram-mehta', languages: ['english', 'hindi'], crisis_trained: true });
const weekSlots: FreeSlotsByTherapist = { 'meera-nair': slotDays(['2026-12-01', '18:00']), 'vikram-mehta': slotDays(['2026-12-02', '18:00']) };

describe('matching: a visitor at risk', () => {
  it('lists a crisis-trained therapist first even though none speaks Marathi, and says which languages they speak', () => {
    const entries = match(aMatchIntake({ languages: ['marathi'], risk: 'yes' }), [childPsychologist, crisisTrained], weekSlots);
    expect(idsOf(entries)).toEqual(['vikram-mehta', 'meera-nair']);
    expect(reasonsOf(entries[0])[0]).toBe('Speaks English and Hindi; trained in crisis support');
    expect(reasonsOf(entries[1])).not.toContain('Trained to support people in crisis');
  });

  it("does the same for 'Immediate crisis support' as a main reason", () => {
    const entries = match(aMatchIntake({ languages: ['marathi'], mainReasons: ['crisis-support'] }), [childPsychologist, crisisTrained], weekSlots);
    expect(idsOf(entries)[0]).toBe('vikram-mehta');
  });

  it('says plainly that a crisis-trained therapist who shares a language is trained in crisis support', () => {
    const [entry] = match(aMatchIntake({ languages: ['hindi'], risk: 'yes' }), [crisisTrained], weekSlots);
    expect(reasonsOf(entry).slice(0, 2)).toEqual(['Trained to support people in crisis', 'Speaks Hindi']);
  });

  it('keeps the language for a visitor not at risk: the crisis-trained English speaker is not offered to a Marathi speaker', () => {
    expect(idsOf(match(aMatchIntake({ languages: ['marathi'], risk: 'no' }), [childPsychologist, crisisTrained], weekSlots))).toEqual(['meera-nair']);
  });
});

describe('matching: in person in the visitor’s city', () => {
  const video = aMatchTherapist({ id: 'a-video-only' });
  const pune = aMatchTherapist({ id: 'z-pune', modes: ['in-person', 'video'], city: 'Pune', centre_address: '12 FC Road' });
  const mumbai = aMatchTherapist({ id: 'b-mumbai', modes: ['in-person', 'video'], city: 'Mumbai', centre_address: '4 Hill Road' });
  const slots: FreeSlotsByTherapist = Object.fromEntries(['a-video-only', 'z-pune', 'b-mumbai'].map((id) => [id, slotDays(['2026-12-01', '18:00', ['in-person', 'video']])]));

  it('prefers a therapist who sees people in person in the visitor’s city over equal video-only ones', () => {
    const entries = match(aMatchIntake({ location: 'Kothrud, Pune' }), [video, mumbai, pune], slots);
    expect(idsOf(entries)[0]).toBe('z-pune');
    expect(reasonsOf(entries[0])).toContain('Can see you in person in Pune');
  });

  it('says when a therapist’s in-person room is in another city', () => {
    const entries = match(aMatchIntake({ location: 'Pune' }), [mumbai], slots);
    expect(reasonsOf(entries[0])).toContain('Sees people in person in Mumbai, another city than yours; video sessions from wherever you are');
  });
});

describe("matching: 'this week' is the calendar week in IST", () => {
  const only = (slot: readonly [string, string], now: Date): string[] =>
    reasonsOf(match(aMatchIntake(), [aMatchTherapist()], { 'asha-kulkarni': slotDays(slot) }, now)[0]);

  it('counts a Sunday slot as this week when it is Monday', () => {
    expect(only(['2026-12-06', '18:00'], MATCH_NOW)).toContain('Has free slots this week');
  });

  it('does not count the next Monday as this week, though it is within seven days', () => {
    expect(only(['2026-12-07', '08:00'], MATCH_NOW)).toContain('Has free slots in the next two weeks');
    expect(only(['2026-12-07', '10:00'], at('2026-12-05', '09:00'))).toContain('Has free slots in the next two weeks');
  });

  it('reads the week on the IST clock: late Sunday night IST is still this week, half past midnight is next week', () => {
    const sundayNight = at('2026-12-06', '23:00');
    expect(only(['2026-12-06', '23:30'], sundayNight)).toContain('Has free slots this week');
    expect(only(['2026-12-07', '00:30'], sundayNight)).toContain('Has free slots in the next two weeks');
  });
});
