import {
  BOOKING_GENDER_OPTIONS,
  BOOKING_PROBLEM_OPTIONS,
  BOOKING_TIME_SLOTS,
  CAREERS_DOCUMENTS,
  CAREERS_GENDER_OPTIONS,
  CAREERS_LANGUAGES,
  LANGUAGE_NAMES_EN,
  NO_SECOND_LANGUAGE,
  VOLUNTEER_CATALOG_EN,
  VOLUNTEER_FEATURE_OPTIONS,
  VOLUNTEER_GENDER_OPTIONS,
  VOLUNTEER_QUESTIONS,
  emptyVolunteerForm,
  formSchema,
  isIsoDate,
  openSlots,
  signupFormSchema,
  todayInKolkata,
  toVolunteerPayload,
  validateWith,
  type CareersDocumentKey,
  type Clock,
  type FormId,
  type VolunteerFormState,
} from '@manobal/core';
import type { z } from 'zod';
import { inspectDocument } from './careers-uploads';
import type { CliContext } from './cli-context';
import type { PromptChoice, PromptValidator } from './prompts';

type Payload = Record<string, unknown>;

interface ChoiceSource {
  (payload: Payload, clock: Clock): readonly PromptChoice<string>[];
}

type FieldPrompt =
  | { readonly kind: 'text'; readonly key: string; readonly label: string; readonly secret?: boolean; readonly initial?: (clock: Clock) => string }
  | { readonly kind: 'choice'; readonly key: string; readonly label: string; readonly choices: ChoiceSource }
  | { readonly kind: 'yes-no'; readonly key: string; readonly label: string };

const text = (key: string, label: string, extra: { secret?: boolean; initial?: (clock: Clock) => string } = {}): FieldPrompt => ({
  kind: 'text',
  key,
  label,
  ...extra,
});
const choice = (key: string, label: string, choices: ChoiceSource): FieldPrompt => ({ kind: 'choice', key, label, choices });
const fixedChoices =
  (options: readonly { readonly value: string; readonly label: string }[]): ChoiceSource =>
  () =>
    options.map((o) => ({ name: o.label, value: o.value }));
const yesNo = (key: string, label: string): FieldPrompt => ({ kind: 'yes-no', key, label });

/** What the CLI asks for each form, in the order the website's form asks (labels are the CLI's own). */
const FORM_PROMPTS: Record<FormId, readonly FieldPrompt[]> = {
  refer: [text('name', 'Name'), text('email', 'Email'), text('mobile', 'Mobile number'), text('age', 'Age of Patient')],
  contact: [text('name', 'Name'), text('email', 'Email'), text('message', 'Message')],
  volunteer: [
    text('name', 'Name'),
    text('email', 'Email'),
    text('phone', 'Phone number (optional)'),
    text('age', 'Age (optional)'),
    choice('gender', 'Gender (optional)', () => [
      { name: 'Prefer not to say', value: '' },
      ...VOLUNTEER_GENDER_OPTIONS.map((g) => ({ name: VOLUNTEER_CATALOG_EN.genders[g], value: g })),
    ]),
  ],
  'book-session': [
    text('name', 'Name'),
    text('email', 'Email'),
    text('phone', 'Phone number'),
    text('age', 'Age'),
    choice('gender', 'Gender', fixedChoices(BOOKING_GENDER_OPTIONS)),
    choice('problem', 'What would you like help with?', fixedChoices(BOOKING_PROBLEM_OPTIONS)),
    text('date', 'Date (YYYY-MM-DD)', { initial: (clock) => todayInKolkata(clock) }),
    choice('time', 'Time', (payload, clock) => {
      const date = typeof payload.date === 'string' && isIsoDate(payload.date) ? payload.date : todayInKolkata(clock);
      return openSlots(BOOKING_TIME_SLOTS, date, clock).map((slot) => ({ name: slot, value: slot }));
    }),
  ],
  careers: [
    text('full_name', 'Full name'),
    text('age', 'Age'),
    choice('gender', 'Gender', fixedChoices(CAREERS_GENDER_OPTIONS)),
    text('experience', 'Experience (years)'),
    text('bio', 'Bio'),
    text('address', 'Location'),
    text('phone_number', 'Phone number'),
    text('email', 'Email'),
    choice('language1', 'Primary language', () => CAREERS_LANGUAGES.map((l) => ({ name: LANGUAGE_NAMES_EN[l], value: l }))),
    choice('language2', 'Secondary language', (payload) => [
      { name: 'None', value: NO_SECOND_LANGUAGE },
      ...CAREERS_LANGUAGES.filter((l) => l !== payload.language1).map((l) => ({ name: LANGUAGE_NAMES_EN[l], value: l })),
    ]),
    text('aadhar_number', 'Aadhar number', { secret: true }),
    text('pan_card_number', 'PAN Card number', { secret: true }),
    text('education', 'Education'),
    yesNo('has_rci', 'Do you hold an RCI licence?'),
    yesNo('has_iso_certification', 'Do you hold an ISO certification?'),
  ],
  signup: [text('name', 'Full name'), text('email', 'Email'), text('password', 'Password', { secret: true })],
  login: [text('email', 'Username or email'), text('password', 'Password', { secret: true })],
};

/** A prompt validator from core's schema: the message core gives this one field, if any. */
const fieldValidator =
  (schema: z.ZodType, payload: Payload, key: string): PromptValidator<string> =>
  (value) =>
    validateWith(schema, { ...payload, [key]: value }).match(
      () => true,
      (error) => error.fieldErrors[key] ?? true,
    );

const askVolunteerQuestions = async (ctx: CliContext): Promise<unknown> => {
  const answers: Record<string, string | readonly string[]> = {};
  for (const { field, question } of VOLUNTEER_QUESTIONS) {
    answers[field] =
      field === 'likedFeatures'
        ? await ctx.prompts.checkbox<string>({
            message: question,
            choices: VOLUNTEER_FEATURE_OPTIONS.map((f) => ({ name: VOLUNTEER_CATALOG_EN.features[f], value: f })),
          })
        : await ctx.prompts.input({ message: question });
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
  for (const field of FORM_PROMPTS[form]) {
    if (field.key in payload) continue;
    switch (field.kind) {
      case 'text': {
        const initial = field.initial?.(ctx.clock);
        const question = {
          message: field.label,
          validate: fieldValidator(schema, payload, field.key),
          ...(initial !== undefined ? { default: initial } : {}),
        };
        payload[field.key] = await (field.secret ? ctx.prompts.password(question) : ctx.prompts.input(question));
        break;
      }
      case 'choice':
        payload[field.key] = await ctx.prompts.select<string>({ message: field.label, choices: field.choices(payload, ctx.clock) });
        break;
      case 'yes-no':
        payload[field.key] = await ctx.prompts.confirm({ message: field.label, default: false });
        break;
    }
    if (form === 'signup' && field.key === 'password') {
      // The signup form's second password box: core's form schema says whether they match.
      await ctx.prompts.password({
        message: 'Confirm password',
        validate: (confirmPassword) =>
          validateWith(signupFormSchema, { ...payload, confirmPassword }).match(
            () => true,
            (error) => error.fieldErrors.confirmPassword ?? true,
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
export const summariseFields = (form: FormId, payload: Payload, clock: Clock): { label: string; value: string }[] =>
  FORM_PROMPTS[form].flatMap((field) => {
    if (!(field.key in payload) || (field.kind === 'text' && field.secret)) return [];
    const value = payload[field.key];
    const chosen = field.kind === 'choice' ? field.choices(payload, clock).find((c) => c.value === value)?.name : undefined;
    return [{ label: field.label, value: chosen ?? String(value) }];
  });
