import type { Localized, SiteTeamMember } from '@manobal/core';
import { SITE_CONTENT } from '../site-content';

export type TeamMember = SiteTeamMember;

const english = {
  title: 'Our Team',
  intro: 'Manobal is built by a small team who believe that support for the mind should be as easy to reach as a visit to the family doctor.',
  /** Under the cards; placeholders are filled (as links) when rendered. */
  contactNote: 'For help with a booking or a session, our care team is the quickest route: write to {email} or call {phone}.',
  illustrativeNote: 'These profiles are illustrative: they show where the team will be introduced.',
  /** The label before the note above, where the profiles are the shipped examples. */
  illustrativeLabel: 'Illustrative profiles',
};

export type TeamPageWords = typeof english;

const hindi: TeamPageWords = {
  title: 'हमारी टीम',
  intro: 'Manobal को एक छोटी टीम बनाती है, जो मानती है कि मन के लिए मदद पाना उतना ही आसान होना चाहिए जितना फ़ैमिली डॉक्टर के पास जाना।',
  contactNote: 'बुकिंग या सेशन में मदद के लिए हमारी केयर टीम सबसे जल्दी मिलने वाला रास्ता है: {email} पर लिखें या {phone} पर कॉल करें।',
  illustrativeNote: 'ये प्रोफ़ाइल सिर्फ़ उदाहरण हैं: ये दिखाती हैं कि टीम का परिचय कहाँ दिया जाएगा।',
  illustrativeLabel: 'उदाहरण वाली प्रोफ़ाइल',
};

/** Both languages ride with the team page: its words are a few hundred bytes. */
export const TEAM_PAGE_WORDS: Localized<TeamPageWords> = { en: english, hi: hindi };

/** The deployment's team (its site content file); the profiles the site ships with are marked illustrative. */
export const TEAM = SITE_CONTENT.team;
