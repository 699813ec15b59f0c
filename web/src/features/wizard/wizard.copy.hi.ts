import type { WizardCopy } from './wizard.copy';

/** The wizard page's own words in Hindi (core/src/i18n/GLOSSARY.md for the terms). */
export const WIZARD_COPY_HI: WizardCopy = {
  pageTitle: 'अपना थेरेपिस्ट ढूँढें',
  pageIntro:
    'ग्यारह छोटे चरण। आपके जवाब इसी ब्राउज़र टैब में रहते हैं, इसलिए पेज दोबारा खोलने पर भी नहीं खोते, और कहीं नहीं भेजे जाते, जब तक आप उन्हें अपने बुक किए थेरेपिस्ट के साथ साझा करना न चुनें।',
  stepsLabel: 'चरण',
  completed: '(पूरा हुआ)',
  current: '(अभी का चरण)',
  locationLabel: 'शहर या क़स्बा',
  capNote: (cap) => `आपने ${cap} चुन लिए हैं, इस सवाल में इससे ज़्यादा नहीं चुन सकते। कोई और चुनने के लिए एक का निशान हटाएँ।`,
  mainReasonsCapNote: (cap) =>
    `आपने ${cap} चुन लिए हैं, इस सवाल में इससे ज़्यादा नहीं चुन सकते। कोई और चुनने के लिए एक का निशान हटाएँ; "अभी तुरंत संकट में मदद" हमेशा चुनी जा सकती है।`,
  lengthHint: (max) => `ज़्यादा से ज़्यादा ${max} अक्षर।`,
  languageInputLabel: 'भाषा जोड़ें',
  languageListLabel: 'सुझाई गई भाषाएँ',
  languagesChosen: 'चुनी गई भाषाएँ',
  removeLanguage: (language) => `${language} हटाएँ`,
  languageCapNote: 'आपने 2 भाषाएँ चुन ली हैं, इससे ज़्यादा नहीं चुन सकते। कोई और चुनने के लिए एक हटाएँ।',
  noLanguageMatch: 'कोई भाषा नहीं मिली। कोई और वर्तनी लिखकर देखें।',
  moveUp: (slot) => `${slot} ऊपर ले जाएँ`,
  moveDown: (slot) => `${slot} नीचे ले जाएँ`,
  previousTherapyLegend: 'क्या आपने पहले कभी थेरेपी ली है?',
  notesLabel: 'और कुछ',
  reviewHeading: 'आपके जवाब',
  backToHome: 'होम पेज पर लौटें',
};
