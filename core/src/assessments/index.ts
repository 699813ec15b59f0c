// Public surface of core/assessments: the eight assessments as data, one scoring engine, the quiz session machine.
export {
  ASSESSMENT_IDS,
  type AssessmentId,
  type Assessment,
  type AssessmentResult,
  type AnswerVector,
  type Bands,
  type Level,
  type Question,
  type ScoringMethod,
  type SessionPolicy,
} from './assessment.types';
export { ASSESSMENT_SUMMARIES, type AssessmentSummary } from './assessment-summaries';
export { FREQUENCY_OPTIONS, YES_NO_OPTIONS, AGREEMENT_OPTIONS, AGREEMENT_SCALE_BANDS } from './answer-options';
export {
  QUIZ_MESSAGES,
  questionPositionText,
  answerCountText,
  answerOutOfRangeText,
  answerFormatText,
  unknownAssessmentText,
  unansweredQuestionsText,
  goToQuestionText,
} from './assessment.messages';
export {
  AUTO_ADVANCE_POLICY,
  AUTO_ADVANCE_TO_RESULT_POLICY,
  STEP_POLICY,
  STEP_TO_RESULT_POLICY,
} from './session-policies';
export { DEPRESSION_ASSESSMENT } from './depression.assessment';
export { ANXIETY_ASSESSMENT } from './anxiety.assessment';
export { ADHD_ASSESSMENT } from './adhd.assessment';
export { BULIMIA_ASSESSMENT } from './bulimia.assessment';
export { EMOTIONAL_INTELLIGENCE_ASSESSMENT } from './emotional-intelligence.assessment';
export { ATTITUDE_ASSESSMENT } from './attitude.assessment';
export { ANOREXIA_ASSESSMENT } from './anorexia.assessment';
export { OCD_ASSESSMENT } from './ocd.assessment';
export {
  ASSESSMENTS,
  isAssessmentId,
  getAssessment,
  findAssessment,
  findAssessmentByPath,
  type UnknownAssessmentError,
} from './assessments.registry';
export { BLANK_ANSWER_TOKEN, parseAnswerList, validateAnswers, type AnswersError } from './answer-vector';
export { pointsFor, maxScoreOf, levelFor, scoreAssessment, scoreAnswers, scoreAnswerList } from './scoring';
export {
  initialQuizState,
  quizReducer,
  currentQuestion,
  questionPosition,
  progressShare,
  canGoPrevious,
  isLastQuestion,
  showSubmit,
  showNext,
  selectedOption,
  type QuizState,
  type QuizEvent,
} from './assessment.machine';
export { resultView, showsCrisisSupport, type ResultView } from './result-view';
