import { fillPlaceholders } from '@manobal/core';
import type { CareersCopy } from './careers.copy';

/** The careers page's own words in Hindi. */
export const careersCopy: CareersCopy = {
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
