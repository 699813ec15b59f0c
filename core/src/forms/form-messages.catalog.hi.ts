import type { FormMessageCatalog } from './form-message-ids';
import { FORM_TEXT_LIMITS } from './shared-rules';
import { REFER_ADULT_AGE, REFER_RELATIONSHIPS } from './refer.options';
import { LEAD_KINDS, LEAD_LIMITS } from './lead.options';
import { CALLBACK_REASONS } from '../callbacks/callback.types';
import { WIZARD_RISK_CHOICES } from '../wizard/wizard.options';
import { APPOINTMENT_PHASES, STAFF_APPOINTMENT_STATUSES } from '../booking/staff-appointment.rules';
import { LIMITS } from '../catalog/timings';
import { CAREERS_MAX_EXPERIENCE_YEARS } from './careers.options';

// The form messages in Hindi: the glossary's words (core/src/i18n/GLOSSARY.md), always आप. Ids and field names
// a program sends (the lists in the "must be one of" lines) stay as they are sent.

const DOCUMENT_NAMES_HI: Readonly<Record<string, string>> = {
  photograph_link: 'फ़ोटो',
  aadhar_document_link: 'आधार कार्ड (आगे का हिस्सा)',
  aadhar_back_document_link: 'आधार कार्ड (पीछे का हिस्सा)',
  pan_card_document_link: 'पैन कार्ड',
  certification_document_link: 'सर्टिफ़िकेट',
  rci_document_link: 'RCI लाइसेंस',
  iso_certification_document_link: 'ISO सर्टिफ़िकेशन',
};

const documentNameHi = (field: string): string => DOCUMENT_NAMES_HI[field.split('.').at(-1) ?? field] ?? 'दस्तावेज़';

const tooLong = (label: string, max: number): string => `${label} ज़्यादा से ज़्यादा ${max} अक्षरों का हो सकता है`;

export const FORM_MESSAGE_CATALOG_HI: FormMessageCatalog = {
  shared: {
    nameRequired: 'नाम ज़रूरी है',
    nameTooLong: tooLong('नाम', FORM_TEXT_LIMITS.name),
    emailRequired: 'ईमेल ज़रूरी है',
    emailInvalid: 'कृपया सही ईमेल पता लिखें',
    phoneInvalid: 'कृपया 10 अंकों का सही फ़ोन नंबर लिखें',
    ageInvalid: 'कृपया सही उम्र लिखें',
    notAnObject: 'कृपया फ़ॉर्म के फ़ील्ड JSON ऑब्जेक्ट के रूप में भेजें',
    unknownField: (field) => `अनजान फ़ील्ड: ${field.split('.').at(-1) ?? field}`,
    messageTooLong: tooLong('संदेश', FORM_TEXT_LIMITS.message),
    controlCharacters: 'इस लिखावट में कुछ छिपे हुए कंट्रोल अक्षर हैं। कृपया इसे फिर से टाइप करें।',
    emailInvisible: 'इस ईमेल पते में कोई ऐसा अक्षर है जो दिखता नहीं (जैसे ज़ीरो-विड्थ स्पेस या दिशा का निशान)। कृपया इसे फिर से टाइप करें।',
    emailMixedScripts: 'इस ईमेल पते में अलग-अलग लिपियों के एक जैसे दिखने वाले अक्षर मिले हुए हैं, जैसे लैटिन अक्षरों के बीच सिरिलिक "а"। कृपया इसे एक ही लिपि में लिखें।',
    indianDigitsInvalid: 'कृपया नंबर सिर्फ़ अंकों में लिखें (0–9 या ०–९)।',
  },
  booking: {
    emailInvalid: 'सही ईमेल ज़रूरी है',
    phoneInvalid: 'सही फ़ोन नंबर ज़रूरी है',
    ageInvalid: 'सही उम्र ज़रूरी है',
    fillAllFields: 'कृपया सभी फ़ील्ड भरें',
    genderInvalid: 'कृपया सूची में से जेंडर चुनें',
    problemInvalid: 'कृपया सूची में से अपनी परेशानी चुनें',
    dateInvalid: 'कृपया सही तारीख़ चुनें',
    timeInvalid: 'कृपया सूची में दिए गए समय में से कोई एक चुनें',
    datePast: 'कृपया आज या आगे की कोई तारीख़ चुनें',
    timePast: 'आज यह समय निकल चुका है। कृपया बाद का कोई समय चुनें',
  },
  contact: { messageRequired: 'संदेश ज़रूरी है' },
  refer: {
    mobileInvalid: 'कृपया 10 अंकों का सही मोबाइल नंबर लिखें',
    ageRequired: 'मरीज़ की उम्र ज़रूरी है',
    relationshipRequired: 'कृपया बताएँ कि आप उन्हें कैसे जानते हैं',
    relationshipInvalid: `relationship इनमें से एक होना चाहिए: ${REFER_RELATIONSHIPS.join(', ')}`,
    childNeedsGuardian: `${REFER_ADULT_AGE} साल से कम उम्र के किसी व्यक्ति को सिर्फ़ उनके माता-पिता या अभिभावक ही रेफ़र कर सकते हैं। कृपया उनके माता-पिता या अभिभावक से यह फ़ॉर्म भरने को कहें।`,
    consent: 'कृपया पक्का करें कि वे हमारी केयर टीम से संपर्क के लिए राज़ी हैं',
  },
  careers: {
    nameTooShort: `नाम कम से कम ${LIMITS.nameMinLength} अक्षरों का होना चाहिए`,
    ageTooLow: `उम्र ${LIMITS.applicantMinAge} साल या उससे ज़्यादा होनी चाहिए`,
    genderRequired: 'कृपया जेंडर चुनें',
    experienceRequired: 'अनुभव ज़रूरी है',
    experienceInvalid: `कृपया अनुभव पूरे सालों में लिखें (0 से ${CAREERS_MAX_EXPERIENCE_YEARS})`,
    bioRequired: 'अपने बारे में लिखना ज़रूरी है',
    bioTooLong: tooLong('परिचय', FORM_TEXT_LIMITS.bio),
    locationRequired: 'जगह ज़रूरी है',
    locationTooLong: tooLong('जगह', FORM_TEXT_LIMITS.address),
    languageRequired: 'कम से कम एक भाषा ज़रूरी है',
    languageInvalid: 'कृपया सूची में से भाषा चुनें',
    languagesSame: 'दूसरी भाषा पहली भाषा से अलग होनी चाहिए',
    aadharInvalid: 'कृपया 12 अंकों का सही आधार नंबर लिखें',
    panInvalid: 'कृपया सही पैन कार्ड नंबर लिखें',
    educationRequired: 'पढ़ाई की जानकारी ज़रूरी है',
    educationTooLong: tooLong('पढ़ाई की जानकारी', FORM_TEXT_LIMITS.education),
    licenceFlagInvalid: 'कृपया हाँ या नहीं में जवाब दें',
    rciDocumentRequired: 'RCI चुनने पर RCI दस्तावेज़ ज़रूरी है',
    isoDocumentRequired: 'ISO चुनने पर ISO सर्टिफ़िकेशन ज़रूरी है',
    documentRequired: (field) => `${documentNameHi(field)} ज़रूरी है`,
    documentNotUploaded: (field) => `${documentNameHi(field)} इसी फ़ॉर्म से अपलोड की गई फ़ाइल होनी चाहिए`,
  },
  volunteer: {
    genderInvalid: 'कृपया पुरुष, महिला या अन्य चुनें',
    questionRequired: 'सवाल ज़रूरी है',
    questionTooLong: tooLong('सवाल', FORM_TEXT_LIMITS.question),
    answerTooLong: tooLong('जवाब', FORM_TEXT_LIMITS.answer),
    tooManyAnswers: 'जवाब बहुत ज़्यादा हैं',
    answersNotList: 'जवाब सवालों और जवाबों की सूची के रूप में होने चाहिए',
  },
  auth: {
    passwordRequired: 'पासवर्ड ज़रूरी है',
    passwordTooShort: 'पासवर्ड कम से कम 8 अक्षरों का होना चाहिए',
    passwordTooLong: tooLong('पासवर्ड', FORM_TEXT_LIMITS.password),
    passwordTooCommon: 'यह सबसे आम पासवर्डों में से एक है, इसलिए इसका अंदाज़ा लगाना आसान है। कृपया कोई दूसरा चुनें।',
    passwordIsEmail: 'कृपया ऐसा पासवर्ड चुनें जो आपके ईमेल से अलग हो।',
    confirmPasswordRequired: 'कृपया अपना पासवर्ड दोबारा लिखें',
    passwordsDoNotMatch: 'दोनों पासवर्ड एक जैसे नहीं हैं',
    identifierTooLong: tooLong('ईमेल', FORM_TEXT_LIMITS.loginIdentifier),
  },
  lead: {
    kindRequired: 'कृपया चुनें कि आप हमसे क्या चाहते हैं',
    kindInvalid: `kind इनमें से एक होना चाहिए: ${LEAD_KINDS.join(', ')}`,
    organisationRequired: 'संस्था का नाम ज़रूरी है',
    organisationTooLong: tooLong('संस्था का नाम', FORM_TEXT_LIMITS.name),
    sizeInvalid: `कृपया ${LEAD_LIMITS.minSize} से ${LEAD_LIMITS.maxSize} तक की कोई पूरी संख्या लिखें`,
  },
  youngPerson: {
    tooYoung: 'ऑनलाइन बुकिंग 16 साल और उससे ज़्यादा उम्र के लोगों के लिए है।',
    guardianNameRequired: 'कृपया अपने माता-पिता या अभिभावक का नाम बताएँ।',
    guardianNameTooLong: `नाम ज़्यादा से ज़्यादा ${FORM_TEXT_LIMITS.name} अक्षरों का हो सकता है।`,
    guardianRelationship: 'कृपया चुनें कि उनसे आपका क्या रिश्ता है।',
    guardianPhone: 'कृपया अपने माता-पिता या अभिभावक का 10 अंकों का फ़ोन नंबर बताएँ।',
    guardianKnows: 'कृपया पक्का करें कि आपके माता-पिता या अभिभावक को इस बुकिंग के बारे में पता है।',
  },
  callback: {
    consent: 'कृपया सहमति दें, ताकि हम आपको कॉल कर सकें।',
    reasonRequired: 'कृपया बताएँ कि आप कॉल क्यों चाहते हैं।',
    reasonInvalid: `reason इनमें से एक होना चाहिए: ${CALLBACK_REASONS.join(', ')}।`,
    riskInvalid: `risk का जवाब इनमें से एक होना चाहिए: ${WIZARD_RISK_CHOICES.join(', ')}।`,
    languageInvalid: 'भाषा Manobal की भाषा-सूची की किसी id में से होनी चाहिए।',
  },
  appointment: {
    therapist: 'कृपया सूची में से कोई थेरेपिस्ट चुनें।',
    mode: 'कृपया वीडियो कॉल या आमने-सामने चुनें।',
    holdId: 'कृपया पहले कोई समय रोकें।',
    notesTooLong: `नोट्स ज़्यादा से ज़्यादा ${FORM_TEXT_LIMITS.message} अक्षरों के हो सकते हैं।`,
    status: `status इनमें से एक होना चाहिए: ${STAFF_APPOINTMENT_STATUSES.join(', ')}।`,
    when: `when इनमें से एक होना चाहिए: ${APPOINTMENT_PHASES.join(', ')}।`,
  },
};
