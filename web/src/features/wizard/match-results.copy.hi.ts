import type { MatchResultsCopy } from './match-results.copy';

/** The closing screen's own words in Hindi (core/src/i18n/GLOSSARY.md for the terms). */
export const MATCH_RESULTS_COPY_HI: MatchResultsCopy = {
  heading: 'आपके लिए थेरेपिस्ट',
  intro: 'यह इसी ब्राउज़र में थेरेपिस्ट की प्रोफ़ाइल और उनके ख़ाली समय से निकाला गया है। आपके जवाब कहीं नहीं भेजे गए।',
  loading: 'आपके जवाबों से मेल खाते थेरेपिस्ट ढूँढे जा रहे हैं…',
  retry: 'फिर से कोशिश करें',
  none: 'अभी अगले दो हफ़्तों में कोई थेरेपिस्ट नए सेशन नहीं ले रहा है। कृपया जल्द फिर देखें, या आज मदद चाहिए तो किसी हेल्पलाइन पर कॉल करें।',
  languages: 'भाषाएँ',
  sessions: 'सेशन',
  fee: 'फ़ीस',
  feePerSession: (rupees) => `${rupees} प्रति सेशन`,
  rci: 'रजिस्ट्रेशन',
  whyHeading: 'हम इन्हें क्यों सुझा रहे हैं',
  slotsHeading: 'अगले ख़ाली समय',
  noFittingSlots: 'अगले दो हफ़्तों में आपके जवाबों से मेल खाता कोई ख़ाली समय नहीं है।',
  book: 'सेशन बुक करें',
  bookWith: (name) => `${name} के साथ सेशन बुक करें`,
  showMore: 'और थेरेपिस्ट दिखाएँ',
  yourTime: (time) => `आपके यहाँ ${time}`,
  callback: {
    heading: 'कॉल-बैक का अनुरोध करें',
    intro: 'अपना नाम और मोबाइल नंबर दें, हमारी केयर टीम आपको फ़ोन करेगी। यह नंबर सिर्फ़ आपको कॉल-बैक करने के लिए इस्तेमाल होता है।',
    submit: 'कॉल-बैक का अनुरोध करें',
  },
};
