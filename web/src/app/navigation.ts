/** The site's navigation as data: header, drawer and footer all read it. */
import type { SiteSocialLink } from '@manobal/core';
import { SITE_CONTENT } from '../content/site-content';

export interface NavLink {
  kind: 'link';
  label: string;
  to: string;
}

export const ABOUT_LINK: NavLink = { kind: 'link', label: 'About Us', to: '/faq' };
export const EXPERTS_LINK: NavLink = { kind: 'link', label: 'Our Experts', to: '/Ourexperts' };
export const LOGIN_LINK: NavLink = { kind: 'link', label: 'Login', to: '/login' };
export const PROFILE_LINK: NavLink = { kind: 'link', label: 'Profile', to: '/profile' };
export const VOLUNTEER_LINK: NavLink = { kind: 'link', label: 'Join as Volunteer', to: '/volunteer' };
export const LOGOUT_LABEL = 'Logout';
export const welcomeLabel = (name: string): string => `Welcome, ${name}`;

export const CONDITION_LINKS: NavLink[] = [
  { kind: 'link', label: 'Depression', to: '/depression' },
  { kind: 'link', label: 'Anxiety', to: '/anxiety' },
  { kind: 'link', label: 'ADHD', to: '/adhd' },
  { kind: 'link', label: 'OCD', to: '/ocd' },
  { kind: 'link', label: 'Social Anxiety', to: '/social-anxiety' },
  { kind: 'link', label: 'Addiction', to: '/addiction' },
  { kind: 'link', label: "Women's Mental Health", to: '/women-problems' },
  { kind: 'link', label: 'Grief and Loss', to: '/grief-and-loss' },
  { kind: 'link', label: 'PTSD', to: '/ptsd' },
  { kind: 'link', label: 'Generalized Anxiety Disorder', to: '/gad' },
  { kind: 'link', label: 'Bipolar Disorder', to: '/bipolar-disorder' },
];

/** The programme pages for schools and employers (the spec's 'Coming Soon' toast was for pages not yet built). */
export const PARTNER_LINKS: NavLink[] = [
  { kind: 'link', label: 'Students Well-being Programme', to: '/for-students' },
  { kind: 'link', label: 'For Corporates', to: '/for-corporates' },
];

export const RESOURCE_LINKS: NavLink[] = [
  { kind: 'link', label: 'All resources', to: '/all-resources' },
  { kind: 'link', label: 'Blogs', to: '/blogs' },
  { kind: 'link', label: 'Videos', to: '/videos' },
  { kind: 'link', label: 'Music', to: '/music' },
  { kind: 'link', label: 'Assessments', to: '/assessments' },
  { kind: 'link', label: 'News', to: '/news' },
];

export const FOOTER_COLUMNS: { heading: string; links: NavLink[] }[] = [
  { heading: 'Get support', links: CONDITION_LINKS.slice(0, 6) },
  { heading: 'Resources', links: RESOURCE_LINKS },
  {
    heading: 'Manobal',
    links: [
      ABOUT_LINK,
      { kind: 'link', label: 'Our Team', to: '/team' },
      EXPERTS_LINK,
      { kind: 'link', label: 'Careers', to: '/Careers' },
      { kind: 'link', label: 'For Students', to: '/for-students' },
      { kind: 'link', label: 'For Corporates', to: '/for-corporates' },
    ],
  },
  {
    heading: 'Help',
    links: [
      { kind: 'link', label: 'Contact Us', to: '/contact-us' },
      { kind: 'link', label: 'Book a Free Call', to: '/book-free-session' },
      { kind: 'link', label: 'Privacy Policy', to: '/privacy-policy' },
      { kind: 'link', label: 'Terms & Conditions', to: '/terms-and-conditions' },
    ],
  },
];

/**
 * Plain links, no embedded widgets or trackers: the deployment's own accounts, from its site content file. None
 * are shipped (a link to a site's front page is no account of ours), and the footer shows the list only when set.
 */
export const SOCIAL_LINKS: readonly SiteSocialLink[] = SITE_CONTENT.socialLinks;
