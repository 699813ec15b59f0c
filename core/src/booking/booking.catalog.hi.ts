import { PRODUCT_NAME } from '../catalog/product';
import { BOOKING_POLICY } from './booking.policy';
import type { BookingCatalog } from './booking-catalog.types';
import type { WeekdayId } from './weekday';

const HOURS = BOOKING_POLICY.changeCutoffHours;

const WEEKDAYS: Readonly<Record<WeekdayId, string>> = {
  mon: 'सोमवार',
  tue: 'मंगलवार',
  wed: 'बुधवार',
  thu: 'गुरुवार',
  fri: 'शुक्रवार',
  sat: 'शनिवार',
  sun: 'रविवार',
};

/**
 * The months as Intl spells them for hi-IN (held to it by a test). Hindi has no customary short month names, so
 * the short ones are the full ones; a catalog table rather than Intl at render time, so the prerendered page and
 * the hydrated one cannot differ by the runtime's ICU data.
 */
const MONTHS = ['जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्टूबर', 'नवंबर', 'दिसंबर'] as const;

export const BOOKING_CATALOG_HI: BookingCatalog = {
  timeZoneLabel: 'IST',
  weekdaysShort: { mon: 'सोम', tue: 'मंगल', wed: 'बुध', thu: 'गुरु', fri: 'शुक्र', sat: 'शनि', sun: 'रवि' },
  weekdays: WEEKDAYS,
  monthsShort: MONTHS,
  am: 'AM',
  pm: 'PM',
  dayText: (weekday, day, monthIndex) => `${day} ${MONTHS[monthIndex] ?? ''}, ${WEEKDAYS[weekday]}`,
  today: 'आज',
  periods: { Morning: 'सुबह', Afternoon: 'दोपहर', Evening: 'शाम' },
  modes: { 'in-person': 'आमने-सामने', video: 'वीडियो कॉल' },
  statuses: { confirmed: 'पक्की', cancelled: 'रद्द' },
  facts: {
    reference: 'बुकिंग नंबर',
    therapist: 'थेरेपिस्ट',
    when: 'तारीख़ और समय',
    yourTime: (device) => `आपके डिवाइस पर ${device}`,
    mode: 'सेशन कैसे होगा',
    fee: 'फ़ीस',
  },
  specialisations: {
    anxiety: 'एंग्ज़ायटी (घबराहट)',
    'low-mood': 'उदासी और डिप्रेशन',
    relationships: 'रिश्ते',
    'work-money-stress': 'काम और पैसों का तनाव',
    grief: 'दुख और किसी को खोना',
    'identity-self-esteem': 'पहचान और आत्मसम्मान',
    trauma: 'ट्रॉमा (गहरा सदमा)',
    adhd: 'ADHD',
    ocd: 'OCD',
    eating: 'खाने से जुड़ी परेशानियाँ',
    addiction: 'नशे की लत',
    sleep: 'नींद',
    anger: 'ग़ुस्सा',
    'life-purpose': 'जीवन का मक़सद और बदलाव',
    family: 'परिवार',
    'lgbtqia-affirmative': 'LGBTQIA+ लोगों के लिए सहयोगी देखभाल',
  },
  therapist: {
    sampleMark: 'नमूना प्रोफ़ाइल — असली थेरेपिस्ट नहीं',
    registrationBodies: {
      rci: 'रिहैबिलिटेशन काउंसिल ऑफ़ इंडिया (RCI)',
      nmc: 'नेशनल मेडिकल कमीशन',
      'state-medical-council': 'स्टेट मेडिकल काउंसिल',
    },
    registration: (body, number) => `रजिस्ट्रेशन नंबर ${number}, ${body}`,
    inPersonAt: (address, city) => (address.includes(city) ? `आमने-सामने: ${address}` : `आमने-सामने: ${address}, ${city}`),
  },
  policy: {
    heading: 'पक्का करने से पहले',
    freeChange: `सेशन शुरू होने से ${HOURS} घंटे पहले तक आप इसे मुफ़्त में रद्द कर सकते हैं या इसका समय बदल सकते हैं — पुष्टि वाले संदेश के लिंक से या अपनी प्रोफ़ाइल से।`,
    lateCancel: (careTeamPhone) =>
      `उसके बाद भी आप सेशन शुरू होने तक इसे ऑनलाइन रद्द कर सकते हैं, पर इसे देर से रद्द करना माना जाएगा और सेशन की फ़ीस देनी पड़ सकती है। तब इसका समय ऑनलाइन नहीं बदला जा सकता: हमारी केयर टीम को ${careTeamPhone} पर कॉल करें।`,
    payment: (fee) =>
      `इस वेबसाइट पर कोई पैसा नहीं लिया जाता। सेशन की फ़ीस ${fee} है; हमारी केयर टीम सेशन से पहले आपसे तय करेगी कि फ़ीस कैसे और कब देनी है।`,
    paymentInGeneral:
      'इस वेबसाइट पर कोई पैसा नहीं लिया जाता। हर थेरेपिस्ट की एक सेशन की फ़ीस बुकिंग से पहले दिखाई जाती है; हमारी केयर टीम सेशन से पहले आपसे तय करेगी कि फ़ीस कैसे और कब देनी है।',
    notEmergency: `${PRODUCT_NAME} इमरजेंसी सेवा नहीं है। अगर आप या कोई और अभी ख़तरे में है, तो 112 पर कॉल करें, या Tele-MANAS को 14416 पर (मुफ़्त, दिन-रात 24 घंटे)।`,
  },
  offers: {
    cancelFreeQuestion: 'क्या यह सेशन रद्द करना है? इसका कोई पैसा नहीं लगेगा, और यह समय दूसरों को मिल जाएगा।',
    cancelLateQuestion: `यह सेशन ${HOURS} घंटे से कम समय में शुरू होगा। आप इसे अब भी रद्द कर सकते हैं, पर इसे देर से रद्द करना माना जाएगा और सेशन की फ़ीस देनी पड़ सकती है। क्या रद्द करना है?`,
    moveClosed: (careTeamPhone) =>
      `यह सेशन ${HOURS} घंटे से कम समय में शुरू होगा, इसलिए अब इसका समय ऑनलाइन नहीं बदला जा सकता। आप इसे यहाँ रद्द कर सकते हैं, या हमारी केयर टीम को ${careTeamPhone} पर कॉल करें।`,
    started: (careTeamPhone) => `यह सेशन शुरू हो चुका है। इससे जुड़ी किसी भी बात के लिए हमारी केयर टीम को ${careTeamPhone} पर कॉल करें।`,
    cancelledLate: `आपका सेशन रद्द हो गया है। यह शुरू होने से ${HOURS} घंटे से कम पहले रद्द हुआ, इसलिए इसे देर से रद्द करना माना गया है।`,
    lateCancelTag: 'देर से रद्द',
    updatedCalendarFile: 'अपना कैलेंडर अपडेट करें',
    cancellingCalendarFile: 'अपने कैलेंडर से हटाएँ',
    calendarFileHint: 'पहले कैलेंडर में सेव किया गया इवेंट अपडेट करने के लिए यह फ़ाइल खोलें।',
  },
  messages: {
    slotTaken: 'यह समय अभी-अभी किसी और ने ले लिया। कृपया कोई और समय चुनें।',
    holdExpired: 'आपके लिए रोका गया समय ख़त्म हो गया। कृपया फिर से कोई समय चुनें।',
    slotNotOffered: 'यह समय उपलब्ध नहीं है। कृपया दिखाए गए समय में से कोई चुनें।',
    changeTooLate: (careTeamPhone) =>
      `सेशन का समय ऑनलाइन सिर्फ़ शुरू होने से ${HOURS} घंटे पहले तक बदला जा सकता है, और उसे शुरू होने तक ही रद्द किया जा सकता है। कृपया हमारी केयर टीम को ${careTeamPhone} पर कॉल करें।`,
    invalidReference: 'कृपया MNB-7K2Q9D जैसा बुकिंग नंबर लिखें।',
    clockTime: 'कृपया समय HH:MM में लिखें, 00:00 से 24:00 तक।',
    clockTimeOffGrid: 'कृपया पूरे घंटे या आधे घंटे का समय लिखें।',
    ruleEndsBeforeStart: 'ख़त्म होने का समय शुरू होने के बाद का होना चाहिए। आधी रात के बाद के घंटों के लिए अगले दिन 00:00 से एक नया नियम जोड़ें।',
    ruleModes: 'कृपया कम से कम एक तरीक़ा चुनें।',
    repeatedMode: 'हर तरीक़ा एक ही बार चुना जा सकता है।',
    timeOffEndsBeforeStart: 'छुट्टी का आख़िरी दिन पहले दिन के बाद का या वही होना चाहिए।',
    isoDate: 'कृपया तारीख़ YYYY-MM-DD में लिखें।',
    instant: 'कृपया समय ISO 8601 में ऑफ़सेट के साथ लिखें, जैसे 2026-12-01T18:00:00+05:30।',
    instantOrder: 'ख़त्म होने का समय शुरू होने के बाद का होना चाहिए।',
    slotDays: `कृपया 1 से ${BOOKING_POLICY.maxSlotQueryDays} दिन तक के समय माँगें।`,
    bufferMinutes: `कृपया 0 से ${BOOKING_POLICY.maxBufferMinutes} मिनट तक का अंतराल लिखें।`,
    tooManyRules: 'हफ़्ते के नियम बहुत ज़्यादा हैं: कृपया कुछ नियमों को मिला दें।',
  },
};
