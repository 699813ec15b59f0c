import { formatInstantForPeople } from '@manobal/core';
import { CALENDAR_COPY } from './calendar.copy';
import * as styles from './session-calendar.module.css';

/** The device's time zone, as the browser reports it (undefined where it cannot). */
const deviceTimeZone = (): string | undefined => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
};

/** One row of a booking's facts: its time in IST, and in the device's zone when that clock reads differently. */
export const AppointmentWhen = ({ label, start }: { label: string; start: string }) => {
  const zone = deviceTimeZone();
  const when = formatInstantForPeople(new Date(start), zone === undefined ? {} : { deviceTimeZone: zone });
  return (
    <div>
      <dt>{label}</dt>
      <dd>
        {when.ist}
        {when.device ? <span className={styles.calendarDeviceTime}>{CALENDAR_COPY.yourTime(when.device)}</span> : null}
      </dd>
    </div>
  );
};
