import type { AssessmentId, Localized } from '@manobal/core';

/** The website's own words around core's assessments (core owns the questions, verdicts and quiz messages). */
export interface AssessmentsCopy {
  readonly chooserTitle: string;
  readonly chooserIntro: string;
  readonly takeTest: string;
  readonly moreTitle: string;
  readonly moreIntro: string;
  readonly questionCount: (count: number) => string;
  readonly progressLabel: string;
  readonly progressValueText: (answered: number, total: number) => string;
  readonly bookFreeSession: string;
  readonly talkToSomeone: string;
  readonly privacyNote: string;
}

/** The three screenings shown first on /assessments, the same in every language. */
export const FEATURED_ASSESSMENT_IDS: readonly AssessmentId[] = ['depression', 'anxiety', 'adhd'];

export const ASSESSMENTS_COPY: Localized<AssessmentsCopy> = {
  en: {
    chooserTitle: 'Choose an Assessment',
    chooserIntro:
      'Each check takes a few minutes. Your answers stay on this device: nothing is sent or stored anywhere.',
    takeTest: 'Take Test',
    moreTitle: 'More assessments',
    moreIntro: 'Short self-checks on eating, emotions, attitude and intrusive thoughts.',
    questionCount: (count) => `${count} questions`,
    progressLabel: 'Answered',
    progressValueText: (answered, total) => `${answered} of ${total} answered`,
    bookFreeSession: 'Book a free introductory call',
    talkToSomeone:
      'Talking to someone can help. Your first call with our care team is free; sessions with a therapist cost the fee shown on their profile.',
    privacyNote: 'Your answers stay on this device.',
  },
  hi: {
    chooserTitle: 'कोई स्क्रीनिंग चुनें',
    chooserIntro:
      'हर स्क्रीनिंग में कुछ ही मिनट लगते हैं। आपके जवाब इसी डिवाइस पर रहते हैं: कुछ भी कहीं भेजा या सहेजा नहीं जाता।',
    takeTest: 'स्क्रीनिंग शुरू करें',
    moreTitle: 'और स्क्रीनिंग',
    moreIntro: 'खान-पान, भावनाओं, नज़रिये और बार-बार आने वाले ख़यालों पर ख़ुद की छोटी जाँच।',
    questionCount: (count) => `${count} सवाल`,
    progressLabel: 'जवाब दिए गए',
    progressValueText: (answered, total) => `${total} में से ${answered} के जवाब दिए गए`,
    bookFreeSession: 'मुफ़्त परिचय कॉल बुक करें',
    talkToSomeone:
      'किसी से बात करना मदद कर सकता है। हमारी केयर टीम के साथ आपकी पहली कॉल मुफ़्त है; थेरेपिस्ट के साथ सेशन की फ़ीस उनकी प्रोफ़ाइल पर लिखी है।',
    privacyNote: 'आपके जवाब इसी डिवाइस पर रहते हैं।',
  },
};
