/**
 * @manobal/core — the only door into Manobal's domain.
 * Web, CLI and server import from here and nowhere deeper.
 */
// Catalog: product name, contacts, fees, timings, helplines, sample doctors and testimonials.
export { PRODUCT_NAME, DEFAULT_CONTACT, fillPlaceholders, type ContactDetails } from './catalog/product';
export { FEES, formatRupees } from './catalog/fees';
export { TIMINGS, BREAKPOINTS, LIMITS } from './catalog/timings';
export { CAREERS_LANGUAGES, type CareersLanguage } from './catalog/languages';
export { HELPLINES, EMERGENCY_HELPLINE, CRISIS_TEXT, type Helpline } from './catalog/helplines';
export { SAMPLE_DOCTORS, findDoctor, initialsOf, type Doctor, type CalendarDoctor } from './catalog/doctors';
export { TESTIMONIALS, testimonialLabel, type Testimonial } from './catalog/testimonials';
// Assessments: the eight assessments as data, one scoring engine, the quiz session machine.
export {
  ASSESSMENT_IDS,
  type AssessmentId,
  type Assessment,
  type AssessmentResult,
  type AnswerVector,
  type Bands,
  type Level,
  type Question,
  type ScoringMethod,
  type SessionPolicy,
} from './assessments/assessment.types';
export { ASSESSMENT_SUMMARIES, type AssessmentSummary } from './assessments/assessment-summaries';
export { FREQUENCY_OPTIONS, YES_NO_OPTIONS, AGREEMENT_OPTIONS, AGREEMENT_SCALE_BANDS } from './assessments/answer-options';
export {
  QUIZ_MESSAGES,
  questionPositionText,
  answerCountText,
  answerOutOfRangeText,
  answerFormatText,
  unknownAssessmentText,
  unansweredQuestionsText,
  goToQuestionText,
} from './assessments/assessment.messages';
export {
  AUTO_ADVANCE_POLICY,
  AUTO_ADVANCE_TO_RESULT_POLICY,
  STEP_POLICY,
  STEP_TO_RESULT_POLICY,
} from './assessments/session-policies';
export { DEPRESSION_ASSESSMENT } from './assessments/depression.assessment';
export { ANXIETY_ASSESSMENT } from './assessments/anxiety.assessment';
export { ADHD_ASSESSMENT } from './assessments/adhd.assessment';
export { BULIMIA_ASSESSMENT } from './assessments/bulimia.assessment';
export { EMOTIONAL_INTELLIGENCE_ASSESSMENT } from './assessments/emotional-intelligence.assessment';
export { ATTITUDE_ASSESSMENT } from './assessments/attitude.assessment';
export { ANOREXIA_ASSESSMENT } from './assessments/anorexia.assessment';
export { OCD_ASSESSMENT } from './assessments/ocd.assessment';
export {
  ASSESSMENTS,
  isAssessmentId,
  getAssessment,
  findAssessment,
  findAssessmentByPath,
  type UnknownAssessmentError,
} from './assessments/assessments.registry';
export { BLANK_ANSWER_TOKEN, parseAnswerList, validateAnswers, type AnswersError } from './assessments/answer-vector';
export { pointsFor, maxScoreOf, levelFor, scoreAssessment, scoreAnswers, scoreAnswerList } from './assessments/scoring';
export {
  initialQuizState,
  quizReducer,
  currentQuestion,
  questionPosition,
  progressShare,
  canGoPrevious,
  isLastQuestion,
  showSubmit,
  showNext,
  selectedOption,
  type QuizState,
  type QuizEvent,
} from './assessments/assessment.machine';
export { resultView, showsCrisisSupport, type ResultView } from './assessments/result-view';
// Wizard: the therapy-match wizard as data, a pure reducer, validation and review.
export {
  WIZARD_STEP_IDS,
  WIZARD_DAYS,
  WIZARD_LANGUAGES,
  WIZARD_CHOICE_IDS,
  WIZARD_TIMES,
  WIZARD_MAIN_REASONS,
  WIZARD_SPECIFIC_CONCERNS,
  WIZARD_STYLES,
  WIZARD_PREVIOUS_THERAPY_CHOICES,
  WIZARD_RISK_CHOICES,
  WIZARD_FEE_CHOICES,
  WIZARD_EXPERIENCE_RATINGS,
  DEFAULT_EXPERIENCE_RATING,
  WIZARD_CAPS,
  type WizardDay,
  type WizardLanguage,
  type WizardChoiceField,
  type WizardTime,
  type WizardMainReason,
  type WizardSpecificConcern,
  type TherapyStyle,
  type StyleSlot,
  type StyleSlots,
  type PreviousTherapyChoice,
  type RiskAnswer,
  type FeeChoice,
  type ExperienceRating,
} from './wizard/wizard.options';
export {
  WIZARD_CATALOG_EN,
  WIZARD_CATALOGS,
  type WizardCatalog,
} from './wizard/wizard.catalog';
export {
  WIZARD_MESSAGES,
  WIZARD_LABELS,
  REVIEW_PLACEHOLDERS,
  REVIEW_LABELS,
  WIZARD_SCHEMA_MESSAGES,
  type WizardMessage,
} from './wizard/wizard.messages';
export {
  WIZARD_STEPS,
  WIZARD_FIRST_STEP,
  WIZARD_LAST_STEP,
  WIZARD_STEP_COUNT,
  wizardStepAt,
  wizardStepPosition,
  type WizardStep,
  type WizardStepId,
} from './wizard/wizard.steps';
export { initialWizardAnswers, type WizardAnswers } from './wizard/wizard-answers';
export { wizardAnswersSchema, parseWizardAnswers } from './wizard/wizard-answers.schema';
export {
  wizardStepFailure,
  firstFailureBefore,
  validateWizardAnswers,
  type WizardStepFailure,
  type WizardValidationError,
} from './wizard/wizard.validation';
export {
  languageSuggestions,
  matchWizardLanguage,
  canAddLanguage,
  addLanguage,
  removeLanguage,
} from './wizard/language-choice';
export {
  styleChoicesForSlot,
  moveStyleSlot,
  assignStyleToSlot,
  type StyleSlotIndex,
  type SlotDirection,
} from './wizard/style-slots';
export {
  wizardReducer,
  wizardTransition,
  initialWizardState,
  isOptionSelectable,
  wizardThankYou,
  canGoBack,
  wizardSnapshot,
  type WizardState,
  type WizardEvent,
  type MultiSelectField,
  type MultiSelectOptions,
  type SettableField,
  type SettableFields,
  type WizardSnapshot,
  type WizardOutcome,
} from './wizard/wizard.machine';
export { restoreWizardState } from './wizard/wizard-snapshot';
export { wizardReviewRows, type ReviewRow, type ReviewRowId } from './wizard/wizard-review';
export { stepIndicatorSize, stepIndicatorWindow } from './wizard/step-indicator';
export { WIZARD_CRISIS_BLOCK, showsCrisisBlock, type CrisisBlock } from './wizard/crisis-block';
// Forms: field rules, payload schemas, careers documents and upload content rules, the form registry.
export { toFieldErrors, validationError, validateWith, type FieldErrors, type ValidationError } from './forms/field-errors';
export {
  FORM_TEXT_LIMITS,
  EMAIL_PATTERN,
  SHARED_MESSAGES,
  PLAIN_TEXT_PATTERN,
  isPlainText,
  parseWholeNumber,
} from './forms/shared-rules';
export { INDIAN_MOBILE_PATTERN, stripIndianPhoneInput, normaliseIndianPhone } from './forms/indian-phone.rule';
export {
  AADHAAR_PATTERN,
  verhoeffCheckDigit,
  hasValidVerhoeffCheckDigit,
  normaliseAadhaarInput,
  isValidAadhaar,
} from './forms/aadhaar.rule';
export { INDIVIDUAL_PAN_PATTERN, normalisePanInput, isValidIndividualPan } from './forms/pan.rule';
export {
  REFER_MESSAGES,
  REFER_LIMITS,
  referPayloadSchema,
  type ReferInput,
  type ReferPayload,
} from './forms/refer.schema';
export { CONTACT_MESSAGES, contactPayloadSchema, type ContactInput, type ContactPayload } from './forms/contact.schema';
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
} from './forms/volunteer.options';
export { volunteerPayloadSchema, type VolunteerInput, type VolunteerPayload } from './forms/volunteer.schema';
export { emptyVolunteerForm, toVolunteerPayload, type VolunteerFormState } from './forms/volunteer-form';
export {
  BOOKING_MESSAGES,
  BOOKING_GENDER_OPTIONS,
  BOOKING_PROBLEM_OPTIONS,
  BOOKING_AGE_LIMITS,
  type BookingGender,
  type BookingProblem,
} from './forms/booking.options';
export {
  bookingDetailsSchema,
  bookingPayloadSchema,
  createBookingSubmitSchema,
  type BookingDetails,
  type BookingInput,
  type BookingPayload,
} from './forms/booking.schema';
export {
  FILE_KINDS,
  FILE_KIND_NAMES,
  fileKindFromName,
  fileKindFromMimeType,
  detectFileKind,
  FILE_SNIFF_BYTES,
  type FileKind,
} from './forms/file-kind';
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
} from './forms/upload-content.rules';
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
} from './forms/careers-documents';
export {
  CAREERS_FILE_ID_PATTERN,
  CAREERS_FILE_URL_PATTERN,
  careersFileIdFromUrl,
  isCareersFileUrl,
} from './forms/careers-file-url';
export {
  CAREERS_MESSAGES,
  CAREERS_GENDER_OPTIONS,
  NO_SECOND_LANGUAGE,
  CAREERS_MAX_EXPERIENCE_YEARS,
  type CareersGender,
} from './forms/careers.options';
export {
  careersApplicationSchema,
  type CareersApplicationInput,
  type CareersApplicationPayload,
} from './forms/careers.schema';
export {
  emptyCareersForm,
  CAREERS_FORM_TO_WIRE,
  CAREERS_WIRE_TO_FORM,
  careersErrorsForForm,
  careersFormToPayload,
  type CareersFormState,
  type CareersFormField,
  type CareersWireField,
} from './forms/careers-form';
export {
  AUTH_MESSAGES,
  signupFormSchema,
  signupPayloadFromForm,
  loginPayloadSchema,
  type SignupForm,
  type LoginInput,
  type LoginPayload,
} from './forms/auth.schema';
export { signupPayloadSchema, type SignupInput, type SignupPayload } from './forms/signup-payload.schema';
export { isCommonPassword } from './forms/common-password.rule';
export {
  FORM_IDS,
  FORMS,
  isFormId,
  formSchema,
  type FormId,
  type FormDefinition,
} from './forms/form-registry';
// Calendar: Kolkata time, slots, the date strip and the booking selection machine.
export { fixedClock, type Clock } from './calendar/clock.port';
export {
  KOLKATA_UTC_OFFSET_MINUTES,
  ISO_DATE_PATTERN,
  kolkataMomentOf,
  nowInKolkata,
  todayInKolkata,
  isIsoDate,
  addDaysToIsoDate,
  isoDateParts,
  type KolkataMoment,
} from './calendar/kolkata-time';
export {
  CALENDAR_SLOT_GROUPS,
  CALENDAR_SLOTS,
  BOOKING_TIME_SLOTS,
  slotToMinutes,
  isSlotAhead,
  openSlots,
  openSlotGroups,
  type DayPeriod,
  type SlotGroup,
  type BookingTimeSlot,
} from './calendar/slots';
export {
  TODAY_LABEL,
  DATE_STRIP_LENGTH,
  SHORT_MONTHS,
  shortDateLabel,
  dateLabelFor,
  dateStrip,
  type DateStripDay,
} from './calendar/date-strip';
export {
  SESSION_MODES,
  DEFAULT_SESSION_MODE,
  CALENDAR_TEXT,
  initialBookingSelection,
  canBook,
  bookingSelectionReducer,
  bookingSelectionMessage,
  calendarCard,
  type SessionMode,
  type BookingSelectionStatus,
  type BookingSelection,
  type BookingSelectionAction,
  type CalendarCard,
} from './calendar/booking-selection.machine';
// API: endpoints, the contract, messages, ports and the HTTP client.
export {
  API_PREFIX,
  ENDPOINTS,
  CAREERS_FILES_PATH,
  HEALTH_PATH,
  OPENAPI_PATH,
  VITALS_PATH,
  STAFF_PATH,
  IDEMPOTENCY_HEADER,
  UPLOAD_FIELD,
  type CallName,
} from './api/endpoints';
export {
  envelopeSchema,
  uploadDataSchema,
  publicUserSchema,
  loginDataSchema,
  type Envelope,
  type UploadData,
  type PublicUser,
  type LoginData,
} from './api/contract';
export {
  API_CONTRACT,
  errorEnvelopeSchema,
  uploadRequestSchema,
  type CallContract,
  type ErrorEnvelope,
} from './api/api-contract';
export {
  CALL_MESSAGES,
  VOLUNTEER_SUCCESS_TOAST,
  CAREERS_SUBMIT_FALLBACK,
  CAREERS_FIX_ERRORS_TOAST,
  SERVER_ERROR_MSG,
  type ApiError,
  type NetworkFailureReason,
} from './api/api-error';
export type {
  ApiOk,
  ManobalApi,
  UploadableFile,
  HttpResponseLike,
  FetchLike,
  UploadTransport,
  TransportOptions,
} from './api/ports';
export { createHttpApi, type HttpApiOptions } from './api/http-api';
export { VITAL_NAMES, VITAL_MESSAGES, vitalBeaconSchema, type VitalName, type VitalBeacon } from './api/vital-beacon.schema';
export {
  BOOKING_POLICY,
  DEFAULT_SLOT_POLICY,
  holdExpiresAt,
  canChangeAppointment,
  BOOKING_MODES,
  bookingModeSchema,
  BOOKING_MODE_OF_CALENDAR_MODE,
  SPECIALISATION_IDS,
  specialisationIdSchema,
  SPECIALISATIONS_OF_MAIN_REASON,
  SPECIALISATIONS_OF_CONCERN,
  SPECIALISATIONS_OF_ASSESSMENT,
  specialisationsForWizardChoices,
  WEEKDAY_IDS,
  weekdayIdSchema,
  weekdayOfIsoDate,
  kolkataInstantOf,
  toKolkataIsoString,
  BOOKING_CATALOG_EN,
  BOOKING_LOCALES,
  BOOKING_CATALOGS,
  APPOINTMENT_MESSAGES,
  MAX_WEEKLY_RULES,
  clockTimeToMinutes,
  clockTimeSchema,
  isoDateSchema,
  weeklyRuleSchema,
  weeklyRulesSchema,
  timeOffSchema,
  bufferMinutesSchema,
  instantSchema,
  takenIntervalSchema,
  therapistAvailabilitySchema,
  slotQuerySchema,
  isOnSlotGrid,
  freeSlots,
  checkSlot,
  claimCells,
  APPOINTMENT_REFERENCE_PREFIX,
  APPOINTMENT_REFERENCE_LENGTH,
  APPOINTMENT_REFERENCE_RANDOM_BYTES,
  APPOINTMENT_REFERENCE_PATTERN,
  appointmentReferenceFromBytes,
  newAppointmentReference,
  parseAppointmentReference,
  appointmentReferenceSchema,
  formatInstantForPeople,
  type BookingTimeZone,
  type SlotPolicy,
  type BookingMode,
  type SpecialisationId,
  type WeekdayId,
  type BookingCatalog,
  type BookingMessages,
  type BookingLocale,
  type WeeklyRule,
  type TimeOff,
  type TakenInterval,
  type TherapistAvailability,
  type SlotQuery,
  type AvailabilityInput,
  type SlotRefusalKind,
  type FreeSlot,
  type FreeSlotDay,
  type FreeSlotCalendar,
  type FreeSlotsInput,
  type SlotCheckInput,
  type SlotRefusal,
  type RandomBytes,
  type InvalidReference,
  type PeopleTime,
  type PeopleTimeOptions,
} from './booking/index';
// The application layer: use cases, their ports in domain types, and the domain errors adapters map once.
export {
  STORE_UNAVAILABLE,
  parseInput,
  type DomainError,
  type InputInvalid,
  type StoreUnavailable,
  type IdempotencyKeyInvalid,
  type IdempotencyKeyReused,
  type DocumentRefused,
  type InvalidLogin,
} from './application/domain-errors';
export type { IdGenerator } from './application/id-generator.port';
export type {
  Referral,
  ContactMessage,
  VolunteerAnswer,
  VolunteerFeedback,
  Booking,
  BookingIdempotency,
  CareerApplication,
  SealedAadhaar,
  SealedPan,
  UploadedDocument,
} from './submissions/submissions.types';
export type {
  SubmissionStore,
  ReferralStore,
  ContactMessageStore,
  VolunteerFeedbackStore,
  CareerApplicationStore,
  BookingAdded,
  BookingStore,
  PayloadFingerprint,
  UploadedDocuments,
  FieldCipher,
} from './submissions/submissions.port';
export type { Submitted } from './submissions/submitted';
export { maskAadhaar, maskPan } from './submissions/identity-masks';
export { referPerson } from './submissions/refer-person.use-case';
export { contactUs } from './submissions/contact-us.use-case';
export { submitVolunteerFeedback } from './submissions/submit-volunteer-feedback.use-case';
export {
  bookSession,
  IDEMPOTENCY_KEY_PATTERN,
  type BookSessionInput,
  type BookedSession,
  type BookSessionError,
} from './submissions/book-session.use-case';
export { applyForCareer, type ApplyForCareerError } from './submissions/apply-for-career.use-case';
export type { Account } from './accounts/account.types';
export type { AccountStore, PasswordHasher, LoginThrottle, TokenIssuer } from './accounts/accounts.port';
export { signUp } from './accounts/sign-up.use-case';
export { logIn, type LoggedIn } from './accounts/log-in.use-case';
export type { VitalSample, VitalSamples, VitalRating } from './vitals/vitals.port';
export { recordVital } from './vitals/record-vital.use-case';
export {
  summarizeVitals,
  summarizeVitalSamples,
  percentile75,
  VITALS_SUMMARY_SAMPLE_LIMIT,
  type RouteVitals,
  type MetricSummary,
} from './vitals/summarize-vitals.use-case';
// Languages as ids (one list for the wizard, careers and the therapist directory) and therapists.
export { LANGUAGE_IDS, languageIdSchema, LANGUAGE_NAMES_EN, type LanguageId } from './catalog/language-ids';
export {
  THERAPIST_ID_PATTERN,
  therapistIdSchema,
  MAX_FEE_INR,
  therapistSchema,
  toPublicTherapist,
  type Therapist,
  type PublicTherapist,
} from './booking/therapist.schema';
// Appointments (issue 14): holds, confirmation, cancel and reschedule over domain ports; the database decides contests.
export {
  type SlotTaken,
  type SlotNotOffered,
  type HoldExpired,
  type TooLateToChange,
  type NotFound,
  type Unauthorized,
  type AppointmentError,
} from './application/domain-errors';
export {
  APPOINTMENT_STATUSES,
  toAppointmentView,
  type AppointmentStatus,
  type Hold,
  type AppointmentPerson,
  type AppointmentIdempotency,
  type Appointment,
  type AppointmentView,
} from './booking/appointment.types';
export {
  APPOINTMENT_FORM_MESSAGES,
  holdRequestSchema,
  confirmAppointmentSchema,
  rescheduleRequestSchema,
  appointmentReferenceRequestSchema,
  staffAppointmentFilterSchema,
  type HoldRequest,
  type ConfirmAppointmentRequest,
  type StaffAppointmentFilterInput,
} from './booking/appointment.schema';
export type {
  BookableTherapist,
  AvailabilityReader,
  Confirmation,
  ConfirmOutcome,
  MoveOutcome,
  StaffAppointmentFilter,
  AppointmentStore,
  ManageTokens,
} from './booking/appointments.port';
export { holdSlot, type HeldSlot, type HoldSlotError } from './booking/hold-slot.use-case';
export {
  confirmAppointment,
  type ConfirmAppointmentInput,
  type ConfirmedAppointment,
  type ConfirmAppointmentError,
} from './booking/confirm-appointment.use-case';
export { showAppointment, type ManageRequest, type AccessError } from './booking/appointment-access';
export { cancelAppointment, type CancelAppointmentError } from './booking/cancel-appointment.use-case';
export { rescheduleAppointment, type RescheduleAppointmentError } from './booking/reschedule-appointment.use-case';
export {
  listMyAppointments,
  listStaffAppointments,
  type MyAppointments,
  type StaffAppointment,
} from './booking/list-my-appointments.use-case';
export { APPOINTMENT_PATHS, appointmentPath } from './booking/appointment.paths';
export {
  appointmentViewSchema,
  heldSlotDataSchema,
  confirmedAppointmentDataSchema,
  myAppointmentsDataSchema,
  type HeldSlotData,
  type ConfirmedAppointmentData,
} from './booking/appointment-wire.schema';
// Newsletter and leads (issue 13): the footer's subscription and the corporate and student pages' lead form.
export { NEWSLETTER_MESSAGES } from './forms/newsletter.options';
export { newsletterPayloadSchema, type NewsletterInput, type NewsletterPayload } from './forms/newsletter.schema';
export { LEAD_KINDS, LEAD_LIMITS, LEAD_MESSAGES, FREE_MAIL_DOMAINS, isCorporateLead, freeMailHint, type LeadKind } from './forms/lead.options';
export { leadPayloadSchema, type LeadInput, type LeadPayload } from './forms/lead.schema';
// Every form's fields described once (labels, hints, kinds, options from catalogs): the web and the CLI render them.
export {
  FORM_FIELDS_EN,
  DESCRIBED_FORM_IDS,
  formFields,
  formField,
  formSteps,
  labelOfWireField,
  type DescribedFormId,
  type FormField,
  type FormFieldOption,
} from './forms/form-fields';
export { CALL_NAMES, type PayloadCallName } from './api/endpoints';
export { sendCall } from './api/http-api';
export type { NewsletterSubscription, Lead } from './leads/leads.types';
export type { NewsletterSubscriptions, SubscriptionAdded, LeadStore } from './leads/leads.port';
export { subscribeToNewsletter } from './leads/subscribe-to-newsletter.use-case';
export { submitLead } from './leads/submit-lead.use-case';
// Matching (issue 15): the wizard's answers against the directory and its free slots, pure and explained.
export {
  MATCH_POLICY,
  HARD_PREFERENCES,
  type HardPreference,
  type MatchReason,
  type Relaxation,
  type UnmetCombination,
  type MatchEntry,
  type MatchableTherapist,
  type FreeSlotsByTherapist,
} from './matching/matching.types';
export { matchTherapists, feeRange, wantsCrisisSupport, HARD_PREFERENCE_TIERS, type MatchAnswers } from './matching/match-therapists';
export { MATCH_CATALOG_EN, MATCH_CATALOGS, type MatchCatalog, type FeeRange } from './matching/match.catalog';
export { WIZARD_TIME_MINUTES, wizardTimeOfMinutes, wizardDayOfIsoDate, wizardSlotTimeOf } from './matching/wizard-time-buckets';
export { sharesCity } from './matching/visitor-city';
// The confirmation's 'Add to calendar' file (RFC 5545).
export {
  appointmentIcs,
  appointmentIcsFileName,
  escapeIcsText,
  foldIcsLine,
  APPOINTMENT_ICS_TEXT_EN,
  APPOINTMENT_ICS_MIME_TYPE,
  type AppointmentIcsInput,
  type AppointmentIcsText,
} from './booking/appointment-ics';
