/** The eight assessments, by the id used in code, the CLI and URLs. */
export const ASSESSMENT_IDS = [
  'depression',
  'anxiety',
  'adhd',
  'bulimia',
  'emotional-intelligence',
  'attitude',
  'anorexia',
  'ocd',
] as const;

export type AssessmentId = (typeof ASSESSMENT_IDS)[number];

export type Level = 'low' | 'moderate' | 'high';

/** The answer options of the three option sets, as ids; their words are in the assessment catalog. */
export type AnswerOptionId =
  | 'never'
  | 'rarely'
  | 'sometimes'
  | 'often'
  | 'no'
  | 'yes'
  | 'definitely-agree'
  | 'slightly-agree'
  | 'slightly-disagree'
  | 'definitely-disagree';

/**
 * A question as the engine sees it: its options in the order shown (an answer is the 0-based index into this
 * list). Its words are the catalog's entry at the same position, so a language never changes what is scored.
 */
export interface Question {
  readonly options: readonly AnswerOptionId[];
}

/**
 * How answers become points (spec section 9).
 * - `most-severe-answer`: only a question's last option ('Often' or 'Yes') scores 1.
 * - `agreement`: an answer scores (option count - 1) minus its index, so 'Definitely agree' is 3.
 */
export type ScoringMethod = 'most-severe-answer' | 'agreement';

/** Score thresholds: below `moderateFrom` is low, from `highFrom` up is high. */
export interface Bands {
  readonly moderateFrom: number;
  readonly highFrom: number;
}

/** How the quiz screen behaves (spec sections 4 and 5). */
export interface SessionPolicy {
  /** Delay between choosing an option and moving on; 0 moves on at once. */
  readonly advanceAfterAnswerMs: number;
  /** What answering the last question does: wait for Submit, or show the result (after the delay above). */
  readonly onLastAnswer: 'wait-for-submit' | 'show-result';
  /** Whether Next refuses to leave an unanswered question. */
  readonly nextRequiresAnswer: boolean;
  /** Whether Submit refuses while any question is unanswered; when false a blank scores 0. */
  readonly submitRequiresAllAnswers: boolean;
}

export interface Assessment {
  readonly id: AssessmentId;
  /** The site route of the quiz screen (spec section 2). */
  readonly path: string;
  /**
   * Whether a high result is a risk signal (helplines and a free-session link are shown),
   * as opposed to a self-reflection score such as emotional intelligence.
   */
  readonly riskScreen: boolean;
  readonly questions: readonly Question[];
  readonly scoring: ScoringMethod;
  readonly bands: Bands;
  readonly session: SessionPolicy;
}

export interface AssessmentResult {
  readonly score: number;
  readonly maxScore: number;
  /** The verdict is the catalog's words for this level of this assessment. */
  readonly level: Level;
}

/** One answer per question: an option index, or null for a blank. */
export type AnswerVector = readonly (number | null)[];
