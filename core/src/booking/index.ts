// Public surface of core/booking: policy values, availability rules, free slots, slot checks, claim cells,
// references, people-facing times and the booking catalog. Nothing here reads the clock or randomness itself.
export {
  BOOKING_POLICY,
  DEFAULT_SLOT_POLICY,
  holdExpiresAt,
  canChangeAppointment,
  type BookingTimeZone,
  type SlotPolicy,
} from './booking.policy';
export { BOOKING_MODES, bookingModeSchema, BOOKING_MODE_OF_CALENDAR_MODE, type BookingMode } from './booking-mode';
export { SPECIALISATION_IDS, specialisationIdSchema, type SpecialisationId } from './specialisations';
export {
  SPECIALISATIONS_OF_MAIN_REASON,
  SPECIALISATIONS_OF_CONCERN,
  SPECIALISATIONS_OF_ASSESSMENT,
  specialisationsForWizardChoices,
} from './specialisation-mappings';
export { WEEKDAY_IDS, weekdayIdSchema, weekdayOfIsoDate, type WeekdayId } from './weekday';
export { kolkataInstantOf, toKolkataIsoString } from './kolkata-instant';
export {
  BOOKING_CATALOG_EN,
  BOOKING_LOCALES,
  BOOKING_CATALOGS,
  APPOINTMENT_MESSAGES,
  type BookingCatalog,
  type BookingMessages,
  type BookingLocale,
} from './booking.catalog';
export {
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
  type WeeklyRule,
  type TimeOff,
  type TakenInterval,
  type TherapistAvailability,
  type SlotQuery,
} from './availability.schema';
export { isOnSlotGrid, type AvailabilityInput, type SlotRefusalKind } from './slot-availability';
export { freeSlots, type FreeSlot, type FreeSlotDay, type FreeSlotCalendar, type FreeSlotsInput } from './free-slots';
export { checkSlot, type SlotCheckInput, type SlotRefusal } from './slot-check';
export { claimCells } from './slot-claim-cells';
export {
  APPOINTMENT_REFERENCE_PREFIX,
  APPOINTMENT_REFERENCE_LENGTH,
  APPOINTMENT_REFERENCE_RANDOM_BYTES,
  APPOINTMENT_REFERENCE_PATTERN,
  appointmentReferenceFromBytes,
  newAppointmentReference,
  parseAppointmentReference,
  appointmentReferenceSchema,
  type RandomBytes,
  type InvalidReference,
} from './appointment-reference';
export { formatInstantForPeople, type PeopleTime, type PeopleTimeOptions } from './appointment-time.format';
