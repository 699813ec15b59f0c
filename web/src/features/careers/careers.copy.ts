import { FOLLOW_UP_CATALOG_EN, fillPlaceholders, type DocumentAcceptSet, type Localized } from '@manobal/core';

/** The website's own words on the careers page (core owns the rules, messages, options and documents). */
const english = {
  title: fillPlaceholders('Careers at {product}'),
  tagline: 'Care Beyond Clinics. Impact Beyond Boundaries',
  intro: 'Therapists, psychologists and counsellors: tell us about yourself. It takes about ten minutes; keep your documents handy.',
  requiredNote: 'Fields marked * are required.',
  sections: {
    personal: 'Personal Information',
    contact: 'Contact Information',
    languages: 'Language Proficiency',
    documents: 'Documents & Certifications',
  },
  accepts: {
    images: 'JPG, JPEG or PNG, up to 10 MB',
    pdf: 'PDF, up to 10 MB',
    'images-or-pdf': 'JPG, JPEG, PNG or PDF, up to 10 MB',
  } satisfies Record<DocumentAcceptSet, string>,
  uploading: (percent: number): string => `Uploading... ${percent}%`,
  uploadingStatus: (label: string): string => `Uploading ${label}`,
  uploaded: (fileName: string): string => `Uploaded: ${fileName}`,
  uploadProgress: (label: string): string => `${label} upload progress`,
  waitForUploads: 'Please wait for your documents to finish uploading.',
  /** A refused upload names the server's reason (too large, not the kind of file it says, …), not a generic line. */
  uploadRefusedToast: (label: string, reason: string): string => `${label} was not uploaded: ${reason}`,
  submit: 'Submit Profile',
  submitting: 'Submitting...',
  thankYouTitle: 'Thank You for Applying!',
  // The care team's follow-up policy: the application is listed to staff with that due time.
  thankYouText: `We will answer you ${FOLLOW_UP_CATALOG_EN.within}.`,
  backToHome: 'Back to Home',
};

export type CareersCopy = typeof english;

const hindi: CareersCopy = {
  title: fillPlaceholders('{product} में करियर'),
  tagline: 'क्लिनिक से आगे देखभाल। सीमाओं से आगे असर',
  intro: 'थेरेपिस्ट, साइकोलॉजिस्ट और काउंसलर: हमें अपने बारे में बताएँ। इसमें लगभग दस मिनट लगते हैं; अपने दस्तावेज़ पास रखें।',
  requiredNote: '* वाले फ़ील्ड ज़रूरी हैं।',
  sections: {
    personal: 'निजी जानकारी',
    contact: 'संपर्क की जानकारी',
    languages: 'भाषाओं की जानकारी',
    documents: 'दस्तावेज़ और सर्टिफ़िकेट',
  },
  accepts: {
    images: 'JPG, JPEG या PNG, 10 MB तक',
    pdf: 'PDF, 10 MB तक',
    'images-or-pdf': 'JPG, JPEG, PNG या PDF, 10 MB तक',
  },
  uploading: (percent) => `अपलोड हो रहा है... ${percent}%`,
  uploadingStatus: (label) => `${label} अपलोड हो रहा है`,
  uploaded: (fileName) => `अपलोड हो गया: ${fileName}`,
  uploadProgress: (label) => `${label} के अपलोड की प्रगति`,
  waitForUploads: 'कृपया अपने दस्तावेज़ों के अपलोड पूरे होने तक रुकें।',
  uploadRefusedToast: (label, reason) => `${label} अपलोड नहीं हुआ: ${reason}`,
  submit: 'प्रोफ़ाइल भेजें',
  submitting: 'भेजा जा रहा है...',
  thankYouTitle: 'आवेदन करने के लिए शुक्रिया!',
  // The care team's follow-up policy, as the English reads it from the follow-up catalog.
  thankYouText: 'हम दो कामकाजी दिनों (सोमवार से शनिवार) के अंदर आपको जवाब देंगे।',
  backToHome: 'होम पेज पर वापस जाएँ',
};

/** Both languages ride with the careers page: its words are a few hundred bytes. */
export const CAREERS_COPIES: Localized<CareersCopy> = { en: english, hi: hindi };
