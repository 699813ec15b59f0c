import { EMERGENCY_HELPLINE } from '@manobal/core';

/** The Contact Us page's words and the office's map position. */
export const CONTACT_PAGE = {
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
    title: 'Map showing the Manobal office on MG Road, Pune',
    placeholder: 'The map loads when you reach it, to save your data.',
    show: 'Show map',
    larger: 'Open a larger map',
  },
} as const;

/** OpenStreetMap embed around MG Road, Pune (lat 18.5167, lon 73.8786). */
const LAT = 18.5167;
const LON = 73.8786;
const SPAN = 0.01;
export const MAP_EMBED_URL =
  'https://www.openstreetmap.org/export/embed.html?' +
  new URLSearchParams({
    bbox: [LON - SPAN, LAT - SPAN / 2, LON + SPAN, LAT + SPAN / 2].map((n) => n.toFixed(4)).join(','),
    layer: 'mapnik',
    marker: `${LAT},${LON}`,
  }).toString();
export const MAP_LINK_URL = `https://www.openstreetmap.org/?mlat=${LAT}&mlon=${LON}#map=16/${LAT}/${LON}`;
