import { CALENDAR_COPY } from './calendar.copy';
import * as styles from './session-calendar.module.css';
import { formatOnThisDevice } from '../../components/device-time';

/** One row of a booking's facts: its time in IST, and in the device's zone when that clock reads differently. */
export const AppointmentWhen = ({ label, start }: { label: string; start: string }) => {
  const when = formatOnThisDevice(start);
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
