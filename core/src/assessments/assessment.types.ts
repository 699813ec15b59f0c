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

export interface Question {
  readonly text: string;
  /** Labels in the order shown; an answer is the 0-based index into this list. */
  readonly options: readonly string[];
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
  readonly title: string;
  /** The site route of the quiz screen (spec section 2). */
  readonly path: string;
  readonly description: string;
  /**
   * Whether a high result is a risk signal (helplines and a free-session link are shown),
   * as opposed to a self-reflection score such as emotional intelligence.
   */
  readonly riskScreen: boolean;
  readonly questions: readonly Question[];
  readonly scoring: ScoringMethod;
  readonly bands: Bands;
  readonly verdicts: Readonly<Record<Level, string>>;
  readonly session: SessionPolicy;
}

export interface AssessmentResult {
  readonly score: number;
  readonly maxScore: number;
  readonly level: Level;
  readonly verdict: string;
}

/** One answer per question: an option index, or null for a blank. */
export type AnswerVector = readonly (number | null)[];
