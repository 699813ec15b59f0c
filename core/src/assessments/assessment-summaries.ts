import type { Localized } from '../i18n/locales';
import type { AssessmentId } from './assessment.types';

/**
 * What a page lists about each assessment without its questions: route tables and choosers import this
 * small module so a page's first download does not carry every question.
 */
export interface AssessmentSummary {
  readonly id: AssessmentId;
  readonly path: string;
}

export const ASSESSMENT_SUMMARIES: Readonly<Record<AssessmentId, AssessmentSummary>> = {
  depression: { id: 'depression', path: '/depression-test' },
  anxiety: { id: 'anxiety', path: '/anxiety-test' },
  adhd: { id: 'adhd', path: '/adhd-test' },
  bulimia: { id: 'bulimia', path: '/bulimia-test' },
  'emotional-intelligence': { id: 'emotional-intelligence', path: '/emotional-intelligence-test' },
  attitude: { id: 'attitude', path: '/attitude-test' },
  anorexia: { id: 'anorexia', path: '/anorexia-test' },
  ocd: { id: 'ocd', path: '/ocd-test' },
};

/** An assessment's name and one-sentence description, as a chooser, a route title and the quiz header show them. */
export interface AssessmentTitle {
  readonly title: string;
  readonly description: string;
}

export type AssessmentTitleCatalog = Readonly<Record<AssessmentId, AssessmentTitle>>;

const ASSESSMENT_TITLE_CATALOG_EN: AssessmentTitleCatalog = {
  depression: { title: 'Depression Test', description: 'A short check on how often you have felt low, tired or uninterested in things over the past two weeks.' },
  anxiety: { title: 'Anxiety Test', description: 'A short check on how often worry, nervousness or fear have been part of your days recently.' },
  adhd: { title: 'ADHD Test', description: 'A short check on attention, restlessness and impulsiveness in your daily life.' },
  bulimia: { title: 'Bulimia Test', description: 'A short check on eating episodes, ways of making up for eating, and how food affects your mood.' },
  'emotional-intelligence': { title: 'Emotional Intelligence Test', description: 'A short reflection on how you notice, understand and manage your own feelings and those of others.' },
  attitude: { title: 'Attitude Test', description: 'A short reflection on how you tend to look at setbacks, other people and your own future.' },
  anorexia: { title: 'Anorexia Test', description: 'A short check on your thoughts about food, weight and body shape, and on how much you eat.' },
  ocd: { title: 'OCD Test', description: 'A short check on unwanted, repeating thoughts and the routines you may feel driven to carry out.' },
};

const ASSESSMENT_TITLE_CATALOG_HI: AssessmentTitleCatalog = {
  depression: { title: 'डिप्रेशन स्क्रीनिंग', description: 'पिछले दो हफ़्तों में आपने कितनी बार उदासी, थकान या चीज़ों में रुचि की कमी महसूस की, इसकी एक छोटी जाँच।' },
  anxiety: { title: 'एंग्ज़ायटी (घबराहट) स्क्रीनिंग', description: 'हाल के दिनों में चिंता, घबराहट या डर आपके दिनों का कितना हिस्सा रहे हैं, इसकी एक छोटी जाँच।' },
  adhd: { title: 'ADHD स्क्रीनिंग', description: 'आपकी रोज़ की ज़िंदगी में ध्यान, बेचैनी और बिना सोचे-समझे काम करने की आदत की एक छोटी जाँच।' },
  bulimia: { title: 'बुलीमिया स्क्रीनिंग', description: 'बहुत ज़्यादा खाने के दौर, खाने की भरपाई के तरीक़ों और खाने का आपके मूड पर असर, इनकी एक छोटी जाँच।' },
  'emotional-intelligence': { title: 'इमोशनल इंटेलिजेंस स्क्रीनिंग', description: 'आप अपनी और दूसरों की भावनाओं को कैसे पहचानते, समझते और सँभालते हैं, इस पर एक छोटा-सा विचार।' },
  attitude: { title: 'नज़रिया (एटिट्यूड) स्क्रीनिंग', description: 'मुश्किलों, दूसरे लोगों और अपने भविष्य को आप आम तौर पर कैसे देखते हैं, इस पर एक छोटा-सा विचार।' },
  anorexia: { title: 'एनोरेक्सिया स्क्रीनिंग', description: 'खाने, वज़न और शरीर की बनावट को लेकर आपके ख़यालों, और आप कितना खाते हैं, इसकी एक छोटी जाँच।' },
  ocd: { title: 'OCD स्क्रीनिंग', description: 'बार-बार आने वाले अनचाहे ख़यालों और उन रूटीन की एक छोटी जाँच, जिन्हें करने के लिए आप मजबूर महसूस कर सकते हैं।' },
};

/** Titles and descriptions of every language: small enough for route tables; the questions stay in their own chunk. */
export const ASSESSMENT_TITLE_CATALOGS: Localized<AssessmentTitleCatalog> = {
  en: ASSESSMENT_TITLE_CATALOG_EN,
  hi: ASSESSMENT_TITLE_CATALOG_HI,
};
