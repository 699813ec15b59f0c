import {
  WIZARD_CAPS,
  WIZARD_TEXT_LIMITS,
  WIZARD_DAYS,
  WIZARD_EXPERIENCE_RATINGS,
  WIZARD_FEE_CHOICES,
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
import { useWizardWords } from './wizard.words';
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

/** Radio options: the id is the value sent back, the catalog's label is what the visitor reads. */
const radioOptions = <T extends string>(ids: readonly T[], labels: Readonly<Record<T, string>>) =>
  ids.map((id) => ({ value: id, label: labels[id] }));

/**
 * The helplines under a step's question the moment its answer calls for them (core decides which answers do),
 * in a polite live region so a screen reader hears them without losing the visitor's place.
 */
const StepCrisisBlock = ({ shown }: { shown: boolean }) => {
  const { catalog } = useWizardWords();
  return (
    <div aria-live="polite">
      {shown ? (
        <>
          <CrisisBlock />
          <p className={styles.wizardCrisisFollowUp}>{catalog.crisisWhenYouFinish}</p>
        </>
      ) : null}
    </div>
  );
};

/** The controls of one wizard step. State holds ids; labels, options and messages all come from core's catalog. */
export const StepFields = ({ step, state, dispatch, feeSentence }: StepFieldsProps) => {
  const { answers } = state;
  const { catalog, copy } = useWizardWords();
  const { choices, labels, review } = catalog;
  // State holds the message's id; the page words it in its catalog.
  const error = state.error === null ? null : wizardMessageText(catalog, state.error);
  const fieldError = error ?? undefined;
  // On a step with several fields, the message stands under the one it is about (core says which).
  const errorFor = (field: Parameters<typeof wizardErrorFor>[1]) => {
    const id = wizardErrorFor(state, field);
    return id === undefined ? undefined : wizardMessageText(catalog, id);
  };

  switch (step.id) {
    case 'welcome':
      return null;

    case 'location':
      return (
        <TextField
          label={copy.locationLabel}
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
          <CheckCards legend={labels.days} options={WIZARD_DAYS} labels={choices.days} chosen={answers.days} onToggle={(option) => dispatch({ type: 'toggleOption', field: 'days', option })} />
          <CheckCards legend={labels.times} options={WIZARD_TIMES} labels={choices.times} chosen={answers.times} onToggle={(option) => dispatch({ type: 'toggleOption', field: 'times', option })} />
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
          legend={review.style}
          answers={answers}
          onMove={(slot, direction) => dispatch({ type: 'moveStyle', slot, direction })}
          onAssign={(slot, style) => dispatch({ type: 'assignStyle', slot, style })}
        />
      );

    case 'main-reasons':
      return (
        <>
          <CheckCards
            legend={review.mainReasons}
            options={WIZARD_MAIN_REASONS}
            labels={choices.mainReasons}
            chosen={answers.mainReasons}
            isSelectable={(option) => isOptionSelectable(answers, 'mainReasons', option)}
            capNote={isListFull('mainReasons', answers.mainReasons) ? copy.mainReasonsCapNote(WIZARD_CAPS.mainReasons) : null}
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
            legend={review.specificConcerns}
            options={WIZARD_SPECIFIC_CONCERNS}
            labels={choices.specificConcerns}
            chosen={answers.specificConcerns}
            isSelectable={(option) => isOptionSelectable(answers, 'specificConcerns', option)}
            capNote={isListFull('specificConcerns', answers.specificConcerns) ? copy.capNote(WIZARD_CAPS.specificConcerns) : null}
            error={errorFor('specificConcerns')}
            onToggle={(option) => dispatch({ type: 'toggleOption', field: 'specificConcerns', option })}
          />
          <TextField
            label={labels.otherConcern}
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
            legend={copy.previousTherapyLegend}
            name="previousTherapy"
            value={answers.previousTherapy ?? ''}
            options={radioOptions(WIZARD_PREVIOUS_THERAPY_CHOICES, choices.previousTherapy)}
            inline
            onChange={(value) =>
              dispatch({ type: 'setField', field: 'previousTherapy', value: asChoice<PreviousTherapyChoice>(WIZARD_PREVIOUS_THERAPY_CHOICES, value) })
            }
          />
          {/* Also while its description is refused (typed, then 'No' chosen), so the message is never under a hidden field. */}
          {answers.previousTherapy === 'yes' || errorFor('pastExperienceDesc') !== undefined ? (
            <>
              <RadioGroup
                legend={labels.pastExperience}
                name="pastExperience"
                value={String(answers.pastExperience)}
                options={WIZARD_EXPERIENCE_RATINGS.map((rating) => ({
                  value: String(rating),
                  label: labels.ratingOption(rating, catalog.experienceRatings[rating]),
                }))}
                onChange={(value) => {
                  const rating = WIZARD_EXPERIENCE_RATINGS.find((r) => String(r) === value);
                  if (rating) dispatch({ type: 'setField', field: 'pastExperience', value: rating });
                }}
              />
              <TextAreaField
                label={labels.pastExperienceDesc}
                name="pastExperienceDesc"
                value={answers.pastExperienceDesc}
                error={errorFor('pastExperienceDesc')}
                hint={copy.lengthHint(WIZARD_TEXT_LIMITS.pastExperienceDesc)}
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
            legend={catalog.steps[step.id].prompt}
            name="risk"
            value={answers.risk ?? ''}
            options={radioOptions(WIZARD_RISK_CHOICES, choices.risk)}
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
          label={copy.notesLabel}
          name="additionalNotes"
          value={answers.additionalNotes}
          error={errorFor('additionalNotes')}
          hint={copy.lengthHint(WIZARD_TEXT_LIMITS.additionalNotes)}
          onChange={(value) => dispatch({ type: 'setField', field: 'additionalNotes', value })}
        />
      );

    case 'review':
      return (
        <>
          <h3 className={styles.wizardReviewHeading}>{copy.reviewHeading}</h3>
          <dl className={styles.wizardReview}>
            {wizardReviewRows(answers, catalog).map((row) => (
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
            options={radioOptions(WIZARD_FEE_CHOICES, choices.feeConfirmation)}
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
