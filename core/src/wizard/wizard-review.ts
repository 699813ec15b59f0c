import type { WizardAnswers } from './wizard-answers';
import { WIZARD_CATALOG_EN, type ReviewRowId, type WizardCatalog } from './wizard.catalog';

export type { ReviewRowId } from './wizard.catalog';

export interface ReviewRow {
  readonly id: ReviewRowId;
  readonly label: string;
  readonly value: string;
}

/**
 * The review step's rows, in wizard order, in the catalog's words (answers hold ids; this is an edge).
 * Empty values read:
 * - 'Not specified': free text (location, other concern, past-experience description, notes) and the
 *   unanswered single choices (previous therapy, risk);
 * - 'Flexible': no days, no times (blank availability means flexible);
 * - 'None': empty pick lists (languages, therapy style, main reasons, specific concerns);
 * - 'Not confirmed': the fee, until a fee choice is made.
 * The past-experience rows appear only when the visitor has had therapy before.
 */
export const wizardReviewRows = (a: WizardAnswers, catalog: WizardCatalog = WIZARD_CATALOG_EN): ReviewRow[] => {
  const { choices, reviewPlaceholders: empty } = catalog;
  const text = (value: string): string => (value.trim() === '' ? empty.notSpecified : value.trim());
  const list = <T extends string>(ids: readonly T[], labels: Readonly<Record<T, string>>, none: string): string =>
    ids.length === 0 ? none : ids.map((id) => labels[id]).join(', ');
  const row = (id: ReviewRowId, value: string): ReviewRow => ({ id, label: catalog.review[id], value });
  const styles = a.style.filter((s) => s !== null);
  const rows: ReviewRow[] = [
    row('location', text(a.location)),
    row('days', list(a.days, choices.days, empty.flexible)),
    row('times', list(a.times, choices.times, empty.flexible)),
    row('languages', list(a.languages, choices.languages, empty.none)),
    row('style', list(styles, choices.style, empty.none)),
    row('mainReasons', list(a.mainReasons, choices.mainReasons, empty.none)),
    row('specificConcerns', list(a.specificConcerns, choices.specificConcerns, empty.none)),
    row('otherConcern', text(a.otherConcern)),
    row('previousTherapy', a.previousTherapy ? choices.previousTherapy[a.previousTherapy] : empty.notSpecified),
  ];
  if (a.previousTherapy === 'yes') {
    rows.push(
      row('pastExperience', catalog.labels.ratingOption(a.pastExperience, catalog.experienceRatings[a.pastExperience])),
      row('pastExperienceDesc', text(a.pastExperienceDesc)),
    );
  }
  rows.push(
    row('risk', a.risk ? choices.risk[a.risk] : empty.notSpecified),
    row('additionalNotes', text(a.additionalNotes)),
    row('feeConfirmation', a.feeConfirmation ? choices.feeConfirmation[a.feeConfirmation] : empty.notConfirmed),
  );
  return rows;
};
