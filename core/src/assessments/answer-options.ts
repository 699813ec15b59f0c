import type { Bands, Question } from './assessment.types';

/** The three option sets of spec section 9, in the order the spec lists them. */
export const FREQUENCY_OPTIONS = ['Never', 'Rarely', 'Sometimes', 'Often'] as const;
export const YES_NO_OPTIONS = ['No', 'Yes'] as const;
export const AGREEMENT_OPTIONS = ['Definitely agree', 'Slightly agree', 'Slightly disagree', 'Definitely disagree'] as const;

const withOptions =
  (options: readonly string[]) =>
  (texts: readonly string[]): readonly Question[] =>
    texts.map((text) => ({ text, options }));

export const frequencyQuestions = withOptions(FREQUENCY_OPTIONS);
export const yesNoQuestions = withOptions(YES_NO_OPTIONS);
export const agreementStatements = withOptions(AGREEMENT_OPTIONS);

/** Attitude, anorexia and OCD share spec section 9's bands: up to 21 low, 22-42 middle, above 42 high. */
export const AGREEMENT_SCALE_BANDS: Bands = { moderateFrom: 22, highFrom: 43 };
