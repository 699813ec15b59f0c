import { z } from '../schema/zod';
import { LIMITS } from '../catalog/timings';
import { CAREERS_LANGUAGES } from '../catalog/languages';
import { CAREERS_DOCUMENTS, type CareersDocument } from './careers-documents';
import { isCareersFileUrl } from './careers-file-url';
import {
  CAREERS_GENDERS,
  CAREERS_MAX_EXPERIENCE_YEARS,
  CAREERS_MESSAGES,
  NO_SECOND_LANGUAGE,
} from './careers.options';
import {
  aadhaarField,
  choiceField,
  emailField,
  indianPhoneField,
  panField,
  requiredText,
  wholeNumberField,
  wireObject,
} from './shared-fields';
import { FORM_TEXT_LIMITS, PLAIN_TEXT_PATTERN, SHARED_MESSAGES } from './shared-rules';

// Careers application (spec sections 3 and 5): messages and choices live in careers.options.ts.

// The document's message ids; their words name the document from the field they stand under.
const requiredLink = (_definition: CareersDocument) => {
  const required = CAREERS_MESSAGES.documentRequired;
  const invalid = CAREERS_MESSAGES.documentNotUploaded;
  return z.string({ error: required }).trim().min(1, required).max(FORM_TEXT_LIMITS.fileUrl, invalid).refine(isCareersFileUrl, invalid);
};

const optionalLink = (_definition: CareersDocument) => {
  const invalid = CAREERS_MESSAGES.documentNotUploaded;
  return z
    .string({ error: invalid })
    .trim()
    .max(FORM_TEXT_LIMITS.fileUrl, invalid)
    .refine((url) => url === '' || isCareersFileUrl(url), invalid)
    .nullish()
    .transform((url) => (url ? url : undefined));
};

const [photograph, aadharFront, aadharBack, panDocument, certification, rci, iso] = CAREERS_DOCUMENTS;

const careersFields = wireObject({
  full_name: z
    .string({ error: CAREERS_MESSAGES.nameRequired })
    .trim()
    .min(1, CAREERS_MESSAGES.nameRequired)
    .min(LIMITS.nameMinLength, CAREERS_MESSAGES.nameTooShort)
    .max(FORM_TEXT_LIMITS.name, CAREERS_MESSAGES.nameTooLong)
    .regex(PLAIN_TEXT_PATTERN, SHARED_MESSAGES.controlCharacters),
  age: wholeNumberField({
    missing: CAREERS_MESSAGES.ageTooLow,
    invalid: CAREERS_MESSAGES.ageInvalid,
    min: [LIMITS.applicantMinAge, CAREERS_MESSAGES.ageTooLow],
    max: [LIMITS.applicantMaxAge, CAREERS_MESSAGES.ageInvalid],
  }),
  gender: choiceField(CAREERS_GENDERS, CAREERS_MESSAGES.genderRequired, CAREERS_MESSAGES.genderRequired),
  experience: wholeNumberField({
    missing: CAREERS_MESSAGES.experienceRequired,
    invalid: CAREERS_MESSAGES.experienceInvalid,
    min: [0, CAREERS_MESSAGES.experienceInvalid],
    max: [CAREERS_MAX_EXPERIENCE_YEARS, CAREERS_MESSAGES.experienceInvalid],
  }),
  bio: requiredText(CAREERS_MESSAGES.bioRequired, FORM_TEXT_LIMITS.bio, CAREERS_MESSAGES.bioTooLong),
  address: requiredText(CAREERS_MESSAGES.locationRequired, FORM_TEXT_LIMITS.address, CAREERS_MESSAGES.locationTooLong),
  phone_number: indianPhoneField(CAREERS_MESSAGES.phoneInvalid),
  email: emailField(CAREERS_MESSAGES.emailInvalid, CAREERS_MESSAGES.emailInvalid),
  language1: z
    .string({ error: CAREERS_MESSAGES.languageRequired })
    .trim()
    .min(1, CAREERS_MESSAGES.languageRequired)
    .pipe(z.enum(CAREERS_LANGUAGES, { error: CAREERS_MESSAGES.languageInvalid })),
  language2: z
    .string({ error: CAREERS_MESSAGES.languageInvalid })
    .trim()
    .nullish()
    .transform((language) => (language ? language : NO_SECOND_LANGUAGE))
    .pipe(z.enum([...CAREERS_LANGUAGES, NO_SECOND_LANGUAGE], { error: CAREERS_MESSAGES.languageInvalid })),
  aadhar_number: aadhaarField(CAREERS_MESSAGES.aadharInvalid),
  pan_card_number: panField(CAREERS_MESSAGES.panInvalid),
  education: requiredText(CAREERS_MESSAGES.educationRequired, FORM_TEXT_LIMITS.education, CAREERS_MESSAGES.educationTooLong),
  has_rci: z.boolean({ error: CAREERS_MESSAGES.licenceFlagInvalid }).default(false),
  has_iso_certification: z.boolean({ error: CAREERS_MESSAGES.licenceFlagInvalid }).default(false),
  [photograph.linkField]: requiredLink(photograph),
  [aadharFront.linkField]: requiredLink(aadharFront),
  [aadharBack.linkField]: requiredLink(aadharBack),
  [panDocument.linkField]: requiredLink(panDocument),
  [certification.linkField]: requiredLink(certification),
  [rci.linkField]: optionalLink(rci),
  [iso.linkField]: optionalLink(iso),
});

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * The wire payload of POST /api/v1/careers/apply. Cross-field rules run even when other fields fail,
 * so the form can show every message at once. A licence link is dropped when its box is unticked.
 */
export const careersApplicationSchema = careersFields
  .superRefine(
    (value, ctx) => {
      const v = value as Record<string, unknown>;
      if (typeof v.language1 === 'string' && v.language2 === v.language1) {
        ctx.addIssue({ code: 'custom', path: ['language2'], message: CAREERS_MESSAGES.languagesSame });
      }
      if (v.has_rci === true && !v.rci_document_link) {
        ctx.addIssue({ code: 'custom', path: ['rci_document_link'], message: CAREERS_MESSAGES.rciDocumentRequired });
      }
      if (v.has_iso_certification === true && !v.iso_certification_document_link) {
        ctx.addIssue({ code: 'custom', path: ['iso_certification_document_link'], message: CAREERS_MESSAGES.isoDocumentRequired });
      }
    },
    { when: (parse) => isRecord(parse.value) },
  )
  .transform(({ rci_document_link, iso_certification_document_link, ...rest }) => ({
    ...rest,
    ...(rest.has_rci && rci_document_link ? { rci_document_link } : {}),
    ...(rest.has_iso_certification && iso_certification_document_link ? { iso_certification_document_link } : {}),
  }));

export type CareersApplicationInput = z.input<typeof careersApplicationSchema>;
export type CareersApplicationPayload = z.output<typeof careersApplicationSchema>;
