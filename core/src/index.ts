/**
 * @manobal/core — the only door into Manobal's domain.
 * Web, CLI and server import from here and nowhere deeper.
 */
// Catalog: product name, contacts, fees, timings, helplines, sample doctors and testimonials.
export {
  PRODUCT_NAME,
  DEFAULT_CONTACT,
  CONTACT_SETTINGS,
  contactFromSettings,
  placeholderContactSettings,
  fillPlaceholders,
  type ContactDetails,
  type ContactSettingName,
} from './catalog/product';
export { FEES, formatRupees } from './catalog/fees';
export { TIMINGS, LIMITS } from './catalog/timings';
export { CAREERS_LANGUAGES } from './catalog/languages';
export { HELPLINES, EMERGENCY_HELPLINE, CRISIS_TEXT, CRISIS_CATALOGS } from './catalog/helplines';
export { initialsOf } from './catalog/doctors';
export { ILLUSTRATIVE_TESTIMONIALS, testimonialLabel } from './catalog/testimonials';
// The deployment's site content; the build reads and checks its file with site-content.schema.ts directly.
export {
  DEFAULT_SITE_CONTENT,
  youtubeEmbedUrl,
  type SiteContent,
  type SiteLocation,
  type SiteSocialLink,
  type SiteTeamMember,
  type SiteVideo,
} from './catalog/site-content';
// Assessments: the eight assessments as data, one scoring engine, the quiz session machine.
export {
  ASSESSMENT_IDS,
  type AssessmentId,
  type Assessment,
  type AssessmentResult,
  type AnswerVector,
  type Level,
  type Question,
} from './assessments/assessment.types';
export {
  ASSESSMENT_SUMMARIES,
  ASSESSMENT_TITLE_CATALOGS,
  type AssessmentSummary,
} from './assessments/assessment-summaries';
export { ASSESSMENT_CATALOGS, questionTexts, type AssessmentCatalog } from './assessments/assessment.catalog';
export { FREQUENCY_OPTIONS, YES_NO_OPTIONS, AGREEMENT_OPTIONS } from './assessments/answer-options';
export {
  ASSESSMENTS,
  getAssessment,
  findAssessment,
  findAssessmentByPath,
} from './assessments/assessments.registry';
export { BLANK_ANSWER_TOKEN, parseAnswerList, answersErrorText } from './assessments/answer-vector';
export { pointsFor, maxScoreOf, scoreAssessment, scoreAnswers, scoreAnswerList } from './assessments/scoring';
export {
  initialQuizState,
  quizReducer,
  currentQuestion,
  currentQuestionText,
  currentOptionLabels,
  questionPosition,
  quizErrorText,
  progressShare,
  canGoPrevious,
  isLastQuestion,
  showSubmit,
  showNext,
  selectedOption,
  type QuizState,
  type QuizEvent,
} from './assessments/assessment.machine';
export { resultView, showsCrisisSupport } from './assessments/result-view';
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
  WIZARD_CAPS,
  WIZARD_TEXT_LIMITS,
  FEE_TAKES_VISITOR_BACK,
  type WizardLanguage,
  type WizardChoiceField,
  type TherapyStyle,
  type StyleSlot,
  type StyleSlots,
  type PreviousTherapyChoice,
  type RiskAnswer,
  type FeeChoice,
  type ExperienceRating,
} from './wizard/wizard.options';
export { WIZARD_CATALOG_EN, type WizardCatalog } from './wizard/wizard.catalog';
export { WIZARD_CATALOGS } from './wizard/wizard.catalogs';
export { WIZARD_MESSAGES, WIZARD_LABELS, REVIEW_LABELS, WIZARD_SCHEMA_MESSAGES, wizardMessageText } from './wizard/wizard.messages';
export {
  WIZARD_STEPS,
  WIZARD_LAST_STEP,
  WIZARD_STEP_COUNT,
  wizardStepAt,
  wizardStepPosition,
  type WizardStep,
} from './wizard/wizard.steps';
export { initialWizardAnswers, type WizardAnswers } from './wizard/wizard-answers';
export { wizardAnswersSchema, parseWizardAnswers } from './wizard/wizard-answers.schema';
export { wizardStepFailure, validateWizardAnswers } from './wizard/wizard.validation';
export {
  languageSuggestions,
  matchWizardLanguage,
  canAddLanguage,
  addLanguage,
  removeLanguage,
} from './wizard/language-choice';
export { styleChoicesForSlot, moveStyleSlot, assignStyleToSlot, type SlotDirection } from './wizard/style-slots';
export {
  wizardReducer,
  wizardTransition,
  initialWizardState,
  isOptionSelectable,
  wizardThankYou,
  closesInCrisis,
  wizardErrorFor,
  canGoBack,
  wizardSnapshot,
  type WizardState,
  type WizardEvent,
  type MultiSelectField,
  type MultiSelectOptions,
  type WizardOutcome,
} from './wizard/wizard.machine';
export { restoreWizardState } from './wizard/wizard-snapshot';
export { isWithinCap, isListFull, type CappedList } from './wizard/wizard-caps';
export { wizardReviewRows, type ReviewRow, type ReviewRowId } from './wizard/wizard-review';
export { stepIndicatorWindow } from './wizard/step-indicator';
export {
  WIZARD_CRISIS_BLOCK,
  showsCrisisBlock,
  showsCrisisBlockOn,
  wantsCrisisSupport,
  type CrisisBlock,
} from './wizard/crisis-block';
// Forms: field rules, payload schemas, careers documents and upload content rules, the form registry.
export { toFieldErrors, validateWith, type FieldErrors, type ValidationError } from './forms/field-errors';
export { FORM_MESSAGE_CATALOGS, formMessageText, formMessageTexts, isFormMessageId } from './forms/form-messages.catalog';
export {
  FORM_TEXT_LIMITS,
  EMAIL_PATTERN,
  SHARED_MESSAGES,
  PLAIN_TEXT_PATTERN,
  isPlainText,
} from './forms/shared-rules';
export { WIRE_FORMATS, type WireFormat } from './forms/wire-format';
export { normaliseIndianPhone } from './forms/indian-phone.rule';
export { verhoeffCheckDigit, hasValidVerhoeffCheckDigit, isValidAadhaar } from './forms/aadhaar.rule';
export { normalisePanInput, isValidIndividualPan } from './forms/pan.rule';
export { REFER_MESSAGES, REFER_LIMITS, referPayloadSchema, type ReferInput } from './forms/refer.schema';
export { CONTACT_MESSAGES, contactPayloadSchema, type ContactInput } from './forms/contact.schema';
export {
  VOLUNTEER_MESSAGES,
  VOLUNTEER_GENDER_OPTIONS,
  VOLUNTEER_FEATURE_OPTIONS,
  VOLUNTEER_QUESTIONS,
  VOLUNTEER_AGE_LIMITS,
  VOLUNTEER_CATALOG_EN,
  type VolunteerFeature,
  type VolunteerQuestionField,
} from './forms/volunteer.options';
export { volunteerPayloadSchema, type VolunteerInput } from './forms/volunteer.schema';
export { emptyVolunteerForm, toVolunteerPayload, type VolunteerFormState } from './forms/volunteer-form';
export {
  BOOKING_MESSAGES,
  BOOKING_GENDERS,
  BOOKING_PROBLEMS,
  BOOKING_AGE_LIMITS,
} from './forms/booking.options';
export {
  bookingDetailsSchema,
  bookingPayloadSchema,
  createBookingSubmitSchema,
  type BookingDetails,
  type BookingInput,
  type BookingPayload,
} from './forms/booking.schema';
export { FILE_KINDS, detectFileKind, FILE_SNIFF_BYTES, type FileKind } from './forms/file-kind';
export {
  UPLOAD_CONTENT_REASONS,
  DOCUMENT_REBUILD_POLICY,
  UPLOAD_RETENTION_POLICY,
  judgePdfFacts,
  judgeImageSize,
  type UploadContentReason,
  type PdfFacts,
} from './forms/document-rebuild.policy';
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
} from './forms/careers-documents';
export { CAREERS_FILE_URL_PATTERN, careersFileIdFromUrl } from './forms/careers-file-url';
export { CAREERS_MESSAGES, NO_SECOND_LANGUAGE, CAREERS_MAX_EXPERIENCE_YEARS } from './forms/careers.options';
export { careersApplicationSchema, type CareersApplicationInput } from './forms/careers.schema';
export {
  emptyCareersForm,
  CAREERS_FORM_TO_WIRE,
  careersErrorsForForm,
  careersFormToPayload,
  type CareersFormState,
} from './forms/careers-form';
export {
  AUTH_MESSAGES,
  signupFormSchema,
  signupPayloadFromForm,
  loginPayloadSchema,
  type SignupForm,
  type LoginInput,
} from './forms/auth.schema';
export { signupPayloadSchema, type SignupInput } from './forms/signup-payload.schema';
export { isCommonPassword } from './forms/common-password.rule';
export { FORM_IDS, FORMS, isFormId, formSchema, RECORD_FORM_IDS, type FormId, type RecordFormId, type RecordCallName } from './forms/form-registry';
// Calendar: Kolkata time, slots, the date strip and the booking selection machine.
export { fixedClock, type Clock } from './calendar/clock.port';
export { isKnownTimeZone } from './calendar/time-zone-name';
export {
  ISO_DATE_PATTERN,
  kolkataMomentOf,
  todayInKolkata,
  isIsoDate,
  addDaysToIsoDate,
} from './calendar/kolkata-time';
export {
  CALENDAR_SLOT_GROUPS,
  CALENDAR_SLOTS,
  BOOKING_TIME_SLOTS,
  slotToMinutes,
  openSlots,
  openSlotGroups,
  type SlotGroup,
} from './calendar/slots';
export { shortDateLabel, dateLabelFor, dateStrip, type DateStripDay } from './calendar/date-strip';
export { CALENDAR_TEXT } from './calendar/booking-selection.machine';
export {
  CALENDAR_QUERY_DAYS,
  CALENDAR_MODE_LABELS,
  CALENDAR_MODES,
  defaultBookingMode,
  calendarDays,
  datePillLabel,
  initialBookingFlow,
  canBook,
  bookingFlowReducer,
  holdDeadline,
  holdSecondsLeft,
  countdownText,
  type CalendarDay,
  type BookingFlow,
  type BookingFlowEvent,
} from './calendar/booking-flow.machine';
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
  type Endpoint,
} from './api/endpoints';
export { envelopeSchema, loginDataSchema, type Envelope, type PublicUser } from './api/contract';
export { API_CONTRACT, errorEnvelopeSchema, type CallContract, type ErrorEnvelope } from './api/api-contract';
export {
  CALL_MESSAGES,
  VOLUNTEER_SUCCESS_TOAST,
  CAREERS_SUBMIT_FALLBACK,
  CAREERS_FIX_ERRORS_TOAST,
  SERVER_ERROR_MSG,
  isRefusal,
  type ApiError,
} from './api/api-error';
export { callNetworkMessage } from './api/call-network-messages';
export type { ApiOk, ManobalApi, UploadableFile, HttpResponseLike, FetchLike, UploadTransport } from './api/ports';
export { createHttpApi } from './api/http-api';
export { VITAL_NAMES, VITAL_MESSAGES, vitalBeaconSchema, type VitalName, type VitalBeacon } from './api/vital-beacon.schema';
export {
  BOOKING_POLICY,
  BOOKING_CAPS,
  holdExpiresAt,
  canChangeAppointment,
  BOOKING_MODES,
  SPECIALISATION_IDS,
  SPECIALISATIONS_OF_MAIN_REASON,
  SPECIALISATIONS_OF_CONCERN,
  SPECIALISATIONS_OF_ASSESSMENT,
  specialisationsForWizardChoices,
  WEEKDAY_IDS,
  weekdayOfIsoDate,
  kolkataInstantOf,
  toKolkataIsoString,
  BOOKING_LOCALES,
  BOOKING_CATALOGS,
  type BookingCatalog,
  APPOINTMENT_MESSAGES,
  clockTimeToMinutes,
  weeklyRuleSchema,
  weeklyRulesSchema,
  timeOffSchema,
  instantSchema,
  takenIntervalSchema,
  therapistAvailabilitySchema,
  slotQuerySchema,
  freeSlots,
  calendarDatesTouched,
  createFreeSlotCache,
  checkSlot,
  claimCells,
  APPOINTMENT_REFERENCE_PATTERN,
  appointmentReferenceFromBytes,
  newAppointmentReference,
  parseAppointmentReference,
  appointmentReferenceSchema,
  formatInstantForPeople,
  type SlotPolicy,
  type BookingMode,
  type WeeklyRule,
  type TimeOff,
  type DateOverride,
  type TakenInterval,
  type AvailabilityInput,
  type FreeSlot,
  type FreeSlotDay,
  type FreeSlotsInput,
  type SlotCheckInput,
  type RandomBytes,
} from './booking/index';
// The application layer: use cases, their ports in domain types, and the domain errors adapters map once.
export { STORE_UNAVAILABLE, parseInput, type DomainError, type StoreUnavailable } from './application/domain-errors';
export type { IdGenerator } from './application/id-generator.port';
export type {
  VolunteerAnswer,
  VolunteerFeedback,
  Booking,
  CareerApplication,
  UploadedDocument,
} from './submissions/submissions.types';
export type {
  SubmissionStore,
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
// Record forms (refer, contact, newsletter, lead): one use case and one store port keep each of them.
export type { RecordKind, KeptRecord, ListedRecord } from './records/record-kind';
export type { RecordKeeper, RecordLister, RecordMarker, KeepOutcome } from './records/record-keeper.port';
export { FOLLOWED_UP_COLLECTIONS, markRecord } from './records/mark-record.use-case';
export { FOLLOW_UP_POLICY, followUpDueAt, isOverdue, listedFollowUp, type FollowUpStatus } from './application/follow-up';
export { FOLLOW_UP_CATALOG_EN, FOLLOW_UP_CATALOGS } from './application/follow-up.catalog';
export { keepRecord, type RecordKept } from './records/keep-record.use-case';
export { listRecords } from './records/list-records.use-case';
export { submitVolunteerFeedback } from './submissions/submit-volunteer-feedback.use-case';
export { bookSession, freeCallBookedMessage } from './submissions/book-session.use-case';
// The free introductory call (book_session): its capacity policy, reference, statuses, words and staff side.
export { DEFAULT_FREE_CALL_POLICY, freeCallHoursBetween, type FreeCallPolicy } from './free-call/free-call.policy';
export { FREE_CALL_STATUSES, type FreeCallStatus } from './free-call/free-call.types';
export { FREE_CALL_REFERENCE_PATTERN, newFreeCallReference } from './free-call/free-call-reference';
export { FREE_CALL_MESSAGES, freeCallDayLabel } from './free-call/free-call.catalog';
export { freeCallHourKey, hasPlace, nextFreeHour } from './free-call/next-free-hour';
export { markBooking, toStaffBooking } from './free-call/free-call-staff.use-cases';
// The age rule of every form that books: under 16 no online booking, 16 and 17 with a parent or guardian.
export {
  ageBandOf,
  ageBandOfText,
  GUARDIAN_RELATIONSHIPS,
  GUARDIAN_WIRE_FIELDS,
  YOUNG_PERSON_AGES,
  YOUNG_PERSON_MESSAGES,
  YOUNG_PERSON_TEXT,
  type Guardian,
  type GuardianRelationship,
} from './forms/young-person.options';
export { applyForCareer } from './submissions/apply-for-career.use-case';
export { markApplication } from './submissions/mark-application.use-case';
export type { Account } from './accounts/account.types';
export type { AccountStore, PasswordHasher, LoginThrottle, LoginClient, LoginCounter, TokenIssuer } from './accounts/accounts.port';
export { UNKNOWN_CLIENTS_LOCK_FACTOR } from './accounts/login-counters';
export { signUp } from './accounts/sign-up.use-case';
export { logIn } from './accounts/log-in.use-case';
export type { VitalSample, VitalSamples, VitalRating } from './vitals/vitals.port';
export { recordVital } from './vitals/record-vital.use-case';
export { summarizeVitals, summarizeVitalSamples, percentile75 } from './vitals/summarize-vitals.use-case';
// Languages as ids (one list for the wizard, careers and the therapist directory) and therapists.
export { LANGUAGE_IDS, LANGUAGE_NAMES_EN } from './catalog/language-ids';
export { LANGUAGE_NAMES_HI } from './catalog/language-names.hi';
export { LANGUAGE_ENDONYMS } from './catalog/language-names';
export { type Therapist } from './booking/therapist.schema';
// Appointments (issue 14): holds, confirmation, cancel and reschedule over domain ports; the database decides contests.
export { type Unauthorized } from './application/domain-errors';
export {
  toAppointmentView,
  type AppointmentStatus,
  type Hold,
  type Appointment,
  type AppointmentView,
} from './booking/appointment.types';
export { confirmAppointmentSchema } from './booking/appointment.schema';
export type {
  BookableTherapist,
  AvailabilityReader,
  ConfirmOutcome,
  MoveOutcome,
  AppointmentStore,
  CalendarVersions,
  ManageTokens,
  HoldOutcome,
} from './booking/appointments.port';
export { holdSlot } from './booking/hold-slot.use-case';
export { emailKeyOf, holdLimitsFor, kolkataWeekOf, phoneKeyOf, sessionsInWeek } from './booking/booking-caps';
export {
  BOOKING_CAP_IDS,
  CONFIRM_CAPS,
  HOLD_CAPS,
  type BookingCap,
  type BookingClient,
  type ConfirmCap,
  type ConfirmLimits,
  type HoldCap,
  type HoldLimits,
} from './booking/booking-caps.types';
export { BOOKING_CAP_MESSAGES, BOOKING_CAP_CATALOGS } from './booking/booking-caps.catalog';
export { cancelAppointmentsInBulk } from './booking/cancel-appointments-in-bulk.use-case';
export { releaseHold } from './booking/release-hold.use-case';
export { appointmentOffers } from './booking/appointment-offers';
export { confirmAppointment, type ConfirmAppointmentInput } from './booking/confirm-appointment.use-case';
export { showAppointment, type ManageRequest } from './booking/appointment-access';
export { cancelAppointment } from './booking/cancel-appointment.use-case';
export { rescheduleAppointment } from './booking/reschedule-appointment.use-case';
export { listMyAppointments, type MyAppointments } from './booking/list-my-appointments.use-case';
// The care team's appointments and a therapist's own space: tabs, details, the intake read, cancel, move, attendance, agenda.
export {
  staffAppointmentUseCases,
  INTAKE_READ_REASONS,
  type StaffAppointment,
  type TherapistAgenda,
} from './booking/staff-appointments.use-cases';
export {
  APPOINTMENT_PHASES,
  ATTENDANCE_MARKS,
  STAFF_APPOINTMENT_STATUSES,
  type AppointmentPhase,
} from './booking/staff-appointment.rules';
export { calendarMonthOf, dayPlanOf, shiftMonth, type DayPlan } from './booking/day-plan';
export { INTAKE_PERMISSIONS, INTAKE_READER_WORDS, INTAKE_READ_CONDITION_WORDS } from './staff/intake-readers';
export { withinReach } from './staff/staff-reach';
export { APPOINTMENTS_SCREEN_TEXT, MY_SPACE_TEXT, ROOM_INVITE_REFUSAL_TEXT, STAFF_APPOINTMENT_TEXT } from './staff/appointments.catalog';
export { APPOINTMENT_PATHS, appointmentPath } from './booking/appointment.paths';
export type { ConfirmedAppointmentData } from './booking/appointment-wire.schema';
// Newsletter and leads (issue 13): the footer's subscription and the corporate and student pages' lead form.
export { NEWSLETTER_MESSAGES } from './forms/newsletter.options';
export { newsletterPayloadSchema, type NewsletterInput } from './forms/newsletter.schema';
export {
  LEAD_KINDS,
  LEAD_MESSAGES,
  isCorporateLead,
  suggestsWorkEmail,
  type LeadKind,
} from './forms/lead.options';
export { leadPayloadSchema, type LeadInput } from './forms/lead.schema';
// Every form's fields described once (labels, hints, kinds, options from catalogs): the web and the CLI render them.
// Each language's words in a module of its own: a web page imports only its language's (the CLI takes both).
export {
  DESCRIBED_FORM_IDS,
  formFields,
  formField,
  formSteps,
  formWireNames,
  labelOfWireField,
  type DescribedFormId,
  type FormField,
  type FormFieldCatalog,
  type FormFieldOption,
} from './forms/form-fields';
export { FORM_FIELDS_EN } from './forms/form-fields.catalog.en';
export { FORM_FIELDS_HI } from './forms/form-fields.catalog.hi';
export { FORM_FIELD_CATALOGS } from './forms/form-fields.catalogs';
export { CALL_NAMES, type PayloadCallName } from './api/endpoints';
export { sendCall } from './api/http-api';
// Matching (issue 15): the wizard's answers against the directory and its free slots, pure and explained.
export {
  type HardPreference,
  type MatchReason,
  type Relaxation,
  type UnmetCombination,
  type MatchEntry,
  type MatchableTherapist,
  type FreeSlotsByTherapist,
} from './matching/matching.types';
export { matchTherapists, feeRange, HARD_PREFERENCE_TIERS, type MatchAnswers } from './matching/match-therapists';
export { findMatches, type MatchSources } from './matching/find-matches.use-case';
export { MATCH_CATALOG_EN, type MatchCatalog } from './matching/match.catalog';
export { MATCH_CATALOGS } from './matching/match.catalogs';
export { wizardSlotTimeOf } from './matching/wizard-time-buckets';
export { sharesCity } from './matching/visitor-city';
// The confirmation's 'Add to calendar' file (RFC 5545).
export { appointmentIcs, appointmentIcsFileName, APPOINTMENT_ICS_MIME_TYPE, type AppointmentIcsInput } from './booking/appointment-ics';
export { SAMPLE_THERAPISTS, type DirectoryEntry } from './booking/sample-therapists';
export { SAMPLE_DIRECTORY } from './booking/sample-directory';
export { listTherapists, getTherapist, therapistSlots, type TherapistDirectory } from './booking/therapist-directory.use-cases';
export {
  activationRefusal,
  toPublicTherapist,
  THERAPIST_STAFF_MESSAGES,
  type PublicRegistration,
  type PublicTherapist,
  type Registration,
} from './booking/therapist.schema';
export type { FreeSlotCalendar } from './booking/free-slots';
// The therapist directory as staff change it (issue 14): profiles, weekly rules, time off, photos.
export { DIRECTORY_VIEWS, therapistStaffUseCases, type DirectoryView, type StaffTherapistView, type TherapistEditor, type TherapistPhotos } from './booking/therapist-staff.use-cases';
export { REGISTRATION_BODIES } from './booking/registration-body';
// The staff side of the API as one table (issue 14): the CLI's staff client, the server's staff routes and the document.
export { STAFF_CONTRACT, STAFF_MESSAGES, type StaffCallContract, type StaffCallName, type StaffPayloadCallName } from './api/staff-contract';
export { applicationStaffUseCases } from './submissions/application-staff.use-cases';
export { createStaffApi, sendStaffCall, type StaffApi } from './api/staff-api';
// Call-back requests (issue 15): a visitor asks the care team to phone; a crisis is urgent and listed first.
export { CALLBACK_REASONS, type CallbackReason, type CallbackRequest } from './callbacks/callback.types';
export { callbackQueueUseCases, listCallbacks, type StaffCallback } from './callbacks/callback-queue.use-cases';
export { pageRequestSchema, STAFF_PAGE_LIMITS, type Page, type PageRequest } from './application/page-request';
export { CALLBACK_MESSAGES, callbackRequestSchema, type CallbackRequestInput } from './callbacks/callback.schema';
export type { CallbackStore } from './callbacks/callbacks.port';
export { requestCallback, callbackUrgency } from './callbacks/request-callback.use-case';
export {
  careTeamAvailability,
  clockTimeOf,
  DEFAULT_CARE_TEAM_HOURS,
  parseCareTeamHours,
  type CareTeamHours,
} from './callbacks/care-team-hours';
export { callbackDueAt, toCallbackRequestedData, type CallbackRequestedData } from './callbacks/callback-requested';
export { CALLBACK_CATALOGS, callbackConfirmation, TELE_MANAS } from './callbacks/callback.catalog';
export type { LanguageId } from './catalog/language-names';
// The care team's console: roles and what each may do, sign-in lifetimes, the audit chain, the urgent queue.
export {
  STAFF_ROLES,
  STAFF_PERMISSIONS,
  ROLE_PERMISSIONS,
  permissionsOf,
  rolesAllow,
  reachOf,
  parseStaffRole,
  type StaffPermission,
  type StaffReach,
  type StaffRole,
} from './staff/staff-roles';
export type {
  StaffAccessToken,
  StaffAccessTokens,
  StaffEnrolment,
  StaffEnrolmentKind,
  StaffEnrolments,
  StaffPeople,
  StaffPerson,
  StaffSecrets,
} from './staff/staff-people.port';
export {
  ACCESS_TOKEN_PREFIX,
  actorOfPerson,
  authenticateAccessToken,
  changeStaffPerson,
  deactivateStaffPerson,
  firstAdminEnrolment,
  inviteStaffPerson,
  issueAccessToken,
  issueAdminEnrolment,
  listAccessTokens,
  listStaffPeople,
  provisionStaffPerson,
  resetSecondFactor,
  revokeAccessToken,
  staffUnauthorized,
  type IssuedEnrolment,
  type SecondFactorEraser,
} from './staff/staff-people.use-cases';
export { linkTherapistToPerson } from './staff/therapist-link.use-case';
export type { StaffCredentialRefusal, StaffUnauthorized } from './staff/staff-errors';
// Staff sign-in: enrolment, password and second factor, console sessions, step-up, signing out.
export type { PasskeyAuthenticator, PasskeyOptions, SignInStep, SignInStepPurpose, SignInSteps, StaffCredentials, StaffPasskey, StaffSession, StaffSessions, TotpAuthenticator } from './staff/staff-credentials.port';
export {
  normaliseRecoveryCode,
  RECOVERY_CODE_LENGTH,
  recoveryCodeFromBytes,
  staffSignInIdentifier,
  TOTP_PERIOD_SECONDS,
  totpStepAt,
  totpStepIsNew,
} from './staff/staff-sign-in.rules';
export {
  authenticateStaffSession,
  completeStaffEnrolment,
  openStaffEnrolment,
  proveStaffSecondFactor,
  signInStaff,
  signOutStaffEverywhere,
  signOutStaffSession,
  stepUpPasskeyChallenge,
  stepUpStaffSession,
  TOTP_ISSUER,
  type SignedIn,
  type StaffSignInDeps,
} from './staff/staff-sign-in.use-cases';
export { SECOND_FACTOR_METHODS, type EnrolmentView, type PasskeyAnswerInput, type SecondFactorMethod } from './staff/staff-sign-in.schema';
export { STAFF_SIGN_IN_CONTRACT, type StaffSignInCallName } from './api/staff-sign-in-contract';
export { enrolmentLink, type StaffAccessTokenView, type StaffPersonView } from './staff/staff-people.schema';
export { STAFF_CREDENTIAL_REFUSALS, STAFF_PEOPLE_MESSAGES, STAFF_SIGN_IN_MESSAGES } from './staff/staff-sign-in.catalog';
export {
  OPERATOR_ACTOR,
  toStaffWhoami,
  type StaffActor,
} from './staff/staff-actor';
export {
  STAFF_SESSION_POLICY,
  staffSessionState,
  stepUpFresh,
} from './staff/staff-session.policy';
export {
  AUDIT_ACTIONS,
  AUDIT_READ_REASONS,
  AUDIT_SUBJECTS,
  chainAuditEntry,
  verifyAuditChain,
  type AuditEvent,
  type AuditEntry,
  type AuditAction,
  type AuditSubject,
  type AuditReadReason,
  type TextDigest,
} from './staff/audit-chain';
export type { AuditFilter, AuditLog, ListedAuditEntry } from './staff/audit-log.port';
export { visitorContactOfLookup, visitorContactsIn } from './staff/audit-visitor';
export { auditLogUseCases, type AuditEntryView } from './staff/audit-log.use-cases';
export { AUDIT_SCREEN_TEXT, AUDIT_CHAIN_PROBLEM_TEXT } from './staff/audit.catalog';
export { AUDIT_ACTION_LABELS, AUDIT_READ_REASON_LABELS, AUDIT_SUBJECT_LABELS } from './staff/staff.catalog';
export { staffRefusalOf, type StaffRefusal } from './staff/staff-errors';
export { CONSOLE_SCREENS, CONSOLE_SCREEN_ACCESS, consoleScreensFor, consoleHomeFor, INBOX_SOURCES, type ConsoleScreen, type InboxSource } from './staff/console-screens';
export { CONSOLE_SCREEN_LABELS, CONSOLE_SHELL_TEXT, CONSOLE_LIST_TEXT, CONSOLE_ACCOUNT_TEXT, CONSOLE_TOKENS_TEXT, INBOX_TEXT, APPLICATIONS_TEXT, formatConsoleInstant } from './staff/console.catalog';
export { CONSOLE_SIGN_IN_TEXT, CONSOLE_ENROL_TEXT, CONSOLE_STEP_UP_TEXT } from './staff/console-sign-in.catalog';
export { DIRECTORY_TEXT } from './staff/directory.catalog';
export { PEOPLE_TEXT } from './staff/people.catalog';
export type { StaffWhoami } from './staff/staff-actor';
export { compareQueued, isQueueOverdue, URGENT_QUEUE_POLICY, type QueuedCallback } from './staff/urgent-queue';
export { isListedOverdue, parseStaffEventText, QUEUE_LIVE_START, queueLiveStep, type QueueLiveState } from './staff/urgent-queue-live';
export {
  CALLBACK_OUTCOMES,
  queueStep,
  WAITING_IN_QUEUE,
  type CallbackOutcome,
  type QueuePosition,
  type QueueStanding,
  type QueueState,
  type QueueWorker,
} from './staff/queue-standing';
export { STAFF_ROLE_LABELS, CALLBACK_OUTCOME_LABELS, QUEUE_STATE_LABELS, URGENT_QUEUE_TEXT, queueRefusalText, timeSinceAsked } from './staff/staff.catalog';
export {
  parseLastEventId,
  STAFF_EVENTS_PATH,
  staffEventDataSchema,
  toStaffEventData,
  type NewStaffEvent,
  type StaffEvent,
  type StaffEventData,
} from './staff/staff-events';
export {
  MESSAGE_TEMPLATE_IDS,
  REMINDER_TEMPLATE_IDS,
  type MessageTemplateId,
  type NewOutboxMessage,
  type OutboxMessage,
  type OutboxState,
} from './notifications/notification.types';
export { NOTIFICATION_CATALOG_EN, NOTIFICATION_CATALOGS } from './notifications/notification.catalog';
export { MESSAGE_TEMPLATE_LABELS, MESSAGES_SCREEN_TEXT } from './notifications/messages-screen.catalog';
export {
  QUIET_HOURS,
  RETRY_POLICY,
  dedupeKey,
  inQuietHours,
  outsideQuietHours,
  reminderRunAt,
  retryAt,
  SENDING_LEASE_MS,
  sendTimeDecision,
} from './notifications/notification.rules';
export { appointmentNotices, callbackAlerts, type AlertedPerson, type AppointmentChange } from './notifications/appointment-notices';
export { renderMessage, templatePlaceholders, TEMPLATE_NAMES, type NewsletterLinks, type RenderContext } from './notifications/render-message';
export type { MessageSender, OutboxStore, SendFailure } from './notifications/outbox.port';
export { deliverDueMessages } from './notifications/deliver-due-messages.use-case';
// A lost manage link asked for again: the same answer for every address; the links go only where the bookings were made.
export { MANAGE_LINK_MESSAGES, MANAGE_LINK_SENT } from './booking/manage-links.options';
export { bookingContactOf, manageLinkRequestSchema, type BookingContact } from './booking/manage-links.schema';
export { requestManageLinks, type ManageLinkStore } from './booking/request-manage-links.use-case';
export { MANAGE_LINK_LIMITS, manageLinkNotices, manageLinkTexts } from './notifications/manage-links';
export {
  AGENDA_MINUTES,
  agendaDayDue,
  agendaDedupeKey,
  agendaVisitorName,
  planTherapistAgendas,
  type AgendaStore,
} from './notifications/therapist-agenda';
// The newsletter: double opt-in, one-click unsubscribe, and letters to confirmed subscribers through the outbox.
export { NEWSLETTER_POLICY, subscribeStep, confirmationOpen, type Subscription, type SubscriptionStatus } from './newsletter/newsletter.rules';
export type { NewsletterStore, NewsletterTokens } from './newsletter/newsletter.port';
export { NEWSLETTER_TEXT } from './newsletter/newsletter.catalog';
export { NEWSLETTER_SCREEN_TEXT } from './newsletter/newsletter-screen.catalog';
export { letterNotices } from './newsletter/newsletter-notices';
export {
  confirmNewsletterSubscription,
  newsletterSummary,
  sendNewsletterLetter,
  subscribeToNewsletter,
  unsubscribeFromNewsletter,
  unsubscribeInOneClick,
} from './newsletter/newsletter.use-cases';
export { afterQuietHours } from './notifications/notification.rules';
export { dropDelivery, listFailedDeliveries, listSentMessages, retryDelivery, type FailedDeliveryView, type KeptMessage, type SentMailbox, type SentMessageView } from './notifications/delivery-staff.use-cases';
// The video room: who may enter and when, its signalling messages, consent and presence facts, and its words.
export { roomPath, roomWindowAt, roomViewOf, roomOpensAt, roomClosesAt, type RoomView } from './room/room.policy';
export {
  ROOM_SIGNAL_LIMITS,
  ROOM_ROLES,
  roomClientMessageSchema,
  roomServerMessageSchema,
  readSignalFrame,
  isRelayed,
  makesOffer,
  defaultAddressee,
  ROOM_CONSENT,
  type RoomClientMessage,
  type RoomServerMessage,
  type RoomRefusalKind,
  type RoomRole,
  type MediaState,
  type IceServer,
} from './room/room-signal.schema';
export { NO_ROOM_FACTS, type RoomFacts, type RoomRecords, type RoomTherapistCard, type RoomTherapists } from './room/room.port';
export { enterRoom, recordRoomConsent, recordRoomPresence, roomTherapistsOf, type RoomEntrant, type RoomEntry, type RoomRefusal } from './room/enter-room.use-case';
export { ROOM_TEXT_EN } from './room/room.catalog';
export { ROOM_TEXTS } from './room/room.catalogs';
export { type RoomInvite, type RoomInvites } from './room/room-invite.port';
export {
  inviteToRoom,
  withdrawRoomInvite,
  showRoomInvite,
  myInvitedSessions,
  type RoomInviteCall,
  type RoomInviteView,
  type InvitedSession,
} from './room/room-invite.use-cases';
export { ROOM_FALLBACK_TEXT } from './room/room-fallback.catalog';
export { ROOM_LINK_TEXTS } from './room/room-link.catalog';
export { MESSAGE_CHANNELS, PHONE_CHANNELS, type MessageChannel, type MessageChannelText, type OptInWords, type PhoneChannel } from './notifications/notification.types';
export { MESSAGE_CHANNEL_LABELS } from './notifications/messages-screen.catalog';
export {
  clinicalWordsIn,
  SHORT_MESSAGE_CATALOG_EN,
  SHORT_MESSAGE_CATALOGS,
  SHORT_MESSAGE_LIMITS,
  SHORT_TEMPLATE_KEYS,
  SHORT_VALUE_NAMES,
} from './notifications/short-message.catalog';
export { renderShortMessage } from './notifications/render-message';
export { callbackAcknowledgement } from './notifications/appointment-notices';
export type { OutgoingMessage } from './notifications/outbox.port';
export {
  MESSAGE_CHANNEL_TEXT_EN,
  MESSAGE_OPT_IN_MESSAGES,
  MESSAGE_OPT_IN_WORDS_EN,
  messageOptInsRefusal,
  optInOf,
  type MessageOptIn,
} from './notifications/message-opt-in';
export { MESSAGE_CHANNEL_TEXT_HI, MESSAGE_OPT_IN_WORDS_HI } from './notifications/message-opt-in.hi';
export {
  DELIVERY_RECEIPT_HEADERS,
  DELIVERY_RECEIPT_MESSAGES,
  DELIVERY_RECEIPT_TOLERANCE_MS,
  DELIVERY_RECEIPTS_PATH,
  deliveryReceiptSchema,
  recordDeliveryReceipt,
  type DeliveryReceipt,
  type ReceiptRefusal,
} from './notifications/delivery-receipt.use-case';
export { MAIL_BOUNCE_MESSAGES, MAIL_BOUNCES_PATH, mailBounceSchema, recordMailBounce, type MailBounce } from './notifications/mail-bounce.use-case';
export {
  LOCALES,
  DEFAULT_LOCALE,
  LOCALE_TAGS,
  LOCALE_HTML_LANG,
  LOCALE_ENDONYMS,
  parseLocale,
  negotiateLocale,
  chooseLocale,
  LANGUAGE_HEADER,
  LANGUAGE_COOKIE,
  type Locale,
  type Localized,
} from './i18n/locales';
export { localizedPath, splitLocalePath } from './i18n/locale-path';
