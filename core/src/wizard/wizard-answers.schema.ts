import { z } from '../schema/zod';
import type { Result } from 'neverthrow';
import { validateWith, type ValidationError } from '../forms/field-errors';
import { PLAIN_TEXT_PATTERN, SHARED_MESSAGES } from '../forms/shared-rules';
import type { WizardAnswers } from './wizard-answers';
import { isWithinCap, type CappedList } from './wizard-caps';
import { WIZARD_CATALOG_EN } from './wizard.catalog';
import { WIZARD_SCHEMA_MESSAGES } from './wizard.messages';
import {
  DEFAULT_EXPERIENCE_RATING,
  WIZARD_CAPS,
  WIZARD_DAYS,
  WIZARD_FEE_CHOICES,
  WIZARD_LANGUAGES,
  WIZARD_MAIN_REASONS,
  WIZARD_PREVIOUS_THERAPY_CHOICES,
  WIZARD_RISK_CHOICES,
  WIZARD_SPECIFIC_CONCERNS,
  WIZARD_STYLES,
  WIZARD_TEXT_LIMITS,
  WIZARD_TIMES,
  type ExperienceRating,
  type WizardTextField,
} from './wizard.options';

/**
 * The wizard's free text follows the forms' one rule for text (no control characters) and, once it is sent or
 * checked whole, its own length limit. A draft kept in the visitor's own tab is not bounded: a reload must not
 * throw away every answer because one box holds too much; that step's Next still refuses it, with its message.
 */
const freeText = (field: WizardTextField, bounded: boolean) => {
  const text = z.string();
  return (bounded ? text.max(WIZARD_TEXT_LIMITS[field], WIZARD_CATALOG_EN.messages.textTooLong[field]) : text)
    .regex(PLAIN_TEXT_PATTERN, SHARED_MESSAGES.controlCharacters)
    .default('');
};

const hasNoRepeats = (list: readonly unknown[]): boolean => new Set(list).size === list.length;

/** One of a field's ids; anything else (a label, a typo) is refused with the ids it takes. */
const choiceOf = <T extends readonly [string, ...string[]]>(ids: T) =>
  z.enum(ids, { error: WIZARD_SCHEMA_MESSAGES.unknownChoice(ids) });

const pickList = <T extends readonly [string, ...string[]]>(ids: T, max?: { count: number; message: string }) => {
  const base = z.array(choiceOf(ids));
  const capped = max ? base.max(max.count, max.message) : base;
  return capped.refine(hasNoRepeats, WIZARD_SCHEMA_MESSAGES.repeated).default([]);
};

/** A capped list whose cap is core's one rule (wizard-caps.ts): an exempt option does not count toward it. */
const cappedList = <T extends readonly [string, ...string[]]>(ids: T, field: CappedList, message: string) =>
  z
    .array(choiceOf(ids))
    .refine((list) => isWithinCap(field, list), message)
    .refine(hasNoRepeats, WIZARD_SCHEMA_MESSAGES.repeated)
    .default([]);

/** An empty slot may be stored as '' (as a <select> reports it) or null; both read back as null. */
const styleSlot = z.preprocess((value) => (value === '' ? null : value), choiceOf(WIZARD_STYLES).nullable());

/**
 * A whole answer set in any state of completion: the shape, the option ids and the caps, not the
 * step rules (those are `validateWizardAnswers`). Missing fields take their initial value; unknown keys,
 * unknown ids, repeats and over-cap lists are rejected, so garbled stored data never reaches the
 * reducer.
 */
const answersSchema = (bounded: boolean): z.ZodType<WizardAnswers, unknown> => z.strictObject({
  location: freeText('location', bounded),
  feeConfirmation: choiceOf(WIZARD_FEE_CHOICES).nullable().default(null),
  days: pickList(WIZARD_DAYS),
  times: pickList(WIZARD_TIMES),
  languages: pickList(WIZARD_LANGUAGES, { count: WIZARD_CAPS.languages, message: WIZARD_SCHEMA_MESSAGES.tooManyLanguages }),
  style: z
    .tuple([styleSlot, styleSlot, styleSlot])
    .refine((slots) => hasNoRepeats(slots.filter((s) => s !== null)), WIZARD_SCHEMA_MESSAGES.repeatedStyle)
    .default([null, null, null]),
  mainReasons: cappedList(WIZARD_MAIN_REASONS, 'mainReasons', WIZARD_SCHEMA_MESSAGES.tooManyMainReasons),
  specificConcerns: cappedList(WIZARD_SPECIFIC_CONCERNS, 'specificConcerns', WIZARD_SCHEMA_MESSAGES.tooManySpecificConcerns),
  otherConcern: freeText('otherConcern', bounded),
  previousTherapy: choiceOf(WIZARD_PREVIOUS_THERAPY_CHOICES).nullable().default(null),
  pastExperience: z
    .number(WIZARD_SCHEMA_MESSAGES.pastExperience)
    .int(WIZARD_SCHEMA_MESSAGES.pastExperience)
    .min(1, WIZARD_SCHEMA_MESSAGES.pastExperience)
    .max(5, WIZARD_SCHEMA_MESSAGES.pastExperience)
    .transform((n) => n as ExperienceRating)
    .default(DEFAULT_EXPERIENCE_RATING),
  pastExperienceDesc: freeText('pastExperienceDesc', bounded),
  risk: choiceOf(WIZARD_RISK_CHOICES).nullable().default(null),
  additionalNotes: freeText('additionalNotes', bounded),
});

export const wizardAnswersSchema = answersSchema(true);

/** The answers as a tab keeps them between reloads: the same, but free text is not bounded (see freeText). */
export const wizardDraftAnswersSchema = answersSchema(false);

/**
 * Reads an answer set from untrusted input (a CLI answers file, session storage): its shape only.
 * Chain `.andThen(validateWizardAnswers)` to also require every step's answer.
 */
export const parseWizardAnswers = (input: unknown): Result<WizardAnswers, ValidationError> =>
  validateWith(wizardAnswersSchema, input);
