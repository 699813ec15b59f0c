import type { WizardAnswers } from './wizard-answers';
import { REVIEW_LABELS, REVIEW_PLACEHOLDERS } from './wizard.messages';
import { WIZARD_EXPERIENCE_RATINGS } from './wizard.options';

export type ReviewRowId = keyof typeof REVIEW_LABELS;

export interface ReviewRow {
  readonly id: ReviewRowId;
  readonly label: string;
  readonly value: string;
}

const text = (value: string): string => (value.trim() === '' ? REVIEW_PLACEHOLDERS.notSpecified : value.trim());
const list = (values: readonly string[], empty: string): string => (values.length === 0 ? empty : values.join(', '));
const row = (id: ReviewRowId, value: string): ReviewRow => ({ id, label: REVIEW_LABELS[id], value });

/**
 * The review step's rows, in wizard order. Empty values read:
 * - 'Not specified': free text (location, other concern, past-experience description, notes) and the
 *   unanswered single choices (previous therapy, risk);
 * - 'Flexible': no days, no times (blank availability means flexible);
 * - 'None': empty pick lists (languages, therapy style, main reasons, specific concerns);
 * - 'Not confirmed': the fee, until a fee choice is made.
 * The past-experience rows appear only when the visitor has had therapy before.
 */
export const wizardReviewRows = (a: WizardAnswers): ReviewRow[] => {
  const styles = a.style.filter((s) => s !== null);
  const rating = WIZARD_EXPERIENCE_RATINGS.find((r) => r.value === a.pastExperience);
  const rows: ReviewRow[] = [
    row('location', text(a.location)),
    row('days', list(a.days, REVIEW_PLACEHOLDERS.flexible)),
    row('times', list(a.times, REVIEW_PLACEHOLDERS.flexible)),
    row('languages', list(a.languages, REVIEW_PLACEHOLDERS.none)),
    row('style', list(styles, REVIEW_PLACEHOLDERS.none)),
    row('mainReasons', list(a.mainReasons, REVIEW_PLACEHOLDERS.none)),
    row('specificConcerns', list(a.specificConcerns, REVIEW_PLACEHOLDERS.none)),
    row('otherConcern', text(a.otherConcern)),
    row('previousTherapy', a.previousTherapy ?? REVIEW_PLACEHOLDERS.notSpecified),
  ];
  if (a.previousTherapy === 'Yes') {
    rows.push(
      row('pastExperience', `${a.pastExperience} – ${rating?.label ?? ''}`),
      row('pastExperienceDesc', text(a.pastExperienceDesc)),
    );
  }
  rows.push(
    row('risk', a.risk ?? REVIEW_PLACEHOLDERS.notSpecified),
    row('additionalNotes', text(a.additionalNotes)),
    row('feeConfirmation', a.feeConfirmation ?? REVIEW_PLACEHOLDERS.notConfirmed),
  );
  return rows;
};
