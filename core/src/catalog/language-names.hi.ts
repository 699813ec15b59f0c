import type { LanguageId } from './language-names';

/** Every language Manobal names, in Hindi as people say them (core/src/i18n/GLOSSARY.md): the wizard's, the careers form's. */
export const LANGUAGE_NAMES_HI: Readonly<Record<LanguageId, string>> = {
  hindi: 'हिन्दी',
  english: 'अंग्रेज़ी',
  bengali: 'बांग्ला',
  telugu: 'तेलुगु',
  marathi: 'मराठी',
  tamil: 'तमिल',
  urdu: 'उर्दू',
  gujarati: 'गुजराती',
  malayalam: 'मलयालम',
  kannada: 'कन्नड़',
  odia: 'ओड़िया',
  punjabi: 'पंजाबी',
  assamese: 'असमिया',
  bodo: 'बोडो',
  konkani: 'कोंकणी',
  maithili: 'मैथिली',
  santhali: 'संथाली',
  kashmiri: 'कश्मीरी',
  nepali: 'नेपाली',
  sindhi: 'सिंधी',
  manipuri: 'मणिपुरी',
  dogri: 'डोगरी',
  sanskrit: 'संस्कृत',
};
