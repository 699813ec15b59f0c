// The booking caps' ids and the shapes the store checks them with (core's BOOKING_CAPS): a leaf, imported by the
// port, the appointment types and the domain errors alike.

/** The caps a hold can meet (see BOOKING_CAPS); each is also the refusal's `kind` on the wire. */
export const HOLD_CAPS = ['device-holds', 'device-therapist-holds', 'address-holds', 'address-therapist-week', 'recently-released'] as const;
export type HoldCap = (typeof HOLD_CAPS)[number];

/** The caps a confirm can meet: bookings without a verified contact. */
export const CONFIRM_CAPS = ['contact-bookings', 'address-bookings'] as const;
export type ConfirmCap = (typeof CONFIRM_CAPS)[number];

export type BookingCap = HoldCap | ConfirmCap;
export const BOOKING_CAP_IDS: readonly BookingCap[] = [...HOLD_CAPS, ...CONFIRM_CAPS];

/** A cap stopped the hold or the booking (429): the words tell the person what to do instead. */
export interface BookingCapped {
  readonly kind: 'booking-capped';
  readonly cap: BookingCap;
}

/** Who is asking, as the server saw them: their device (the cookie, or a new id) and their address. */
export interface BookingClient {
  readonly device: string;
  readonly address: string;
}

/** What the store checks in the hold's transaction; counts include the hold being taken. */
export interface HoldLimits {
  readonly holdsPerDevice: number;
  readonly holdsPerDeviceAndTherapist: number;
  readonly holdsPerAddress: number;
  /** Live holds and confirmed bookings from the address with this therapist starting in [from, to). */
  readonly addressTherapistWeek: { readonly from: Date; readonly to: Date; readonly max: number };
  /** The device's own hold of the same time that ended after this instant blocks a new one. */
  readonly releasedAfter: Date;
}

/** What the store checks in the confirm's transaction; counts include the booking being made. */
export interface ConfirmLimits {
  readonly since: Date;
  readonly bookingsPerContact: number;
  readonly bookingsPerAddress: number;
  /** The phone and e-mail as counted: digits only, and the e-mail lower-cased without a '+tag'. */
  readonly phoneKey: string;
  readonly emailKey: string;
}
