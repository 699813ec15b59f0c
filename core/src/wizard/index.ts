// Public surface of core/wizard: the therapy-match wizard as data, a pure reducer, validation and review.
export {
  WIZARD_STEP_IDS,
  WIZARD_DAYS,
  WIZARD_LANGUAGES,
  WIZARD_CHOICE_IDS,
  WIZARD_TIMES,
  WIZARD_MAIN_REASONS,
  WIZARD_SPECIFIC_CONCERNS,
  WIZARD_STYLES,
  WIZARD_PREVIOUS_THERAPY_CHOICES,
  WIZARD_RISK_CHOICES,
  WIZARD_FEE_CHOICES,
  WIZARD_EXPERIENCE_RATINGS,
  DEFAULT_EXPERIENCE_RATING,
  WIZARD_CAPS,
  type WizardDay,
  type WizardLanguage,
  type WizardChoiceField,
  type WizardTime,
  type WizardMainReason,
  type WizardSpecificConcern,
  type TherapyStyle,
  type StyleSlot,
  type StyleSlots,
  type PreviousTherapyChoice,
  type RiskAnswer,
  type FeeChoice,
  type ExperienceRating,
} from './wizard.options';
export {
  WIZARD_CATALOG_EN,
  WIZARD_CATALOGS,
  type WizardCatalog,
} from './wizard.catalog';
export {
  WIZARD_MESSAGES,
  WIZARD_LABELS,
  REVIEW_PLACEHOLDERS,
  REVIEW_LABELS,
  WIZARD_SCHEMA_MESSAGES,
  type WizardMessage,
} from './wizard.messages';
export {
  WIZARD_STEPS,
  WIZARD_FIRST_STEP,
  WIZARD_LAST_STEP,
  WIZARD_STEP_COUNT,
  wizardStepAt,
  wizardStepPosition,
  type WizardStep,
  type WizardStepId,
} from './wizard.steps';
export { initialWizardAnswers, type WizardAnswers } from './wizard-answers';
export { wizardAnswersSchema, parseWizardAnswers } from './wizard-answers.schema';
export {
  wizardStepFailure,
  firstFailureBefore,
  validateWizardAnswers,
  type WizardStepFailure,
  type WizardValidationError,
} from './wizard.validation';
export {
  languageSuggestions,
  matchWizardLanguage,
  canAddLanguage,
  addLanguage,
  removeLanguage,
} from './language-choice';
export {
  styleChoicesForSlot,
  moveStyleSlot,
  assignStyleToSlot,
  type StyleSlotIndex,
  type SlotDirection,
} from './style-slots';
export {
  wizardReducer,
  wizardTransition,
  initialWizardState,
  isOptionSelectable,
  wizardThankYou,
  canGoBack,
  wizardSnapshot,
  type WizardState,
  type WizardEvent,
  type MultiSelectField,
  type MultiSelectOptions,
  type SettableField,
  type SettableFields,
  type WizardSnapshot,
  type WizardOutcome,
} from './wizard.machine';
export { restoreWizardState } from './wizard-snapshot';
export { wizardReviewRows, type ReviewRow, type ReviewRowId } from './wizard-review';
export { stepIndicatorSize, stepIndicatorWindow } from './step-indicator';
export { WIZARD_CRISIS_BLOCK, showsCrisisBlock, showsCrisisBlockOn, wantsCrisisSupport, type CrisisBlock } from './crisis-block';
