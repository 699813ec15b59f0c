import { FOLLOW_UP_CATALOG_EN, FOLLOW_UP_CATALOG_HI, type FollowUpCatalog } from '../application/follow-up.catalog';
import { BOOKING_CATALOGS } from '../booking/booking.catalog';
import type { Locale, Localized } from '../i18n/locales';
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

export const CALLBACK_CATALOG_HI: CallbackCatalog = {
  hours: (opens, closes) => `हमारी केयर टीम हर दिन ${opens} से ${closes} IST तक कॉल करती है।`,
  thanks: 'धन्यवाद।',
  openCrisis: (closes) =>
    `हमारी केयर टीम अभी काम कर रही है (${closes} IST तक) और आपका अनुरोध उनकी सूची में सबसे ऊपर है, बाक़ी सबसे पहले: वे कोशिश करेंगे कि एक घंटे के अंदर आपको कॉल करें।`,
  openOther: (within) => `हमारी केयर टीम ${within} आपको कॉल करेगी और थेरेपिस्ट और समय चुनने में आपकी मदद करेगी।`,
  closedCrisis: (opensAt) => `हमारी केयर टीम अभी काम नहीं कर रही है। वे ${opensAt} को फिर से काम शुरू करेंगे, और तब आपका अनुरोध उनकी सूची में सबसे ऊपर होगा।`,
  closedOther: (opensAt, within) => `हमारी केयर टीम अभी काम नहीं कर रही है। वे ${opensAt} को फिर से काम शुरू करेंगे और ${within} आपको कॉल करेंगे।`,
  helplineNow: (number) => `अगर आपको उससे पहले किसी से बात करनी है, तो Tele-MANAS को ${number} पर कॉल करें: यह दिन-रात 24 घंटे, मुफ़्त जवाब देता है।`,
  callHelpline: (number) => `Tele-MANAS को ${number} पर कॉल करें`,
  acknowledgedBy: {
    sms: 'हम आपके दिए नंबर पर एक SMS भेज रहे हैं, उसमें ऐसी हेल्पलाइन हैं जो किसी भी समय जवाब देती हैं।',
    whatsapp: 'हम आपके दिए नंबर पर एक WhatsApp संदेश भेज रहे हैं, उसमें ऐसी हेल्पलाइन हैं जो किसी भी समय जवाब देती हैं।',
  },
  beforeSending: 'यह भेजने के बाद हम आपको बताएँगे कि केयर टीम कब कॉल कर सकती है।',
  sendsContext: 'आपके अनुरोध के साथ हम आपकी पहली चुनी हुई भाषा और ख़ुद को चोट पहुँचाने वाले सवाल का आपका जवाब भेजते हैं, ताकि सही व्यक्ति आपको कॉल करे।',
  followUp: FOLLOW_UP_CATALOG_HI,
};

export const CALLBACK_CATALOGS: Localized<CallbackCatalog> = { en: CALLBACK_CATALOG_EN, hi: CALLBACK_CATALOG_HI };

/**
 * The sentences of a kept request's answer, in order, in the visitor's language (the website shows each; the server
 * joins them as `msg`).
 */
export const callbackConfirmation = (data: CallbackRequestedData, locale: Locale = 'en'): readonly string[] => {
  const catalog = CALLBACK_CATALOGS[locale];
  const { care_team: careTeam, reason, hours } = data;
  const within = catalog.followUp.within;
  const acknowledged = data.acknowledgement ? [catalog.acknowledgedBy[data.acknowledgement]] : [];
  if (careTeam.state === 'open') {
    return [catalog.thanks, reason === 'crisis' ? catalog.openCrisis(hours.closes) : catalog.openOther(within), ...acknowledged];
  }
  const opensAt = formatInstantForPeople(new Date(careTeam.opens_at), { catalog: BOOKING_CATALOGS[locale] }).ist;
  return [
    catalog.thanks,
    reason === 'crisis' ? catalog.closedCrisis(opensAt) : catalog.closedOther(opensAt, within),
    catalog.helplineNow(TELE_MANAS.display),
    ...acknowledged,
  ];
};
