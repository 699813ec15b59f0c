import { BOOKING_CATALOGS, type BookingCatalog, type PublicRegistration } from '@manobal/core';
import { Info, MapPin } from 'lucide-react';
import { useLocale } from '../app/locale-context';
import * as styles from './therapist-facts.module.css';

/**
 * 'Sample profile — not a real clinician' beside a therapist the server seeded as a sample, on every page that shows
 * one; nothing for a real therapist. Words, not only a colour, carry the meaning.
 */
export const SampleProfileMark = ({ sample }: { readonly sample: boolean }) => {
  const { therapist } = BOOKING_CATALOGS[useLocale()];
  return sample ? (
    <p className={styles.sampleMark}>
      <Info aria-hidden="true" size={16} strokeWidth={1.75} />
      {therapist.sampleMark}
    </p>
  ) : null;
};

/** A registration's body as this edition names it; a body this page does not know is shown as the server sent it. */
const bodyName = (body: string, words: BookingCatalog['therapist']): string =>
  Object.hasOwn(words.registrationBodies, body) ? words.registrationBodies[body as PublicRegistration['body']] : body;

/** 'Registration no. A12345, Rehabilitation Council of India (RCI)': what a visitor can check with the body. */
export const registrationText = (registration: PublicRegistration, catalog: BookingCatalog): string =>
  catalog.therapist.registration(bodyName(registration.body, catalog.therapist), registration.number);

/** Where an in-person session takes place, for a therapist who offers them; null otherwise. */
export const inPersonAddressText = (
  therapist: { readonly modes: readonly string[]; readonly centre_address: string | null; readonly city: string | null },
  catalog: BookingCatalog,
): string | null =>
  therapist.modes.includes('in-person') && therapist.centre_address !== null && therapist.city !== null ? catalog.therapist.inPersonAt(therapist.centre_address, therapist.city) : null;

/** 'In person at <centre address>, <city>' with a pin, before anyone books; nothing for a video-only therapist. */
export const InPersonPlace = ({ therapist, className }: { readonly therapist: Parameters<typeof inPersonAddressText>[0]; readonly className?: string }) => {
  const address = inPersonAddressText(therapist, BOOKING_CATALOGS[useLocale()]);
  return address === null ? null : (
    <p className={className ? `${styles.place} ${className}` : styles.place}>
      <MapPin aria-hidden="true" size={18} strokeWidth={1.5} />
      {address}
    </p>
  );
};
