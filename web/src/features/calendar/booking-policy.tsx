import { useId } from 'react';
import { BOOKING_CATALOGS, formatRupees } from '@manobal/core';
import { SITE_CONTACT } from '../../app/site-contact';
import * as styles from './session-calendar.module.css';
import { useLocale } from '../../app/locale-context';

/**
 * What the visitor agrees to by pressing 'Confirm booking', said before it: the change policy (free until the cut-off,
 * then a late cancel), how the fee is paid (nothing online) and that this is not an emergency service. core's words.
 */
export const BookingPolicy = ({ feeInr }: { feeInr: number }) => {
  const headingId = useId();
  const POLICY = BOOKING_CATALOGS[useLocale()].policy;
  return (
    <section className={styles.calendarPolicy} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.calendarPolicyHeading}>
        {POLICY.heading}
      </h3>
      <ul>
        <li>{POLICY.freeChange}</li>
        <li>{POLICY.lateCancel(SITE_CONTACT.phone)}</li>
        <li>{POLICY.payment(formatRupees(feeInr))}</li>
        <li>{POLICY.notEmergency}</li>
      </ul>
    </section>
  );
};
