import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router-dom';
import { CalendarPlus, CircleCheck } from 'lucide-react';
import {
  BOOKING_CATALOGS,
  formatRupees,
  type ConfirmedAppointmentData,
} from '@manobal/core';
import { Button } from '../../components/button';
import { downloadAppointmentIcs } from '../../components/calendar-file-button';
import { SampleProfileMark } from '../../components/therapist-facts';
import { RoomLink } from '../../components/room-link';
import { AppointmentWhen } from './appointment-when';
import { useCalendarWords } from './calendar.words';
import type { TherapistProfile } from './use-therapist-calendar';
import * as styles from './session-calendar.module.css';
import { useLocale } from '../../app/locale-context';


/** The manage page's address: the token rides in the fragment, which browsers never send to a server. */
export const manageHref = (booking: Pick<ConfirmedAppointmentData, 'reference' | 'manage_token'>): string =>
  `/appointments/${encodeURIComponent(booking.reference)}#${encodeURIComponent(booking.manage_token)}`;


/** 'Session booked successfully!', shown only once the server has confirmed: the reference and everything needed to attend. */
export const BookingConfirmation = ({ booking, therapist }: { booking: ConfirmedAppointmentData; therapist: TherapistProfile }) => {
  const catalog = BOOKING_CATALOGS[useLocale()];
  const { copy, channels } = useCalendarWords();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  useEffect(() => headingRef.current?.focus(), []);
  const where = booking.mode === 'in-person' ? therapist.centre_address : null;

  return (
    <section className={styles.calendarConfirmation} aria-labelledby={headingId}>
      <CircleCheck className={styles.calendarConfirmationIcon} aria-hidden="true" size={40} strokeWidth={1.5} />
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.calendarConfirmationHeading}>
        {copy.booked}
      </h2>
      <dl className={styles.calendarHeld}>
        <div>
          <dt>{catalog.facts.reference}</dt>
          <dd className={styles.calendarReference}>{booking.reference}</dd>
        </div>
        <div>
          <dt>{catalog.facts.therapist}</dt>
          <dd>
            {therapist.name}
            <SampleProfileMark sample={therapist.sample} />
          </dd>
        </div>
        <AppointmentWhen label={catalog.facts.when} start={booking.start} />
        <div>
          <dt>{catalog.facts.mode}</dt>
          <dd>{catalog.modes[booking.mode]}</dd>
        </div>
        {where ? (
          <div>
            <dt>{copy.where}</dt>
            <dd>{where}</dd>
          </div>
        ) : null}
        <div>
          <dt>{catalog.facts.fee}</dt>
          <dd>{formatRupees(booking.fee_inr)}</dd>
        </div>
        <RoomLink room={booking.room} token={booking.manage_token} />
        <div>
          <dt>{channels.factLabel}</dt>
          <dd>{channels.goBy(booking.message_channels)}</dd>
        </div>
      </dl>
      <Button variant="secondary" onClick={() => downloadAppointmentIcs(booking, therapist.name, therapist.centre_address)}>
        <CalendarPlus aria-hidden="true" size={18} strokeWidth={1.5} />
        {copy.addToCalendar}
      </Button>
      <h3 className={styles.calendarManageHeading}>{copy.manageTitle}</h3>
      <p>{copy.manageIntro}</p>
      <p>
        <Link to={manageHref(booking)}>{copy.manageLink}</Link>
      </p>
    </section>
  );
};
