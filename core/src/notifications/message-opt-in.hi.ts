import { listWith } from '../i18n/list-with';
import { MESSAGE_OPT_IN_CONSENTS, type MessageChannelText, type OptInWords, type PhoneChannel } from './notification.types';

/*
 * The booking's words about its messages in Hindi, a module of their own so an English page's chunk never carries
 * them. The opt-in is the same consent as the English one, version for version: a box ticked beside these words is
 * the same choice, and the server keeps the words shown.
 */

export const MESSAGE_OPT_IN_WORDS_HI: Readonly<Record<PhoneChannel, OptInWords>> = {
  sms: {
    ...MESSAGE_OPT_IN_CONSENTS.sms,
    text: 'इस बुकिंग के बारे में मुझे ऊपर दिए फ़ोन नंबर पर SMS भी भेजें (पुष्टि, कोई भी बदलाव और रिमाइंडर)।',
  },
  whatsapp: {
    ...MESSAGE_OPT_IN_CONSENTS.whatsapp,
    text: 'इस बुकिंग के बारे में मुझे ऊपर दिए फ़ोन नंबर पर WhatsApp संदेश भी भेजें (पुष्टि, कोई भी बदलाव और रिमाइंडर)।',
  },
};

export const MESSAGE_CHANNEL_TEXT_HI: MessageChannelText = {
  choiceHeading: 'इस बुकिंग के बारे में संदेश',
  emailAlways: 'पुष्टि, कोई भी बदलाव और रिमाइंडर हम ऊपर दिए ईमेल पते पर भेजते हैं।',
  factLabel: 'संदेश',
  goBy: (channels) => {
    const names = channels.map((channel) => ({ email: 'ईमेल', sms: 'SMS', whatsapp: 'WhatsApp' })[channel]);
    return `${listWith('और')(names)} से: पुष्टि, कोई भी बदलाव और रिमाइंडर`;
  },
};
