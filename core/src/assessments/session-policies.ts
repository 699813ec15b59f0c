import { TIMINGS } from '../catalog/timings';
import type { SessionPolicy } from './assessment.types';

/** Depression and anxiety: move on 180 ms after an answer; the last question waits for Submit. */
export const AUTO_ADVANCE_POLICY: SessionPolicy = {
  advanceAfterAnswerMs: TIMINGS.quizAutoAdvanceMs,
  onLastAnswer: 'wait-for-submit',
  nextRequiresAnswer: false,
  submitRequiresAllAnswers: true,
};

/** ADHD: as above, but answering the last question shows the result after the same delay. */
export const AUTO_ADVANCE_TO_RESULT_POLICY: SessionPolicy = {
  ...AUTO_ADVANCE_POLICY,
  onLastAnswer: 'show-result',
};

/** Bulimia and emotional intelligence: move on at once; Next and Submit need answers. */
export const STEP_POLICY: SessionPolicy = {
  advanceAfterAnswerMs: 0,
  onLastAnswer: 'wait-for-submit',
  nextRequiresAnswer: true,
  submitRequiresAllAnswers: true,
};

/** Attitude, anorexia and OCD: move on at once, the last answer shows the result, blanks score 0. */
export const STEP_TO_RESULT_POLICY: SessionPolicy = {
  advanceAfterAnswerMs: 0,
  onLastAnswer: 'show-result',
  nextRequiresAnswer: true,
  submitRequiresAllAnswers: false,
};
