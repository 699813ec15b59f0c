/**
 * @manobal/core — the only door into Manobal's domain.
 * Web, CLI and server import from here and nowhere deeper.
 */
export * from './catalog/index';
export * from './assessments/index';
export * from './wizard/index';
export * from './forms/index';
export * from './calendar/index';
export * from './api/index';
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
export type { NewsletterSubscription, Lead } from './leads/leads.types';
export type { NewsletterSubscriptions, SubscriptionAdded, LeadStore } from './leads/leads.port';
export { subscribeToNewsletter, type Subscribed } from './leads/subscribe-to-newsletter.use-case';
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
