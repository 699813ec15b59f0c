import type { SpecialisationId } from '../booking/specialisations';
import { formatRupees } from '../catalog/fees';
import type { LanguageId } from '../catalog/language-names';
import { languageNameHi, WIZARD_CATALOG_HI } from '../wizard/wizard.catalog.hi';
import type { TherapyStyle, WizardDay, WizardTime } from '../wizard/wizard.options';
import { listWith } from '../i18n/list-with';
import { collapse, type MatchCatalog } from './match.catalog';
import type { UnmetCombination } from './matching.types';

const and = listWith('और');
const or = listWith('या');
const languageNames = (ids: readonly LanguageId[]): string[] => ids.map(languageNameHi);

const SPECIALISATIONS_IN_SENTENCE: Readonly<Record<SpecialisationId, string>> = {
  anxiety: 'एंग्ज़ायटी (घबराहट)',
  'low-mood': 'उदासी',
  relationships: 'रिश्ते',
  'work-money-stress': 'काम और पैसों का तनाव',
  grief: 'दुख और किसी को खोना',
  'identity-self-esteem': 'पहचान और आत्म-सम्मान',
  trauma: 'ट्रॉमा (सदमा)',
  adhd: 'ADHD',
  ocd: 'OCD',
  eating: 'खान-पान से जुड़ी परेशानियाँ',
  addiction: 'नशे की लत',
  sleep: 'नींद',
  anger: 'ग़ुस्सा',
  'life-purpose': 'ज़िंदगी का मक़सद और बदलाव',
  family: 'परिवार से जुड़ी बातें',
  'lgbtqia-affirmative': 'LGBTQIA+ लोगों के मुद्दे',
};

/** A style as the wizard names it: 'सुकून देने वाला' + 'तरीक़ा'. */
const STYLES_IN_SENTENCE: Readonly<Record<TherapyStyle, string>> = WIZARD_CATALOG_HI.choices.style;

const DAYS_IN_SENTENCE: Readonly<Record<WizardDay, string>> = { weekdays: 'सोमवार-शुक्रवार', weekends: 'शनिवार-रविवार' };
const TIMES_IN_SENTENCE: Readonly<Record<WizardTime, string>> = { morning: 'सुबह', afternoon: 'दोपहर', evening: 'शाम' };

/** 'सोमवार-शुक्रवार शाम के ख़ाली समय', 'ख़ाली समय' (nothing chosen). */
const slotsPhrase = (days: readonly WizardDay[], times: readonly WizardTime[]): string => {
  const words = [and(days.map((d) => DAYS_IN_SENTENCE[d])), and(times.map((t) => TIMES_IN_SENTENCE[t]))].filter((w) => w !== '');
  return words.length === 0 ? 'ख़ाली समय' : `${words.join(' ')} के ख़ाली समय`;
};

/** 'अगले दो हफ़्तों में मराठी बोलने वाले किसी थेरेपिस्ट के पास वीडियो पर या पुणे में आमने-सामने सोमवार-शुक्रवार शाम के ख़ाली समय नहीं हैं'. */
const unmetSentence = (unmet: UnmetCombination): string => {
  const speakers = unmet.languages === null ? null : or(languageNames(unmet.languages));
  if (speakers !== null && unmet.slots === null && unmet.modes === null) return `अभी कोई थेरेपिस्ट ${speakers} नहीं बोलता`;
  const where =
    unmet.modes === null ? '' : collapse(unmet.modes.location) === '' ? 'वीडियो पर' : `वीडियो पर या ${collapse(unmet.modes.location)} में आमने-सामने`;
  if (unmet.slots !== null) {
    const whose = speakers === null ? 'किसी थेरेपिस्ट' : `${speakers} बोलने वाले किसी थेरेपिस्ट`;
    return `अगले दो हफ़्तों में ${whose} के पास ${where === '' ? '' : `${where} `}${slotsPhrase(unmet.slots.days, unmet.slots.times)} नहीं हैं`;
  }
  const who = speakers === null ? 'कोई थेरेपिस्ट' : `${speakers} बोलने वाला कोई थेरेपिस्ट`;
  return `${who} ${where} सेशन नहीं देता`;
};

export const MATCH_CATALOG_HI: MatchCatalog = {
  reason: (reason) => {
    switch (reason.kind) {
      case 'speaks':
        return `${and(languageNames(reason.languages))} बोलते हैं`;
      case 'works-with':
        return `इन पर काम करते हैं: ${and(reason.specialisations.map((id) => SPECIALISATIONS_IN_SENTENCE[id]))}`;
      case 'has-slots':
        return `${reason.within === 'soon' ? 'इस हफ़्ते' : 'अगले दो हफ़्तों में'} ${slotsPhrase(reason.days, reason.times)} हैं`;
      case 'offers-style':
        return `${STYLES_IN_SENTENCE[reason.style]} तरीक़ा अपनाते हैं`;
      case 'crisis-trained':
        return reason.otherLanguages === null
          ? 'संकट में लोगों की मदद के लिए प्रशिक्षित'
          : `${and(languageNames(reason.otherLanguages))} बोलते हैं; संकट में मदद के लिए प्रशिक्षित`;
      case 'in-person-nearby':
        return `${reason.city} में आपसे आमने-सामने मिल सकते हैं`;
      case 'in-person-elsewhere':
        return `${reason.city} में आमने-सामने मिलते हैं, जो आपके शहर से अलग है; वीडियो सेशन आप कहीं से भी ले सकते हैं`;
    }
  },
  relaxation: (relaxation) => {
    const unmet = unmetSentence(relaxation.unmet);
    switch (relaxation.kind) {
      case 'language':
        return `${unmet}; ये थेरेपिस्ट ${and(languageNames(relaxation.spoken))} बोलते हैं`;
      case 'times':
        return relaxation.hasOtherSlots
          ? `${unmet}; इन थेरेपिस्ट के पास दूसरे समय ख़ाली हैं`
          : `${unmet}; इन थेरेपिस्ट के पास अगले दो हफ़्तों में कोई ख़ाली समय नहीं है`;
      case 'mode':
        return relaxation.inPersonCity === null
          ? `${unmet}; ये थेरेपिस्ट सिर्फ़ आमने-सामने मिलते हैं`
          : `${unmet}; ये थेरेपिस्ट ${relaxation.inPersonCity} में आमने-सामने मिलते हैं`;
    }
  },
  otherConcernNote:
    'आपने "अन्य" में जो लिखा है, उसे किसी विशेषज्ञता से नहीं मिलाया जाता; आप पहले सेशन में अपने थेरेपिस्ट को इसके बारे में बता सकते हैं।',
  feeSentence: (range) => {
    if (range === null) return 'हमारे थेरेपिस्ट हर सेशन की फ़ीस ख़ुद तय करते हैं। बुक करने के लिए तैयार हैं?';
    if (range.min === range.max) return `हमारी फ़ीस हर सेशन के लिए ${formatRupees(range.min)} है। बुक करने के लिए तैयार हैं?`;
    return `आपके लिए चुने गए थेरेपिस्ट की फ़ीस हर सेशन के लिए ${formatRupees(range.min)} से ${formatRupees(range.max)} तक है। बुक करने के लिए तैयार हैं?`;
  },
};
