import { ROOM_LINK_TEXT_HI } from '../room/room-link.catalog';
import { formatRupees } from '../catalog/fees';
import type { NotificationCatalog } from './notification-catalog.types';

const APPOINTMENT_LINES = ['बुकिंग नंबर: {reference}', 'कब: {when}', 'किसके साथ: {therapistName}', 'कैसे: {modeLabel}'] as const;

/**
 * Every message in Hindi, addressed with आप. Subjects say only that it is about a booking, as the English ones do:
 * a lock screen or a shared inbox may show them. Staff messages are written in English today (their rows carry
 * 'en'); their Hindi is here so a Hindi-speaking therapist can be sent theirs the day the console lets them choose.
 */
export const NOTIFICATION_CATALOG_HI: NotificationCatalog = {
  locale: 'hi',
  templates: {
    'booking-confirmed': {
      version: 1,
      subject: 'बुकिंग पक्की: {day} का आपका सेशन',
      paragraphs: [
        'नमस्ते {visitorName},',
        'आपका सेशन बुक हो गया है।',
        ...APPOINTMENT_LINES,
        'फ़ीस: {fee}',
        '{videoRoom}',
        'इसे रद्द करने या इसका समय बदलने के लिए अपनी बुकिंग खोलें: {manageLink}',
        'साथ लगी कैलेंडर फ़ाइल खोलकर इसे अपने कैलेंडर में जोड़ें।',
      ],
    },
    'appointment-moved': {
      version: 1,
      subject: 'समय बदला: आपका सेशन अब {day} को है',
      paragraphs: [
        'नमस्ते {visitorName},',
        'आपके सेशन का समय बदल गया है। पहले यह {previousWhen} पर था।',
        ...APPOINTMENT_LINES,
        '{videoRoom}',
        'इसे रद्द करने या फिर से समय बदलने के लिए अपनी बुकिंग खोलें: {manageLink}',
        'साथ लगी कैलेंडर फ़ाइल आपके कैलेंडर का इवेंट अपडेट कर देगी।',
      ],
    },
    'appointment-cancelled': {
      version: 1,
      subject: 'रद्द: {day} का आपका सेशन',
      paragraphs: [
        'नमस्ते {visitorName},',
        '{when} का आपका सेशन ({reference}) रद्द हो गया है: {cancelledBy}।',
        'कारण: {reason}',
        'आप जब चाहें हमारी वेबसाइट पर कोई और समय बुक कर सकते हैं। अगर आपको यह उम्मीद नहीं थी, तो कृपया हमें कॉल करें।',
      ],
    },
    'reminder-24h': {
      version: 1,
      subject: 'याद दिला रहे हैं: {day} का आपका सेशन',
      paragraphs: [
        'नमस्ते {visitorName},',
        'आपके सेशन की याद दिला रहे हैं।',
        ...APPOINTMENT_LINES,
        '{videoRoom}',
        'नहीं आ पाएँगे? एक टैप में रद्द करें या समय बदलें: {manageLink}',
      ],
    },
    'reminder-2h': {
      version: 1,
      subject: 'याद दिला रहे हैं: आपका सेशन {day} को {time} पर',
      paragraphs: ['नमस्ते {visitorName},', 'आपका सेशन जल्द ही शुरू होने वाला है।', ...APPOINTMENT_LINES, '{videoRoom}', 'नहीं आ पाएँगे? एक टैप में रद्द करें: {manageLink}'],
    },
    'session-missed': {
      version: 1,
      subject: '{day} को आप नहीं आ पाए',
      paragraphs: [
        'नमस्ते {visitorName},',
        '{when} के आपके सेशन ({reference}) में हम आपसे नहीं मिल पाए।',
        'अगर आप कोई और समय चाहते हैं, तो हमारी वेबसाइट पर फिर से बुक करें, या हमें कॉल करें, हम मदद करेंगे।',
      ],
    },
    'therapist-booked': {
      version: 1,
      subject: 'आपके कैलेंडर में नई बुकिंग: {day}',
      paragraphs: ['नमस्ते {therapistName},', 'आपके कैलेंडर में एक सेशन बुक हुआ है।', 'बुकिंग नंबर: {reference}', 'कब: {when}', 'कैसे: {modeLabel}', 'पूरी जानकारी कंसोल में है।'],
    },
    'therapist-moved': {
      version: 1,
      subject: 'आपके कैलेंडर में समय बदला: अब {day}',
      paragraphs: ['नमस्ते {therapistName},', 'आपके कैलेंडर के एक सेशन का समय {previousWhen} से बदल गया है।', 'बुकिंग नंबर: {reference}', 'कब: {when}', 'कैसे: {modeLabel}'],
    },
    'therapist-cancelled': {
      version: 1,
      subject: 'आपके कैलेंडर में रद्द: {day}',
      paragraphs: ['नमस्ते {therapistName},', 'आपके कैलेंडर का एक सेशन रद्द हो गया है: {cancelledBy}।', 'बुकिंग नंबर: {reference}', 'कब: {when}', 'यह समय दूसरी बुकिंग के लिए फिर से खाली है।'],
    },
    'crisis-callback-alert': {
      version: 1,
      subject: 'ज़रूरी कॉल-बैक इंतज़ार में ({time})',
      paragraphs: [
        'नमस्ते {coordinatorName},',
        '{when} पर किसी ने ज़रूरी कॉल-बैक माँगा है। यह ज़रूरी कतार में सबसे ऊपर है।',
        'इसे लेने के लिए कतार खोलें: {consoleLink}',
        'इस ईमेल में उस व्यक्ति की कोई जानकारी नहीं है; कंसोल में पूरी जानकारी है।',
      ],
    },
    'manage-links': {
      version: 1,
      subject: 'आपकी बुकिंग के लिंक',
      paragraphs: [
        'नमस्ते {visitorName},',
        'आपने {product} पर बुक किए अपने सेशन के लिंक माँगे थे। किसी सेशन को देखने, उसका समय बदलने या उसे रद्द करने के लिए उसका लिंक खोलें:',
        '{manageLinks}',
        'अगर आपने ये लिंक नहीं माँगे थे, तो इस ईमेल को अनदेखा कर दें: लिंक सिर्फ़ इसी पते पर भेजे गए हैं।',
      ],
    },
    'therapist-agenda': {
      version: 1,
      subject: 'कल, {day} के आपके सेशन',
      paragraphs: ['नमस्ते {therapistName},', 'कल, {day} के आपके सेशन (समय IST में):', '{agenda}', 'लोगों का सिर्फ़ पहला नाम लिखा है; पूरी जानकारी कंसोल में है।'],
    },
    'newsletter-confirm': {
      version: 1,
      subject: 'कृपया {product} न्यूज़लेटर के लिए अपना ईमेल पक्का करें',
      paragraphs: [
        'नमस्ते,',
        'किसी ने — हमें उम्मीद है आपने — इस ईमेल पर {product} न्यूज़लेटर माँगा है। इसे पाने के लिए अपना ईमेल पक्का करें: {confirmLink}',
        'यह लिंक 7 दिन तक काम करेगा। अगर आपने यह नहीं माँगा था, तो इस ईमेल को अनदेखा कर दें: आपकी पुष्टि के बिना हम आगे कुछ नहीं भेजेंगे।',
      ],
    },
    'newsletter-letter': {
      version: 1,
      subject: '{letterSubject}',
      paragraphs: [
        '{letterBody}',
        'आपको यह न्यूज़लेटर इसलिए मिला क्योंकि आपने इसके लिए अपना ईमेल पक्का किया था। इसे बंद करने के लिए एक क्लिक में अनसब्सक्राइब करें: {unsubscribeLink}',
      ],
    },
    'callback-acknowledged': {
      version: 1,
      subject: 'हमें आपका कॉल-बैक का अनुरोध मिल गया है',
      paragraphs: [
        'नमस्ते {visitorName},',
        'हमें आपका कॉल-बैक का अनुरोध मिल गया है। हमारी केयर टीम आपके दिए नंबर पर कॉल करेगी।',
        'अगर आपको उससे पहले किसी से बात करनी है: Tele-MANAS {teleManas}, मुफ़्त, दिन-रात कभी भी; इमरजेंसी में {emergency}।',
      ],
    },
  },
  footer: [
    '{product} की ओर से भेजा गया। कोई सवाल? हमारी केयर टीम से {careTeamPhone} या {careTeamEmail} पर संपर्क करें।',
    'अगर आपको अभी किसी से बात करनी है: Tele-MANAS {teleManas}, मुफ़्त, दिन-रात कभी भी।',
  ],
  modes: { 'in-person': 'आमने-सामने', video: 'वीडियो कॉल' },
  cancelledBy: { visitor: 'आपने इसे रद्द किया', staff: 'हमारी केयर टीम ने इसे रद्द किया' },
  noReason: 'कोई कारण नहीं बताया गया',
  fee: (inr) => formatRupees(inr),
  agendaLine: (time, mode, reference, visitor) => `${time} · ${mode} · ${reference} · ${visitor}`,
  alsoIn: (ist, theirClock, place) => `${ist} (${place} में ${theirClock})`,
  manageLinkLine: (when, reference, link) => `${when}, ${reference}: ${link}`,
  videoRoom: (opensAt, link) => `${ROOM_LINK_TEXT_HI.opensAt(opensAt)} इस लिंक से जुड़ें, यह सिर्फ़ आपके पास है: ${link}`,
};
