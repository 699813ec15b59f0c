import { formatInstantForPeople, type BookingCatalog } from '@manobal/core';

/** The device's time zone as the browser reports it; undefined where it cannot say. */
export const deviceTimeZone = (): string | undefined => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
};

/**
 * An appointment time as people read it: always in IST, and also on the device's own clock when that reads
 * differently (a visitor abroad), through core's formatting.
 */
export const formatOnThisDevice = (instant: string | Date, catalog?: BookingCatalog): ReturnType<typeof formatInstantForPeople> => {
  const zone = deviceTimeZone();
  return formatInstantForPeople(new Date(instant), { ...(zone === undefined ? {} : { deviceTimeZone: zone }), ...(catalog === undefined ? {} : { catalog }) });
};
