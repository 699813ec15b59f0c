import type { AnswerOptionId, Bands, Question } from './assessment.types';

/** The three option sets of spec section 9, in the order the spec lists them. */
export const FREQUENCY_OPTIONS = ['never', 'rarely', 'sometimes', 'often'] as const satisfies readonly AnswerOptionId[];
export const YES_NO_OPTIONS = ['no', 'yes'] as const satisfies readonly AnswerOptionId[];
export const AGREEMENT_OPTIONS = [
  'definitely-agree',
  'slightly-agree',
  'slightly-disagree',
  'definitely-disagree',
] as const satisfies readonly AnswerOptionId[];

const withOptions =
  (options: readonly AnswerOptionId[]) =>
  (count: number): readonly Question[] =>
    Array.from({ length: count }, () => ({ options }));

/** `count` questions sharing one option set; their words are the catalog's, in the same order. */
export const frequencyQuestions = withOptions(FREQUENCY_OPTIONS);
export const yesNoQuestions = withOptions(YES_NO_OPTIONS);
export const agreementStatements = withOptions(AGREEMENT_OPTIONS);

/** Attitude, anorexia and OCD share spec section 9's bands: up to 21 low, 22-42 middle, above 42 high. */
export const AGREEMENT_SCALE_BANDS: Bands = { moderateFrom: 22, highFrom: 43 };
