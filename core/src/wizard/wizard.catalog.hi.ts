import { languageNames, type LanguageId } from '../catalog/language-names';
import { LANGUAGE_NAMES_HI } from '../catalog/language-names.hi';
import type { WizardCatalog } from './wizard.catalog';
import { WIZARD_LANGUAGES, WIZARD_TEXT_LIMITS, type WizardLanguage } from './wizard.options';

/** The wizard's languages named in Hindi: the one list of Hindi language names (LANGUAGE_NAMES_HI), cut to its twelve. */
export const WIZARD_LANGUAGE_NAMES_HI: Readonly<Record<WizardLanguage, string>> = languageNames(WIZARD_LANGUAGES, LANGUAGE_NAMES_HI);

/** A language id in Hindi. */
export const languageNameHi = (id: LanguageId): string => LANGUAGE_NAMES_HI[id];

/** Hindi: plain everyday words, always आप, the glossary's terms (core/src/i18n/GLOSSARY.md). */
export const WIZARD_CATALOG_HI: WizardCatalog = {
  choices: {
    days: { weekdays: 'सोमवार से शुक्रवार', weekends: 'शनिवार-रविवार' },
    times: { morning: 'सुबह (6-12)', afternoon: 'दोपहर (12-17)', evening: 'शाम (17-21)' },
    languages: WIZARD_LANGUAGE_NAMES_HI,
    style: {
      soothing: 'सुकून देने वाला',
      'goal-oriented': 'लक्ष्य पर केंद्रित',
      insightful: 'गहराई से समझने वाला',
      'light-hearted': 'हल्का-फुल्का',
      structured: 'तय ढाँचे वाला',
      'open-ended': 'खुली बातचीत वाला',
    },
    mainReasons: {
      'stress-anxiety': 'तनाव या एंग्ज़ायटी (घबराहट) सँभालना',
      'low-mood': 'उदासी या डिप्रेशन महसूस होना',
      'relationship-work': 'रिश्तों या काम से जुड़ी परेशानियाँ',
      'past-trauma': 'पुराने ट्रॉमा (सदमे) से उबरना',
      'life-purpose': 'ज़िंदगी का मक़सद तलाशना',
      'crisis-support': 'अभी तुरंत संकट में मदद',
    },
    specificConcerns: {
      anxiety: 'एंग्ज़ायटी (घबराहट)',
      'low-mood': 'उदासी',
      'relationship-stress': 'रिश्तों का तनाव',
      'work-financial-pressure': 'काम या पैसों का दबाव',
      'grief-loss': 'दुख या किसी को खोना',
      'identity-self-esteem': 'पहचान और आत्म-सम्मान',
    },
    previousTherapy: { yes: 'हाँ', 'first-time': 'नहीं, पहली बार' },
    risk: { yes: 'हाँ', no: 'नहीं' },
    feeConfirmation: { ready: 'हाँ, आगे बढ़ें!', 'not-now': 'अभी नहीं (मुझे पीछे ले चलें)' },
  },
  experienceRatings: { 1: 'ख़राब', 2: 'ठीक-ठाक', 3: 'अच्छा', 4: 'बहुत अच्छा', 5: 'बेहतरीन' },
  steps: {
    welcome: {
      title: 'आइए, आपके लिए सही थेरेपिस्ट ढूँढें',
      prompt:
        'कुछ छोटे सवाल हमें आपके लिए सही व्यक्ति ढूँढने में मदद करते हैं। इसमें लगभग पाँच मिनट लगते हैं, और आप कभी भी पीछे जाकर कोई जवाब बदल सकते हैं।',
    },
    location: {
      title: 'आप कहाँ रहते हैं?',
      prompt: 'आपका शहर या क़स्बा जानकर हम ऐसे थेरेपिस्ट सुझा सकते हैं जो आपसे ऑनलाइन के साथ आमने-सामने भी मिल सकें।',
    },
    availability: {
      title: 'आपके लिए कौन-सा समय सबसे अच्छा है?',
      prompt: 'वे दिन और समय चुनें जो आम तौर पर आपके लिए ठीक रहते हैं। अगर आपके लिए कोई भी समय चलेगा, तो इन्हें ख़ाली छोड़ दें।',
    },
    languages: {
      title: 'आप किन भाषाओं में सबसे सहज हैं?',
      prompt: 'ज़्यादा से ज़्यादा 2 चुनें। अपनी भाषा में बात करने से चीज़ें आसान हो सकती हैं।',
    },
    style: {
      title: 'किस तरह की मदद आपको ठीक लगती है?',
      prompt: 'ज़्यादा से ज़्यादा तीन तरीक़े क्रम से चुनें, सबसे पसंदीदा पहले। पक्का न हो तो इसे छोड़ सकते हैं।',
    },
    'main-reasons': {
      title: 'आज आप किस वजह से आए हैं?',
      prompt: 'ज़्यादा से ज़्यादा 2 मुख्य वजहें चुनें। कोई भी जवाब ग़लत नहीं है।',
    },
    'specific-concerns': {
      title: 'क्या आपके मन में कोई और ख़ास बात है?',
      prompt: 'ज़्यादा से ज़्यादा 3 चुनें। अगर कुछ और है, तो "अन्य" में अपने शब्दों में लिख सकते हैं।',
    },
    'previous-therapy': {
      title: 'क्या आपने पहले कभी थेरेपी ली है?',
      prompt: 'अगर ली है, तो बताइए कि वह कैसी रही। इससे हमें समझ आता है कि आपके लिए क्या काम आया और क्या नहीं।',
    },
    risk: {
      title: 'आपकी सुरक्षा हमारे लिए ज़रूरी है',
      prompt: 'क्या आपके मन में ख़ुद को चोट पहुँचाने के ख़याल आ रहे हैं, या आप अभी ख़ुद को असुरक्षित महसूस कर रहे हैं?',
    },
    'additional-notes': {
      title: 'क्या आप हमें कुछ और बताना चाहेंगे?',
      prompt: 'यह ज़रूरी नहीं है। कुछ भी लिखें जो आपके लिए सही थेरेपिस्ट ढूँढने में हमारी मदद कर सके।',
    },
    review: {
      title: 'अपने जवाब देख लें',
      prompt: 'एक बार अपने जवाब देख लें; किसी को भी बदलने के लिए आप पीछे जा सकते हैं।',
    },
  },
  stepOf: (position, count) => `${count} में से चरण ${position}`,
  crisisFollowUp: 'नीचे अनुरोध करें, हमारी केयर टीम आपको कॉल-बैक करेगी: संकट वाला अनुरोध उनकी सूची में सबसे ऊपर रहता है।',
  crisisWhenYouFinish:
    'ये सवाल पूरे होने पर आप हमारी केयर टीम से कॉल-बैक का अनुरोध कर सकते हैं, और संकट में मदद के लिए प्रशिक्षित थेरेपिस्ट आपके नतीजों में सबसे ऊपर दिखेंगे।',
  messages: {
    location: 'कृपया अपनी जगह लिखें।',
    languages: 'कृपया कम से कम एक भाषा चुनें।',
    mainReasons: 'कृपया कम से कम एक मुख्य वजह चुनें।',
    specificConcerns: 'कृपया कम से कम एक ख़ास परेशानी चुनें।',
    risk: 'कृपया सुरक्षा वाले सवाल का जवाब दें।',
    feeConfirmation: 'कृपया फ़ीस के बारे में बताएँ।',
    thankYou: 'धन्यवाद! आपके शुरुआती सवाल पूरे हो गए।',
    crisisClosing: 'आपको इसका सामना अकेले नहीं करना है। मदद अभी यहीं है।',
    textTooLong: {
      location: `कृपया अपनी जगह ${WIZARD_TEXT_LIMITS.location} अक्षरों या उससे कम में लिखें।`,
      otherConcern: `कृपया "अन्य" में ${WIZARD_TEXT_LIMITS.otherConcern} अक्षरों या उससे कम में लिखें।`,
      pastExperienceDesc: `कृपया इसे ${WIZARD_TEXT_LIMITS.pastExperienceDesc} अक्षरों या उससे कम में लिखें।`,
      additionalNotes: `कृपया अपनी बात ${WIZARD_TEXT_LIMITS.additionalNotes} अक्षरों या उससे कम में लिखें।`,
    },
  },
  labels: {
    next: 'आगे',
    previous: 'पीछे',
    submit: 'जवाब भेजें',
    otherConcern: 'अन्य',
    days: 'दिन',
    times: 'समय',
    pastExperience: 'आपका पिछला अनुभव कैसा रहा?',
    pastExperienceDesc: 'उसके बारे में थोड़ा बताइए (ज़रूरी नहीं)',
    addLanguagePlaceholder: 'कोई भाषा लिखें',
    styleSlot: (slotIndex) => `पसंद ${slotIndex + 1}`,
    noStyle: 'कोई ख़ास पसंद नहीं',
    ratingOption: (rating, name) => `${rating} – ${name}`,
  },
  review: {
    location: 'जगह',
    days: 'पसंद के दिन',
    times: 'पसंद का समय',
    languages: 'भाषाएँ',
    style: 'थेरेपी का तरीक़ा',
    mainReasons: 'मुख्य वजहें',
    specificConcerns: 'ख़ास परेशानियाँ',
    otherConcern: 'अन्य परेशानी',
    previousTherapy: 'पहले थेरेपी',
    pastExperience: 'पिछला अनुभव',
    pastExperienceDesc: 'पिछले अनुभव के बारे में',
    risk: 'सुरक्षा का सवाल',
    additionalNotes: 'और बातें',
    feeConfirmation: 'फ़ीस की सहमति',
  },
  reviewPlaceholders: {
    notSpecified: 'नहीं बताया',
    notConfirmed: 'पक्का नहीं किया',
    flexible: 'कोई भी समय',
    none: 'कोई नहीं',
  },
  schemaMessages: {
    repeated: 'हर विकल्प सिर्फ़ एक बार चुना जा सकता है।',
    tooManyLanguages: 'कृपया ज़्यादा से ज़्यादा 2 भाषाएँ चुनें।',
    tooManyMainReasons: 'कृपया "अभी तुरंत संकट में मदद" के अलावा ज़्यादा से ज़्यादा 2 मुख्य वजहें चुनें।',
    tooManySpecificConcerns: 'कृपया ज़्यादा से ज़्यादा 3 ख़ास परेशानियाँ चुनें।',
    repeatedStyle: 'हर तरीक़ा सिर्फ़ एक जगह पर रखा जा सकता है।',
    pastExperience: 'पिछला अनुभव 1 से 5 तक की कोई पूरी संख्या होनी चाहिए।',
    unknownChoice: (ids) => `कृपया इनमें से कोई एक लिखें: ${ids.join(', ')}।`,
  },
};
