import { FOLLOW_UP_CATALOG_EN, type FollowUpCatalog } from '../application/follow-up.catalog';
import { formatInstantForPeople } from '../booking/appointment-time.format';
import { HELPLINES } from '../catalog/helplines';
import type { CallbackRequestedData } from './callback-requested';
import type { PhoneChannel } from '../notifications/notification.types';

/** The helpline named when the care team is not working: it answers at any hour. */
export const TELE_MANAS = HELPLINES.find((helpline) => helpline.id === 'tele-manas')!;

/**
 * What a person who asked to be called reads once the request is kept, for one locale: built from the answer's ids
 * and times (CallbackRequestedData), so the server's `msg`, the website and the CLI say the same.
 */
export interface CallbackCatalog {
  /** The care team's hours: 'every day, 09:00 to 21:00 IST'. */
  readonly hours: (opens: string, closes: string) => string;
  readonly thanks: string;
  /** A crisis request while the team works: first on their list, called within the hour. */
  readonly openCrisis: (closes: string) => string;
  /** Any other request while the team works. */
  readonly openOther: (within: string) => string;
  /** Outside the hours: when the team opens ('Sat 28 Nov, 9:00 am IST'). */
  readonly closedCrisis: (opensAt: string) => string;
  readonly closedOther: (opensAt: string, within: string) => string;
  /** Outside the hours, whatever the reason: a helpline that answers now. */
  readonly helplineNow: (number: string) => string;
  /** The link that dials it. */
  readonly callHelpline: (number: string) => string;
  /** Said only when the server answered that an acknowledgement goes to the number given, by that channel. */
  readonly acknowledgedBy: Readonly<Record<PhoneChannel, string>>;
  /** Beside the form, before sending: when the team calls is told once the request is sent (the hours are the server's). */
  readonly beforeSending: string;
  /** Said when the screen sends the risk answer or the language with the request: nothing leaves unsaid. */
  readonly sendsContext: string;
  readonly followUp: FollowUpCatalog;
}

export const CALLBACK_CATALOG_EN: CallbackCatalog = {
  hours: (opens, closes) => `Our care team makes calls every day, ${opens} to ${closes} IST.`,
  thanks: 'Thank you.',
  openCrisis: (closes) =>
    `Our care team is working now (until ${closes} IST) and your request is at the top of their list, before every other: they aim to call you within the hour.`,
  openOther: (within) => `Our care team will call you ${within} to help you find a therapist and a time.`,
  closedCrisis: (opensAt) => `Our care team is not working just now. They start again on ${opensAt}, and your request will be first on their list then.`,
  closedOther: (opensAt, within) => `Our care team is not working just now. They start again on ${opensAt} and will call you ${within}.`,
  helplineNow: (number) => `If you need to talk to someone before then, call Tele-MANAS on ${number}: it answers 24 hours a day, free.`,
  callHelpline: (number) => `Call Tele-MANAS on ${number}`,
  acknowledgedBy: {
    sms: 'We are sending an SMS to the number you gave, with helplines that answer at any hour.',
    whatsapp: 'We are sending a WhatsApp message to the number you gave, with helplines that answer at any hour.',
  },
  beforeSending: 'Once you send this, we tell you when the care team can call.',
  sendsContext: 'With your request we send the language you chose first and your answer to the question about harming yourself, so that the right person calls you.',
  followUp: FOLLOW_UP_CATALOG_EN,
};

/** The sentences of a kept request's answer, in order (the website shows each; the server joins them as `msg`). */
export const callbackConfirmation = (data: CallbackRequestedData, catalog: CallbackCatalog = CALLBACK_CATALOG_EN): readonly string[] => {
  const { care_team: careTeam, reason, hours } = data;
  const within = catalog.followUp.within;
  const acknowledged = data.acknowledgement ? [catalog.acknowledgedBy[data.acknowledgement]] : [];
  if (careTeam.state === 'open') {
    return [catalog.thanks, reason === 'crisis' ? catalog.openCrisis(hours.closes) : catalog.openOther(within), ...acknowledged];
  }
  const opensAt = formatInstantForPeople(new Date(careTeam.opens_at)).ist;
  return [
    catalog.thanks,
    reason === 'crisis' ? catalog.closedCrisis(opensAt) : catalog.closedOther(opensAt, within),
    catalog.helplineNow(TELE_MANAS.display),
    ...acknowledged,
  ];
};
