import { DEFAULT_CONTACT, EMERGENCY_HELPLINE, type Localized, type SiteLocation } from '@manobal/core';
import { SITE_CONTACT } from '../../app/site-contact';
import { SITE_CONTENT } from '../../content/site-content';

/** The Contact Us page's words and the office's map position. */
const english = {
  title: 'Contact Us',
  intro: 'Write to us, call, or visit. We read every message and reply within two working days.',
  detailsHeading: 'Reach us',
  labels: { address: 'Address', email: 'Email', phone: 'Phone' },
  formHeading: 'Send us a message',
  formNote: 'All fields are required. Please do not include medical details you would rather share in a session.',
  submit: 'Send message',
  busy: 'Submitting...',
  crisisNote: `This form is not watched around the clock. If you are in crisis, call ${EMERGENCY_HELPLINE.name} on ${EMERGENCY_HELPLINE.display}, any time.`,
  map: {
    heading: 'Find us',
    title: 'Map showing the Manobal office',
    placeholder: 'The map loads when you reach it, to save your data.',
    show: 'Show map',
    larger: 'Open a larger map',
    /** Where the deployment names no map position for its address. */
    search: 'Find our address on OpenStreetMap',
  },
};

export type ContactWords = typeof english;

const hindi: ContactWords = {
  title: 'संपर्क करें',
  intro: 'हमें लिखें, कॉल करें या मिलने आएँ। हम हर संदेश पढ़ते हैं और दो कामकाजी दिनों के अंदर जवाब देते हैं।',
  detailsHeading: 'हम तक पहुँचें',
  labels: { address: 'पता', email: 'ईमेल', phone: 'फ़ोन' },
  formHeading: 'हमें संदेश भेजें',
  formNote: 'सभी फ़ील्ड ज़रूरी हैं। कृपया ऐसी मेडिकल जानकारी न लिखें जो आप सेशन में बताना पसंद करेंगे।',
  submit: 'संदेश भेजें',
  busy: 'भेजा जा रहा है...',
  crisisNote: `इस फ़ॉर्म पर चौबीसों घंटे नज़र नहीं रखी जाती। अगर आप संकट में हैं, तो किसी भी समय ${EMERGENCY_HELPLINE.name} को ${EMERGENCY_HELPLINE.display} पर कॉल करें।`,
  map: {
    heading: 'हमें ढूँढें',
    title: 'Manobal के ऑफ़िस का नक़्शा',
    placeholder: 'आपका डेटा बचाने के लिए नक़्शा तभी खुलता है जब आप उस तक पहुँचते हैं।',
    show: 'नक़्शा दिखाएँ',
    larger: 'बड़ा नक़्शा खोलें',
    search: 'OpenStreetMap पर हमारा पता ढूँढें',
  },
};

/** Both languages ride with the contact page: its words are a few hundred bytes. */
export const CONTACT_WORDS: Localized<ContactWords> = { en: english, hi: hindi };

/** The placeholder address's own street: MG Road, Pune. */
const SAMPLE_OFFICE: SiteLocation = { lat: 18.5167, lon: 73.8786 };

/**
 * The office on the map: the deployment's officeLocation; without one, the sample position only while the address is
 * the sample's too (a configured address is never drawn at MG Road), else none.
 */
const office: SiteLocation | null =
  SITE_CONTENT.officeLocation !== undefined ? SITE_CONTENT.officeLocation : SITE_CONTACT.address === DEFAULT_CONTACT.address ? SAMPLE_OFFICE : null;

const SPAN = 0.01;
/** OpenStreetMap embed and full-map link around the office, or null when its position is not known. */
export const OFFICE_MAP = office
  ? {
      embedUrl:
        'https://www.openstreetmap.org/export/embed.html?' +
        new URLSearchParams({
          bbox: [office.lon - SPAN, office.lat - SPAN / 2, office.lon + SPAN, office.lat + SPAN / 2].map((n) => n.toFixed(4)).join(','),
          layer: 'mapnik',
          marker: `${office.lat},${office.lon}`,
        }).toString(),
      linkUrl: `https://www.openstreetmap.org/?mlat=${office.lat}&mlon=${office.lon}#map=16/${office.lat}/${office.lon}`,
    }
  : null;

/** A search of the map for the configured address, where no position is given. */
export const MAP_SEARCH_URL = `https://www.openstreetmap.org/search?${new URLSearchParams({ query: SITE_CONTACT.address }).toString()}`;
