import type { AssessmentId } from '../assessments/assessment.types';
import type { WizardMainReason, WizardSpecificConcern } from '../wizard/wizard.options';
import { SPECIALISATION_IDS, type SpecialisationId } from './specialisations';

/**
 * Which specialisations answer each wizard choice. Typed as complete records, so a new wizard option cannot
 * ship without a mapping. Keyed by the wizard's ids. 'crisis-support' (Immediate crisis support) maps to none on purpose: it is answered by the crisis
 * block and by therapists' crisis training, not by a specialisation.
 */
export const SPECIALISATIONS_OF_MAIN_REASON: Readonly<Record<WizardMainReason, readonly SpecialisationId[]>> = {
  'stress-anxiety': ['anxiety', 'work-money-stress'],
  'low-mood': ['low-mood'],
  'relationship-work': ['relationships', 'work-money-stress'],
  'past-trauma': ['trauma'],
  'life-purpose': ['life-purpose', 'identity-self-esteem'],
  'crisis-support': [],
};

export const SPECIALISATIONS_OF_CONCERN: Readonly<Record<WizardSpecificConcern, readonly SpecialisationId[]>> = {
  anxiety: ['anxiety'],
  'low-mood': ['low-mood'],
  'relationship-stress': ['relationships'],
  'work-financial-pressure': ['work-money-stress'],
  'grief-loss': ['grief'],
  'identity-self-esteem': ['identity-self-esteem'],
};

/** The screenings whose result can lead to a therapist; the two self-knowledge ones lead to none. */
export const SPECIALISATIONS_OF_ASSESSMENT: Readonly<Record<AssessmentId, readonly SpecialisationId[]>> = {
  depression: ['low-mood'],
  anxiety: ['anxiety'],
  adhd: ['adhd'],
  bulimia: ['eating'],
  anorexia: ['eating'],
  ocd: ['ocd'],
  'emotional-intelligence': [],
  attitude: [],
};

/** The specialisations a wizard visitor's reasons and concerns point to, once each, in the list's order. */
export const specialisationsForWizardChoices = (choices: {
  readonly mainReasons: readonly WizardMainReason[];
  readonly specificConcerns: readonly WizardSpecificConcern[];
}): SpecialisationId[] => {
  const wanted = new Set<SpecialisationId>([
    ...choices.mainReasons.flatMap((reason) => SPECIALISATIONS_OF_MAIN_REASON[reason]),
    ...choices.specificConcerns.flatMap((concern) => SPECIALISATIONS_OF_CONCERN[concern]),
  ]);
  return SPECIALISATION_IDS.filter((id) => wanted.has(id));
};
