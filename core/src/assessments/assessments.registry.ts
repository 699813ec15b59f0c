import { err, ok, type Result } from 'neverthrow';
import { ADHD_ASSESSMENT } from './adhd.assessment';
import { ANOREXIA_ASSESSMENT } from './anorexia.assessment';
import { ANXIETY_ASSESSMENT } from './anxiety.assessment';
import { ASSESSMENT_IDS, type Assessment, type AssessmentId } from './assessment.types';
import { ATTITUDE_ASSESSMENT } from './attitude.assessment';
import { BULIMIA_ASSESSMENT } from './bulimia.assessment';
import { DEPRESSION_ASSESSMENT } from './depression.assessment';
import { EMOTIONAL_INTELLIGENCE_ASSESSMENT } from './emotional-intelligence.assessment';
import { OCD_ASSESSMENT } from './ocd.assessment';

const BY_ID: Readonly<Record<AssessmentId, Assessment>> = {
  depression: DEPRESSION_ASSESSMENT,
  anxiety: ANXIETY_ASSESSMENT,
  adhd: ADHD_ASSESSMENT,
  bulimia: BULIMIA_ASSESSMENT,
  'emotional-intelligence': EMOTIONAL_INTELLIGENCE_ASSESSMENT,
  attitude: ATTITUDE_ASSESSMENT,
  anorexia: ANOREXIA_ASSESSMENT,
  ocd: OCD_ASSESSMENT,
};

/** All eight assessments, in ASSESSMENT_IDS order. */
export const ASSESSMENTS: readonly Assessment[] = ASSESSMENT_IDS.map((id) => BY_ID[id]);

export const isAssessmentId = (value: string): value is AssessmentId =>
  (ASSESSMENT_IDS as readonly string[]).includes(value);

export const getAssessment = (id: AssessmentId): Assessment => BY_ID[id];

/** An id that names none of the eight; the catalog's `answers.unknownAssessment` words it with the known ids. */
export interface UnknownAssessmentError {
  readonly kind: 'unknown-assessment';
  readonly id: string;
  readonly known: readonly AssessmentId[];
}

/** Looks up an assessment from untrusted text (a CLI argument, a URL segment). */
export const findAssessment = (id: string): Result<Assessment, UnknownAssessmentError> =>
  isAssessmentId(id)
    ? ok(BY_ID[id])
    : err({ kind: 'unknown-assessment', id, known: ASSESSMENT_IDS });

/** The assessment whose quiz screen lives at a route path such as '/ocd-test'. */
export const findAssessmentByPath = (path: string): Assessment | undefined =>
  ASSESSMENTS.find((assessment) => assessment.path === path);
