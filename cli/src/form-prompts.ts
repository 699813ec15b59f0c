import {
  ageBandOfText,
  GUARDIAN_WIRE_FIELDS,
  BOOKING_TIME_SLOTS,
  CAREERS_DOCUMENTS,
  FORM_FIELD_CATALOGS,
  NO_SECOND_LANGUAGE,
  VOLUNTEER_FEATURE_OPTIONS,
  VOLUNTEER_QUESTIONS,
  emptyVolunteerForm,
  formFields,
  formMessageText,
  formSchema,
  isIsoDate,
  openSlots,
  signupFormSchema,
  todayInKolkata,
  toVolunteerPayload,
  validateWith,
  type CareersDocumentKey,
  type Clock,
  type FormField,
  type FormId,
  type Locale,
  type VolunteerFormState,
} from '@manobal/core';
import type { z } from 'zod';
import { inspectDocument } from './careers-uploads';
import type { CliContext } from './cli-context';
import type { PromptChoice, PromptValidator } from './prompts';

type Payload = Record<string, unknown>;

/** A guardian's field is asked only when the age rule needs it (16 or 17), and then it must be answered. */
const isGuardianField = (field: FormField): boolean => (GUARDIAN_WIRE_FIELDS as readonly string[]).includes(field.wire);

/** A field's prompt text: core's label, marked when the field may be left out. */
export const promptLabel = (field: FormField, locale: Locale): string =>
  field.required || field.kind === 'yes-no' || isGuardianField(field) ? field.label : `${field.label} ${FORM_FIELD_CATALOGS[locale].optionalMark}`;

/**
 * A choice field's choices now: core's options (an optional one offers its placeholder as "none"), except where
 * they depend on earlier answers or the time: booking's open slots on the chosen date, careers' second language.
 */
const choicesFor = (form: FormId, field: FormField, payload: Payload, clock: Clock, locale: Locale): readonly PromptChoice<string>[] => {
  if (form === 'book-session' && field.wire === 'time') {
    const date = typeof payload.date === 'string' && isIsoDate(payload.date) ? payload.date : todayInKolkata(clock);
    return openSlots(BOOKING_TIME_SLOTS, date, clock).map((slot) => ({ name: slot, value: slot }));
  }
  const options = (field.options ?? [])
    .filter((o) => !(form === 'careers' && field.wire === 'language2' && o.value === payload.language1))
    .map((o) => ({ name: o.label, value: o.value }));
  if (field.required) return options;
  const none = form === 'careers' && field.wire === 'language2' ? NO_SECOND_LANGUAGE : '';
  return [{ name: field.placeholder ?? FORM_FIELD_CATALOGS[locale].optionalMark, value: none }, ...options];
};

/** The fields the CLI asks for, in the website's order: those sent (signup's second password box is asked apart). */
const askedFields = (form: FormId, locale: Locale): readonly FormField[] => formFields(form, FORM_FIELD_CATALOGS[locale]).filter((field) => !field.formOnly);

/** A prompt validator from core's schema: the message core gives this one field, if any. */
const fieldValidator =
  (schema: z.ZodType, payload: Payload, key: string, locale: Locale): PromptValidator<string> =>
  (value) =>
    validateWith(schema, { ...payload, [key]: value }).match(
      () => true,
      (error) => {
        const id = error.fieldErrors[key];
        return id === undefined ? true : formMessageText(locale, id, key);
      },
    );

/** The six questions asked in the context's language; the payload carries the spec's English questions (toVolunteerPayload). */
const askVolunteerQuestions = async (ctx: CliContext): Promise<unknown> => {
  const words = FORM_FIELD_CATALOGS[ctx.locale];
  const answers: Record<string, string | readonly string[]> = {};
  for (const { field } of VOLUNTEER_QUESTIONS) {
    const message = words.volunteerQuestions[field];
    answers[field] =
      field === 'likedFeatures'
        ? await ctx.prompts.checkbox<string>({
            message,
            choices: VOLUNTEER_FEATURE_OPTIONS.map((f) => ({ name: words.optionLabels.volunteerFeatures[f], value: f })),
          })
        : await ctx.prompts.input({ message });
  }
  const form = { ...emptyVolunteerForm, ...answers } as VolunteerFormState;
  return toVolunteerPayload(form).questions_and_answers;
};

/**
 * Asks, on a terminal, for every field the payload does not have yet, checking each answer with core's
 * rule for that field as it is typed. Fields already given (--file, --field) are not asked again.
 */
export const promptMissingFields = async (form: FormId, given: Payload, ctx: CliContext): Promise<Payload> => {
  const schema = formSchema(form, ctx.clock);
  const payload: Payload = { ...given };
  for (const field of askedFields(form, ctx.locale)) {
    const key = field.wire;
    if (key in payload) continue;
    // A parent or guardian is asked for only when the age given is 16 or 17 (the age rule).
    if (isGuardianField(field) && ageBandOfText(String(payload.age ?? '')) !== 'with-guardian') continue;
    const message = promptLabel(field, ctx.locale);
    switch (field.kind) {
      case 'choice':
        payload[key] = await ctx.prompts.select<string>({ message, choices: choicesFor(form, field, payload, ctx.clock, ctx.locale) });
        break;
      case 'yes-no':
        payload[key] = await ctx.prompts.confirm({ message, default: false });
        break;
      default: {
        const initial = field.kind === 'date' ? todayInKolkata(ctx.clock) : undefined;
        const question = { message, validate: fieldValidator(schema, payload, key, ctx.locale), ...(initial !== undefined ? { default: initial } : {}) };
        payload[key] = await (field.secret ? ctx.prompts.password(question) : ctx.prompts.input(question));
      }
    }
    if (form === 'signup' && key === 'password') {
      // The signup form's second password box: core's form schema says whether they match.
      const confirmField = formFields('signup', FORM_FIELD_CATALOGS[ctx.locale]).find((f) => f.formOnly);
      await ctx.prompts.password({
        message: confirmField?.label ?? key,
        validate: (confirmPassword) =>
          validateWith(signupFormSchema, { ...payload, confirmPassword }).match(
            () => true,
            (error) => (error.fieldErrors.confirmPassword === undefined ? true : formMessageText(ctx.locale, error.fieldErrors.confirmPassword, 'confirmPassword')),
          ),
      });
    }
  }
  if (form === 'volunteer' && !('questions_and_answers' in payload)) payload.questions_and_answers = await askVolunteerQuestions(ctx);
  return payload;
};

/**
 * On a terminal, asks for the file of each careers document still missing (required ones, and a
 * licence's document when its box is ticked), re-asking until core accepts the file.
 */
export const promptMissingDocuments = async (
  payload: Payload,
  uploads: Map<CareersDocumentKey, string>,
  ctx: CliContext,
): Promise<void> => {
  const ticked: Partial<Record<CareersDocumentKey, boolean>> = { rci: payload.has_rci === true, iso: payload.has_iso_certification === true };
  for (const document of CAREERS_DOCUMENTS) {
    if (uploads.has(document.key) || document.linkField in payload) continue;
    if (!document.required && !ticked[document.key]) continue;
    for (;;) {
      const path = await ctx.prompts.input({ message: `${document.label} (file path)` });
      const inspected = await inspectDocument(document.key, path, ctx.cwd);
      if (inspected.ok) {
        uploads.set(document.key, path);
        break;
      }
      ctx.output.error(inspected.message);
    }
  }
};

/**
 * Each asked-for field of a payload as the person would recognise it: the prompt's label and, for a choice,
 * the choice's name (e.g. 'Male' for 'male'). Secret fields are never listed.
 */
export const summariseFields = (form: FormId, payload: Payload, clock: Clock, locale: Locale): { label: string; value: string }[] =>
  askedFields(form, locale).flatMap((field) => {
    if (!(field.wire in payload) || field.secret) return [];
    const value = payload[field.wire];
    const chosen = field.kind === 'choice' ? choicesFor(form, field, payload, clock, locale).find((c) => c.value === value)?.name : undefined;
    return [{ label: field.label, value: chosen ?? String(value) }];
  });
