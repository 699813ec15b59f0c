import type { Clock } from './clock.port';
import { addDaysToIsoDate, isoDateParts, todayInKolkata } from './kolkata-time';

export const TODAY_LABEL = 'Today';
/** Today plus the next five days. */
export const DATE_STRIP_LENGTH = 6;

export const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

export interface DateStripDay {
  /** 'YYYY-MM-DD': what a selection stores. */
  readonly date: string;
  /** 'Today' or '05 Jul'. */
  readonly label: string;
  readonly isToday: boolean;
}

/** '2025-07-05' -> '05 Jul'. */
export const shortDateLabel = (isoDate: string): string => {
  const { monthIndex, day } = isoDateParts(isoDate);
  return `${String(day).padStart(2, '0')} ${SHORT_MONTHS[monthIndex] ?? ''}`;
};

/** 'Today' for today's date in Asia/Kolkata, otherwise the short label. */
export const dateLabelFor = (isoDate: string, clock: Clock): string =>
  isoDate === todayInKolkata(clock) ? TODAY_LABEL : shortDateLabel(isoDate);

/** The calendar's date strip: 'Today', then the next days as real dates ('05 Jul', '06 Jul' …). */
export const dateStrip = (clock: Clock, length: number = DATE_STRIP_LENGTH): DateStripDay[] => {
  const today = todayInKolkata(clock);
  return Array.from({ length }, (_, offset) => {
    const date = addDaysToIsoDate(today, offset);
    return { date, label: offset === 0 ? TODAY_LABEL : shortDateLabel(date), isToday: offset === 0 };
  });
};
