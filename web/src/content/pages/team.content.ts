import type { SiteTeamMember } from '@manobal/core';
import { SITE_CONTENT } from '../site-content';

export type TeamMember = SiteTeamMember;

export const TEAM_PAGE = {
  title: 'Our Team',
  intro: 'Manobal is built by a small team who believe that support for the mind should be as easy to reach as a visit to the family doctor.',
  /** Under the cards; placeholders are filled (as links) when rendered. */
  contactNote: 'For help with a booking or a session, our care team is the quickest route: write to {email} or call {phone}.',
  illustrativeNote: 'These profiles are illustrative: they show where the team will be introduced.',
} as const;

/** The deployment's team (its site content file); the profiles the site ships with are marked illustrative. */
export const TEAM = SITE_CONTENT.team;
