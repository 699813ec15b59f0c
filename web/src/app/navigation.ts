/** The site's navigation as data: header, drawer and footer all read it; the words are the shell catalog's. */
import type { SiteSocialLink } from '@manobal/core';
import { SITE_CONTENT } from '../content/site-content';
import type { FooterColumnId, NavLinkId } from './shell-catalog';

export interface NavLink {
  kind: 'link';
  id: NavLinkId;
  to: string;
}

const link = (id: NavLinkId, to: string): NavLink => ({ kind: 'link', id, to });

export const ABOUT_LINK = link('about', '/faq');
export const EXPERTS_LINK = link('experts', '/Ourexperts');
export const LOGIN_LINK = link('login', '/login');
export const PROFILE_LINK = link('profile', '/profile');
export const VOLUNTEER_LINK = link('volunteer', '/volunteer');

export const CONDITION_LINKS: NavLink[] = [
  link('depression', '/depression'),
  link('anxiety', '/anxiety'),
  link('adhd', '/adhd'),
  link('ocd', '/ocd'),
  link('socialAnxiety', '/social-anxiety'),
  link('addiction', '/addiction'),
  link('womenHealth', '/women-problems'),
  link('grief', '/grief-and-loss'),
  link('ptsd', '/ptsd'),
  link('gad', '/gad'),
  link('bipolar', '/bipolar-disorder'),
];

/** The programme pages for schools and employers (the spec's 'Coming Soon' toast was for pages not yet built). */
export const PARTNER_LINKS: NavLink[] = [link('forStudentsProgramme', '/for-students'), link('forCorporates', '/for-corporates')];

export const RESOURCE_LINKS: NavLink[] = [
  link('allResources', '/all-resources'),
  link('blogs', '/blogs'),
  link('videos', '/videos'),
  link('music', '/music'),
  link('assessments', '/assessments'),
  link('news', '/news'),
];

export const FOOTER_COLUMNS: { id: FooterColumnId; links: NavLink[] }[] = [
  { id: 'support', links: CONDITION_LINKS.slice(0, 6) },
  { id: 'resources', links: RESOURCE_LINKS },
  {
    id: 'about',
    links: [
      ABOUT_LINK,
      link('team', '/team'),
      EXPERTS_LINK,
      link('careers', '/Careers'),
      link('forStudents', '/for-students'),
      link('forCorporates', '/for-corporates'),
    ],
  },
  {
    id: 'help',
    links: [
      link('contactUs', '/contact-us'),
      link('bookFreeCall', '/book-free-session'),
      link('privacyPolicy', '/privacy-policy'),
      link('terms', '/terms-and-conditions'),
    ],
  },
];

/**
 * Plain links, no embedded widgets or trackers: the deployment's own accounts, from its site content file. None
 * are shipped (a link to a site's front page is no account of ours), and the footer shows the list only when set.
 */
export const SOCIAL_LINKS: readonly SiteSocialLink[] = SITE_CONTENT.socialLinks;
