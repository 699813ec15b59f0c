import * as styles from './session-calendar.module.css';
import { BOOKING_CATALOGS } from '@manobal/core';
import { formatOnThisDevice } from '../../components/device-time';
import { useLocale } from '../../app/locale-context';

/** One row of a booking's facts: its time in IST, and in the device's zone when that clock reads differently. */
export const AppointmentWhen = ({ label, start }: { label: string; start: string }) => {
  const catalog = BOOKING_CATALOGS[useLocale()];
  const when = formatOnThisDevice(start, catalog);
  return (
    <div>
      <dt>{label}</dt>
      <dd>
        {when.ist}
        {when.device ? <span className={styles.calendarDeviceTime}>{catalog.facts.yourTime(when.device)}</span> : null}
      </dd>
    </div>
  );
};
