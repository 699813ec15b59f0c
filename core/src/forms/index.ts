export { toFieldErrors, validationError, validateWith, type FieldErrors, type ValidationError } from './field-errors';
export {
  FORM_TEXT_LIMITS,
  EMAIL_PATTERN,
  SHARED_MESSAGES,
  PLAIN_TEXT_PATTERN,
  isPlainText,
  parseWholeNumber,
} from './shared-rules';
export { INDIAN_MOBILE_PATTERN, stripIndianPhoneInput, normaliseIndianPhone } from './indian-phone.rule';
export {
  AADHAAR_PATTERN,
  verhoeffCheckDigit,
  hasValidVerhoeffCheckDigit,
  normaliseAadhaarInput,
  isValidAadhaar,
} from './aadhaar.rule';
export { INDIVIDUAL_PAN_PATTERN, normalisePanInput, isValidIndividualPan } from './pan.rule';
export {
  REFER_MESSAGES,
  REFER_LIMITS,
  referPayloadSchema,
  type ReferInput,
  type ReferPayload,
} from './refer.schema';
export { CONTACT_MESSAGES, contactPayloadSchema, type ContactInput, type ContactPayload } from './contact.schema';
export {
  VOLUNTEER_MESSAGES,
  VOLUNTEER_GENDER_OPTIONS,
  VOLUNTEER_FEATURE_OPTIONS,
  VOLUNTEER_QUESTIONS,
  VOLUNTEER_AGE_LIMITS,
  VOLUNTEER_CATALOG_EN,
  type VolunteerGender,
  type VolunteerFeature,
  type VolunteerQuestionField,
} from './volunteer.options';
export { volunteerPayloadSchema, type VolunteerInput, type VolunteerPayload } from './volunteer.schema';
export { emptyVolunteerForm, toVolunteerPayload, type VolunteerFormState } from './volunteer-form';
export {
  BOOKING_MESSAGES,
  BOOKING_GENDER_OPTIONS,
  BOOKING_PROBLEM_OPTIONS,
  BOOKING_AGE_LIMITS,
  type BookingGender,
  type BookingProblem,
} from './booking.options';
export {
  bookingDetailsSchema,
  bookingPayloadSchema,
  createBookingSubmitSchema,
  type BookingDetails,
  type BookingInput,
  type BookingPayload,
} from './booking.schema';
export {
  FILE_KINDS,
  FILE_KIND_NAMES,
  fileKindFromName,
  fileKindFromMimeType,
  detectFileKind,
  FILE_SNIFF_BYTES,
  type FileKind,
} from './file-kind';
export {
  UPLOAD_CONTENT_REASONS,
  WORD_ARCHIVE_LIMITS,
  PDF_OBJECT_STREAM_MAX_BYTES,
  PDF_ACTIVE_NAMES,
  createWebContentScanner,
  createPdfScanner,
  isUnsafeEntryName,
  judgeArchiveListing,
  judgeWordPackage,
  type UploadContentReason,
  type WebContentScanner,
  type PdfScanner,
  type PdfScanVerdict,
  type BoundedInflate,
  type ArchiveEntryClaim,
} from './upload-content.rules';
export {
  DOCUMENT_ACCEPT_SETS,
  CAREERS_DOCUMENT_MESSAGES,
  CAREERS_DOCUMENTS,
  UPLOADABLE_FILE_KINDS,
  careersDocument,
  documentAcceptsKind,
  acceptAttributeFor,
  checkDocumentFile,
  type DocumentAcceptSet,
  type CareersDocument,
  type CareersDocumentKey,
  type CareersDocumentLinkField,
  type CandidateFile,
  type DocumentFileRejection,
} from './careers-documents';
export {
  CAREERS_FILE_ID_PATTERN,
  CAREERS_FILE_URL_PATTERN,
  careersFileIdFromUrl,
  isCareersFileUrl,
} from './careers-file-url';
export {
  CAREERS_MESSAGES,
  CAREERS_GENDER_OPTIONS,
  NO_SECOND_LANGUAGE,
  CAREERS_MAX_EXPERIENCE_YEARS,
  type CareersGender,
} from './careers.options';
export {
  careersApplicationSchema,
  type CareersApplicationInput,
  type CareersApplicationPayload,
} from './careers.schema';
export {
  emptyCareersForm,
  CAREERS_FORM_TO_WIRE,
  CAREERS_WIRE_TO_FORM,
  careersErrorsForForm,
  careersFormToPayload,
  type CareersFormState,
  type CareersFormField,
  type CareersWireField,
} from './careers-form';
export {
  AUTH_MESSAGES,
  signupFormSchema,
  signupPayloadFromForm,
  loginPayloadSchema,
  type SignupForm,
  type LoginInput,
  type LoginPayload,
} from './auth.schema';
export { signupPayloadSchema, type SignupInput, type SignupPayload } from './signup-payload.schema';
export { isCommonPassword } from './common-password.rule';
export {
  FORM_IDS,
  FORMS,
  isFormId,
  formSchema,
  type FormId,
  type FormDefinition,
} from './form-registry';
export { NEWSLETTER_MESSAGES } from './newsletter.options';
export { newsletterPayloadSchema, type NewsletterInput, type NewsletterPayload } from './newsletter.schema';
export { LEAD_KINDS, LEAD_LIMITS, LEAD_MESSAGES, FREE_MAIL_DOMAINS, isCorporateLead, freeMailHint, type LeadKind } from './lead.options';
export { leadPayloadSchema, type LeadInput, type LeadPayload } from './lead.schema';
export {
  FORM_FIELDS_EN,
  DESCRIBED_FORM_IDS,
  formFields,
  formField,
  formSteps,
  labelOfWireField,
  type DescribedFormId,
  type FormField,
  type FormFieldKind,
  type FormFieldOption,
  type FormFieldText,
  type FormFieldCatalog,
  type FormOptionLabels,
} from './form-fields';
