import { kolkataMomentOf } from '../calendar/kolkata-time';
import { weekdayOfIsoDate } from '../booking/weekday';
import type { WizardDay, WizardTime } from '../wizard/wizard.options';

/**
 * The wizard's times of day as IST minutes after midnight, start included and end excluded (spec section 9:
 * Morning 6-12, Afternoon 12-17, Evening 17-21). A slot belongs to the bucket its START falls in: an 'evening'
 * slot is one that begins between 17:00 and 20:59. Slots starting before 06:00 or from 21:00 are in no bucket,
 * so they fit only a visitor who left times blank (flexible).
 */
export const WIZARD_TIME_MINUTES: Readonly<Record<WizardTime, { readonly from: number; readonly to: number }>> = {
  morning: { from: 6 * 60, to: 12 * 60 },
  afternoon: { from: 12 * 60, to: 17 * 60 },
  evening: { from: 17 * 60, to: 21 * 60 },
};

/** The wizard's time of day an IST minute-of-day falls in, or null outside 06:00–21:00. */
export const wizardTimeOfMinutes = (minutes: number): WizardTime | null => {
  if (minutes >= WIZARD_TIME_MINUTES.morning.from && minutes < WIZARD_TIME_MINUTES.morning.to) return 'morning';
  if (minutes >= WIZARD_TIME_MINUTES.afternoon.from && minutes < WIZARD_TIME_MINUTES.afternoon.to) return 'afternoon';
  if (minutes >= WIZARD_TIME_MINUTES.evening.from && minutes < WIZARD_TIME_MINUTES.evening.to) return 'evening';
  return null;
};

/** 'weekends' for an IST Saturday or Sunday, 'weekdays' for Monday to Friday. */
export const wizardDayOfIsoDate = (isoDate: string): WizardDay => {
  const weekday = weekdayOfIsoDate(isoDate);
  return weekday === 'sat' || weekday === 'sun' ? 'weekends' : 'weekdays';
};

/** Where an instant falls in the wizard's terms, read on the IST wall clock. */
export const wizardSlotTimeOf = (instant: Date): { readonly day: WizardDay; readonly time: WizardTime | null } => {
  const { date, minutes } = kolkataMomentOf(instant);
  return { day: wizardDayOfIsoDate(date), time: wizardTimeOfMinutes(minutes) };
};
