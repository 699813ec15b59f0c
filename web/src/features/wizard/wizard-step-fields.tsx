import {
  REVIEW_LABELS,
  WIZARD_CAPS,
  WIZARD_CATALOG_EN,
  WIZARD_TEXT_LIMITS,
  WIZARD_CRISIS_BLOCK,
  WIZARD_DAYS,
  WIZARD_EXPERIENCE_RATINGS,
  WIZARD_FEE_CHOICES,
  WIZARD_LABELS,
  WIZARD_MAIN_REASONS,
  WIZARD_PREVIOUS_THERAPY_CHOICES,
  WIZARD_RISK_CHOICES,
  WIZARD_SPECIFIC_CONCERNS,
  WIZARD_TIMES,
  isListFull,
  isOptionSelectable,
  showsCrisisBlockOn,
  wizardErrorFor,
  wizardMessageText,
  wizardReviewRows,
  type FeeChoice,
  type PreviousTherapyChoice,
  type RiskAnswer,
  type WizardEvent,
  type WizardState,
  type WizardStep,
} from '@manobal/core';
import { CrisisBlock } from '../../components/crisis-block';
import { RadioGroup, TextAreaField, TextField } from '../../components/field';
import { CheckCards } from './check-cards';
import { LanguagePicker } from './language-picker';
import { StyleSlotsEditor } from './style-slots-editor';
import { WIZARD_COPY } from './wizard.copy';
import * as styles from './wizard.module.css';

export interface StepFieldsProps {
  step: WizardStep;
  state: WizardState;
  dispatch: (event: WizardEvent) => void;
  /** The fee question on the review step: it names the matched therapists' fees once they are known. */
  feeSentence: string;
}

const asChoice = <T extends string>(choices: readonly T[], value: string): T | null =>
  (choices as readonly string[]).includes(value) ? (value as T) : null;

const { choices: LABELS } = WIZARD_CATALOG_EN;

/** Radio options: the id is the value sent back, the catalog's label is what the visitor reads. */
const radioOptions = <T extends string>(ids: readonly T[], labels: Readonly<Record<T, string>>) =>
  ids.map((id) => ({ value: id, label: labels[id] }));

/**
 * The helplines under a step's question the moment its answer calls for them (core decides which answers do),
 * in a polite live region so a screen reader hears them without losing the visitor's place.
 */
const StepCrisisBlock = ({ shown }: { shown: boolean }) => (
  <div aria-live="polite">
    {shown ? (
      <>
        <CrisisBlock heading={WIZARD_CRISIS_BLOCK.heading} />
        <p className={styles.wizardCrisisFollowUp}>{WIZARD_CRISIS_BLOCK.whenYouFinish}</p>
      </>
    ) : null}
  </div>
);

/** The controls of one wizard step. State holds ids; labels, options and messages all come from core's catalog. */
export const StepFields = ({ step, state, dispatch, feeSentence }: StepFieldsProps) => {
  const { answers } = state;
  // State holds the message's id; the page words it in its catalog.
  const error = state.error === null ? null : wizardMessageText(WIZARD_CATALOG_EN, state.error);
  const fieldError = error ?? undefined;
  // On a step with several fields, the message stands under the one it is about (core says which).
  const errorFor = (field: Parameters<typeof wizardErrorFor>[1]) => {
    const id = wizardErrorFor(state, field);
    return id === undefined ? undefined : wizardMessageText(WIZARD_CATALOG_EN, id);
  };

  switch (step.id) {
    case 'welcome':
      return null;

    case 'location':
      return (
        <TextField
          label={WIZARD_COPY.locationLabel}
          name="location"
          value={answers.location}
          autoComplete="address-level2"
          required
          error={errorFor('location')}
          onChange={(value) => dispatch({ type: 'setField', field: 'location', value })}
        />
      );

    case 'availability':
      return (
        <>
          <CheckCards legend={WIZARD_LABELS.days} options={WIZARD_DAYS} labels={LABELS.days} chosen={answers.days} onToggle={(option) => dispatch({ type: 'toggleOption', field: 'days', option })} />
          <CheckCards legend={WIZARD_LABELS.times} options={WIZARD_TIMES} labels={LABELS.times} chosen={answers.times} onToggle={(option) => dispatch({ type: 'toggleOption', field: 'times', option })} />
        </>
      );

    case 'languages':
      return (
        <LanguagePicker
          answers={answers}
          error={error}
          onAdd={(language) => dispatch({ type: 'addLanguage', language })}
          onRemove={(language) => dispatch({ type: 'removeLanguage', language })}
        />
      );

    case 'style':
      return (
        <StyleSlotsEditor
          legend={REVIEW_LABELS.style}
          answers={answers}
          onMove={(slot, direction) => dispatch({ type: 'moveStyle', slot, direction })}
          onAssign={(slot, style) => dispatch({ type: 'assignStyle', slot, style })}
        />
      );

    case 'main-reasons':
      return (
        <>
          <CheckCards
            legend={REVIEW_LABELS.mainReasons}
            options={WIZARD_MAIN_REASONS}
            labels={LABELS.mainReasons}
            chosen={answers.mainReasons}
            isSelectable={(option) => isOptionSelectable(answers, 'mainReasons', option)}
            capNote={isListFull('mainReasons', answers.mainReasons) ? WIZARD_COPY.mainReasonsCapNote(WIZARD_CAPS.mainReasons) : null}
            error={error}
            onToggle={(option) => dispatch({ type: 'toggleOption', field: 'mainReasons', option })}
          />
          <StepCrisisBlock shown={showsCrisisBlockOn(step.id, answers)} />
        </>
      );

    case 'specific-concerns':
      return (
        <>
          <CheckCards
            legend={REVIEW_LABELS.specificConcerns}
            options={WIZARD_SPECIFIC_CONCERNS}
            labels={LABELS.specificConcerns}
            chosen={answers.specificConcerns}
            isSelectable={(option) => isOptionSelectable(answers, 'specificConcerns', option)}
            capNote={isListFull('specificConcerns', answers.specificConcerns) ? WIZARD_COPY.capNote(WIZARD_CAPS.specificConcerns) : null}
            error={errorFor('specificConcerns')}
            onToggle={(option) => dispatch({ type: 'toggleOption', field: 'specificConcerns', option })}
          />
          <TextField
            label={WIZARD_LABELS.otherConcern}
            name="otherConcern"
            value={answers.otherConcern}
            error={errorFor('otherConcern')}
            onChange={(value) => dispatch({ type: 'setField', field: 'otherConcern', value })}
          />
        </>
      );

    case 'previous-therapy':
      return (
        <>
          <RadioGroup
            legend={WIZARD_COPY.previousTherapyLegend}
            name="previousTherapy"
            value={answers.previousTherapy ?? ''}
            options={radioOptions(WIZARD_PREVIOUS_THERAPY_CHOICES, LABELS.previousTherapy)}
            inline
            onChange={(value) =>
              dispatch({ type: 'setField', field: 'previousTherapy', value: asChoice<PreviousTherapyChoice>(WIZARD_PREVIOUS_THERAPY_CHOICES, value) })
            }
          />
          {/* Also while its description is refused (typed, then 'No' chosen), so the message is never under a hidden field. */}
          {answers.previousTherapy === 'yes' || errorFor('pastExperienceDesc') !== undefined ? (
            <>
              <RadioGroup
                legend={WIZARD_LABELS.pastExperience}
                name="pastExperience"
                value={String(answers.pastExperience)}
                options={WIZARD_EXPERIENCE_RATINGS.map((rating) => ({
                  value: String(rating),
                  label: WIZARD_LABELS.ratingOption(rating, WIZARD_CATALOG_EN.experienceRatings[rating]),
                }))}
                onChange={(value) => {
                  const rating = WIZARD_EXPERIENCE_RATINGS.find((r) => String(r) === value);
                  if (rating) dispatch({ type: 'setField', field: 'pastExperience', value: rating });
                }}
              />
              <TextAreaField
                label={WIZARD_LABELS.pastExperienceDesc}
                name="pastExperienceDesc"
                value={answers.pastExperienceDesc}
                error={errorFor('pastExperienceDesc')}
                hint={WIZARD_COPY.lengthHint(WIZARD_TEXT_LIMITS.pastExperienceDesc)}
                rows={3}
                onChange={(value) => dispatch({ type: 'setField', field: 'pastExperienceDesc', value })}
              />
            </>
          ) : null}
        </>
      );

    case 'risk':
      return (
        <>
          <RadioGroup
            legend={step.prompt}
            name="risk"
            value={answers.risk ?? ''}
            options={radioOptions(WIZARD_RISK_CHOICES, LABELS.risk)}
            inline
            required
            error={fieldError}
            onChange={(value) => {
              const risk = asChoice<RiskAnswer>(WIZARD_RISK_CHOICES, value);
              if (risk) dispatch({ type: 'setRisk', risk });
            }}
          />
          <StepCrisisBlock shown={showsCrisisBlockOn(step.id, answers)} />
        </>
      );

    case 'additional-notes':
      return (
        <TextAreaField
          label={WIZARD_COPY.notesLabel}
          name="additionalNotes"
          value={answers.additionalNotes}
          error={errorFor('additionalNotes')}
          hint={WIZARD_COPY.lengthHint(WIZARD_TEXT_LIMITS.additionalNotes)}
          onChange={(value) => dispatch({ type: 'setField', field: 'additionalNotes', value })}
        />
      );

    case 'review':
      return (
        <>
          <h3 className={styles.wizardReviewHeading}>{WIZARD_COPY.reviewHeading}</h3>
          <dl className={styles.wizardReview}>
            {wizardReviewRows(answers).map((row) => (
              <div key={row.id} className={styles.wizardReviewRow}>
                <dt>{row.label}</dt>
                <dd>{row.value}</dd>
              </div>
            ))}
          </dl>
          <RadioGroup
            legend={feeSentence}
            name="feeConfirmation"
            value={answers.feeConfirmation ?? ''}
            options={radioOptions(WIZARD_FEE_CHOICES, LABELS.feeConfirmation)}
            required
            error={fieldError}
            onChange={(value) => {
              const choice = asChoice<FeeChoice>(WIZARD_FEE_CHOICES, value);
              if (choice) dispatch({ type: 'setFee', choice });
            }}
          />
        </>
      );
  }
};

/** The step's prompt is the risk question's legend; every other step shows it as a paragraph. */
export const showsPromptParagraph = (step: WizardStep): boolean => step.id !== 'risk';
