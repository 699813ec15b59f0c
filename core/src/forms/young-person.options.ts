import { parseWholeNumber } from './shared-rules';
import { formMessageIds } from './form-message-ids';

/*
 * The age rule of every form that books (the free introductory call, an appointment, the CLI): who may book
 * online, who books with a parent or guardian, and the words for each. No zod here, so a page can decide what to
 * show before any schema loads; young-person.rule.ts builds the checks from these.
 */

/** Under 16: no online booking; 16 and 17: with a parent or guardian; 18 and over: as anyone. */
export const YOUNG_PERSON_AGES = { onlineFrom: 16, adultFrom: 18 } as const;

export type AgeBand = 'too-young' | 'with-guardian' | 'adult';

/** Which part of the rule an age falls under. */
export const ageBandOf = (age: number): AgeBand =>
  age < YOUNG_PERSON_AGES.onlineFrom ? 'too-young' : age < YOUNG_PERSON_AGES.adultFrom ? 'with-guardian' : 'adult';

/** The band of an age as typed ('17', '१७'); null while it is not a whole number of years yet. */
export const ageBandOfText = (typed: string | number): AgeBand | null => {
  const age = parseWholeNumber(typed);
  return typeof age === 'number' && age > 0 ? ageBandOf(age) : null;
};

export const GUARDIAN_RELATIONSHIPS = ['mother', 'father', 'legal-guardian'] as const;
export type GuardianRelationship = (typeof GUARDIAN_RELATIONSHIPS)[number];

/** A 16- or 17-year-old's parent or guardian, as the care team will phone them before the session. */
export interface Guardian {
  readonly name: string;
  readonly relationship: GuardianRelationship;
  readonly phone: string;
}

/** The wire's guardian fields, named once. */
export const GUARDIAN_WIRE_FIELDS = ['guardian_name', 'guardian_relationship', 'guardian_phone', 'guardian_knows'] as const;

export const YOUNG_PERSON_MESSAGES = formMessageIds('youngPerson', [
  'tooYoung',
  'guardianNameRequired',
  'guardianNameTooLong',
  'guardianRelationship',
  'guardianPhone',
  'guardianKnows',
]);

/** The page's words for each band (the helplines and the call-back offer come with the too-young words). */
export const YOUNG_PERSON_TEXT = {
  tooYoungTitle: 'Let’s find you the right support',
  tooYoungBody:
    'Online booking is for people aged 16 and over. You are not alone, and you can still talk to someone today: the helplines below are free and answer in confidence, and our care team can call you back.',
  guardianTitle: 'A parent or guardian',
  guardianIntro:
    'As you are under 18, please tell us who your parent or guardian is. Our care team will phone them to confirm before anything is arranged.',
  helplinesHeading: 'Free helplines, open to you now',
  callbackHeading: 'Ask our care team to call you',
  callbackIntro: 'Leave a name and a mobile number and our care team will call you back to talk about what would help. We use the number only to call you.',
  callbackSubmit: 'Ask for a call',
} as const;
