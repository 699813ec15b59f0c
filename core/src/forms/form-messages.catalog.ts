import type { Locale, Localized } from '../i18n/locales';
import type { FormMessageCatalog, FormMessageId, FormMessageText } from './form-message-ids';
import { FORM_TEXT_LIMITS } from './shared-rules';
import { FORM_MESSAGE_CATALOG_HI } from './form-messages.catalog.hi';
import { REFER_ADULT_AGE, REFER_RELATIONSHIPS } from './refer.options';
import { LEAD_KINDS, LEAD_LIMITS } from './lead.options';
import { CALLBACK_REASONS } from '../callbacks/callback.types';
import { WIZARD_RISK_CHOICES } from '../wizard/wizard.options';
import { APPOINTMENT_PHASES, STAFF_APPOINTMENT_STATUSES } from '../booking/staff-appointment.rules';
import { LIMITS } from '../catalog/timings';
import { CAREERS_MAX_EXPERIENCE_YEARS } from './careers.options';

/*
 * Every message a form's schema or rule can give, per language. Schemas hold only ids ('booking.nameRequired'):
 * the section, a dot, the key. The adapters turn an id into words at their edge with formMessageText, in the
 * language they chose (the web root, the CLI context, the server per request).
 */

/** The careers documents' names as the messages say them, by link field; English here, Hindi in its own file. */
const DOCUMENT_NAMES_EN: Readonly<Record<string, string>> = {
  photograph_link: 'Photograph',
  aadhar_document_link: 'Aadhar Document (Front)',
  aadhar_back_document_link: 'Aadhar Document (Back)',
  pan_card_document_link: 'PAN Card Document',
  certification_document_link: 'Certification',
  rci_document_link: 'RCI License',
  iso_certification_document_link: 'ISO Certification',
};

const documentNameEn = (field: string): string => DOCUMENT_NAMES_EN[fieldNameOf(field)] ?? 'The document';

/** The last segment of a dot path: the field's own name ('questions_and_answers.0.score' → 'score'). */
export const fieldNameOf = (field: string): string => field.split('.').at(-1) ?? field;

const tooLong = (label: string, max: number): string => `${label} must be at most ${max} characters`;

export const FORM_MESSAGE_CATALOG_EN: FormMessageCatalog = {
  shared: {
    nameRequired: 'Name is required',
    nameTooLong: tooLong('Name', FORM_TEXT_LIMITS.name),
    emailRequired: 'Email is required',
    emailInvalid: 'Please enter a valid email address',
    phoneInvalid: 'Please enter a valid 10-digit phone number',
    ageInvalid: 'Please enter a valid age',
    notAnObject: 'Please send the form fields as a JSON object',
    unknownField: (field) => `Unknown field: ${fieldNameOf(field)}`,
    messageTooLong: tooLong('Message', FORM_TEXT_LIMITS.message),
    controlCharacters: 'This text contains hidden control characters. Please retype it.',
    emailInvisible: 'This email address contains an invisible character (such as a zero-width space or a direction mark). Please type it again.',
    emailMixedScripts: 'This email address mixes letters from alphabets that look alike, such as a Cyrillic "а" among Latin letters. Please type it in one alphabet.',
    indianDigitsInvalid: 'Please type the number in digits only (0–9 or ०–९).',
  },
  booking: {
    emailInvalid: 'Valid email is required',
    phoneInvalid: 'Valid phone number is required',
    ageInvalid: 'Valid age is required',
    fillAllFields: 'Please fill in all fields',
    genderInvalid: 'Please choose a gender from the list',
    problemInvalid: 'Please choose a concern from the list',
    dateInvalid: 'Please choose a valid date',
    timeInvalid: 'Please choose one of the listed time slots',
    datePast: 'Please choose today or a later date',
    timePast: 'This time has already passed today. Please choose a later time',
  },
  contact: { messageRequired: 'Message is required' },
  refer: {
    mobileInvalid: 'Please enter a valid 10-digit mobile number',
    ageRequired: 'Age of Patient is required',
    relationshipRequired: 'Please say how you know them',
    relationshipInvalid: `relationship must be one of ${REFER_RELATIONSHIPS.join(', ')}`,
    childNeedsGuardian: `For someone under ${REFER_ADULT_AGE}, only their parent or guardian can refer them. Please ask their parent or guardian to fill this in.`,
    consent: 'Please confirm that they agreed to be contacted by our care team',
  },
  careers: {
    nameTooShort: `Name must be at least ${LIMITS.nameMinLength} characters long`,
    ageTooLow: `Age must be ${LIMITS.applicantMinAge} or above`,
    genderRequired: 'Please select a gender',
    experienceRequired: 'Experience is required',
    experienceInvalid: `Please enter experience as whole years (0 to ${CAREERS_MAX_EXPERIENCE_YEARS})`,
    bioRequired: 'Bio is required',
    bioTooLong: tooLong('Bio', FORM_TEXT_LIMITS.bio),
    locationRequired: 'Location is required',
    locationTooLong: tooLong('Location', FORM_TEXT_LIMITS.address),
    languageRequired: 'At least one language is required',
    languageInvalid: 'Please choose a language from the list',
    languagesSame: 'Secondary language must be different from the primary language',
    aadharInvalid: 'Please enter a valid 12-digit Aadhar number',
    panInvalid: 'Please enter a valid PAN Card number',
    educationRequired: 'Education details are required',
    educationTooLong: tooLong('Education details', FORM_TEXT_LIMITS.education),
    licenceFlagInvalid: 'Please answer yes or no',
    rciDocumentRequired: 'RCI document is required when RCI is selected',
    isoDocumentRequired: 'ISO certification is required when ISO is selected',
    documentRequired: (field) => `${documentNameEn(field)} is required`,
    documentNotUploaded: (field) => `${documentNameEn(field)} must be a file uploaded with this form`,
  },
  volunteer: {
    genderInvalid: 'Please choose Male, Female or Other',
    questionRequired: 'Question is required',
    questionTooLong: tooLong('Question', FORM_TEXT_LIMITS.question),
    answerTooLong: tooLong('Answer', FORM_TEXT_LIMITS.answer),
    tooManyAnswers: 'Too many answers',
    answersNotList: 'Answers must be a list of questions and answers',
  },
  auth: {
    passwordRequired: 'Password is required',
    passwordTooShort: 'Password must be at least 8 characters long',
    passwordTooLong: tooLong('Password', FORM_TEXT_LIMITS.password),
    passwordTooCommon: 'This is one of the most common passwords, so it is easy to guess. Please choose another.',
    passwordIsEmail: 'Please choose a password that is different from your email.',
    confirmPasswordRequired: 'Please confirm your password',
    passwordsDoNotMatch: 'Passwords do not match',
    identifierTooLong: tooLong('Email', FORM_TEXT_LIMITS.loginIdentifier),
  },
  lead: {
    kindRequired: 'Please choose what you would like from us',
    kindInvalid: `kind must be one of ${LEAD_KINDS.join(', ')}`,
    organisationRequired: 'Organisation is required',
    organisationTooLong: tooLong('Organisation', FORM_TEXT_LIMITS.name),
    sizeInvalid: `Please enter a whole number from ${LEAD_LIMITS.minSize} to ${LEAD_LIMITS.maxSize}`,
  },
  youngPerson: {
    tooYoung: 'Online booking is for people aged 16 and over.',
    guardianNameRequired: "Please give your parent's or guardian's name.",
    guardianNameTooLong: `The name can be at most ${FORM_TEXT_LIMITS.name} characters.`,
    guardianRelationship: 'Please choose how they are related to you.',
    guardianPhone: "Please give your parent's or guardian's 10-digit phone number.",
    guardianKnows: 'Please confirm that your parent or guardian knows about this booking.',
  },
  callback: {
    consent: 'Please agree so that we can call you.',
    reasonRequired: 'Please say why you would like a call.',
    reasonInvalid: `The reason must be one of: ${CALLBACK_REASONS.join(', ')}.`,
    riskInvalid: `The risk answer must be one of: ${WIZARD_RISK_CHOICES.join(', ')}.`,
    languageInvalid: 'The language must be one of the language ids Manobal names.',
  },
  appointment: {
    therapist: 'Please choose a therapist from the directory.',
    mode: 'Please choose video or in person.',
    holdId: 'Please hold a slot first.',
    notesTooLong: `Notes can be at most ${FORM_TEXT_LIMITS.message} characters.`,
    status: `Status must be one of: ${STAFF_APPOINTMENT_STATUSES.join(', ')}.`,
    when: `when must be one of: ${APPOINTMENT_PHASES.join(', ')}.`,
  },
};

export const FORM_MESSAGE_CATALOGS: Localized<FormMessageCatalog> = { en: FORM_MESSAGE_CATALOG_EN, hi: FORM_MESSAGE_CATALOG_HI };

const entryOf = (catalog: FormMessageCatalog, id: string): FormMessageText | undefined => {
  const dot = id.indexOf('.');
  if (dot < 0) return undefined;
  const section = (catalog as unknown as Record<string, Record<string, FormMessageText> | undefined>)[id.slice(0, dot)];
  return section && Object.hasOwn(section, id.slice(dot + 1)) ? section[id.slice(dot + 1)] : undefined;
};

/** Whether a text is one of the catalog's ids. */
export const isFormMessageId = (text: string): text is FormMessageId => entryOf(FORM_MESSAGE_CATALOG_EN, text) !== undefined;

/**
 * The words of a form message in a language. A text that is no id (a message of a schema not yet turned into ids,
 * e.g. the staff console's, which stays English) passes through unchanged.
 */
export const formMessageText = (locale: Locale, id: string, field = '_'): string => {
  const entry = entryOf(FORM_MESSAGE_CATALOGS[locale], id);
  if (entry === undefined) return id;
  return typeof entry === 'function' ? entry(field) : entry;
};

/** Every field's message in words, for an answer or a screen in that language. */
export const formMessageTexts = (locale: Locale, fieldErrors: Readonly<Record<string, string>>): Record<string, string> =>
  Object.fromEntries(Object.entries(fieldErrors).map(([field, id]) => [field, formMessageText(locale, id, field)]));

export type { FormMessageCatalog, FormMessageText } from './form-message-ids';
