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
