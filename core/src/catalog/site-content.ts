import { ILLUSTRATIVE_TESTIMONIALS, type Testimonial } from './testimonials';

/*
 * What a deployment says about itself beyond its contact details: its testimonials, its videos, its chatbot, its
 * social accounts and its team. These name real people and real external addresses, so the site ships none it
 * cannot stand behind: the stories and team profiles it ships are marked illustrative, and it ships no video id,
 * chatbot address or social account at all (those sections say what is coming instead). A deployment supplies its
 * own in one JSON file (SITE_CONTENT_FILE, read at build time and checked by siteContentSchema). No zod here:
 * pages import these at once.
 */

export interface SiteTestimonials {
  /** True for the stories the site ships with: the page marks them 'Illustrative stories'. */
  readonly illustrative: boolean;
  readonly items: readonly Testimonial[];
}

/** A short video on YouTube, by its 11-character id. */
export interface SiteVideo {
  readonly title: string;
  readonly youtubeId: string;
  readonly summary: string;
}

export interface SiteSocialLink {
  readonly label: string;
  readonly href: string;
}

export interface SiteTeamMember {
  readonly name: string;
  readonly role: string;
  /** Left out when the member is reached through the care team's address. */
  readonly email?: string;
}

export interface SiteTeam {
  readonly illustrative: boolean;
  readonly members: readonly SiteTeamMember[];
}

/** Where the office is, for the contact page's map. */
export interface SiteLocation {
  readonly lat: number;
  readonly lon: number;
}

export interface SiteContent {
  readonly testimonials: SiteTestimonials;
  /** The short videos of /videos and the home page (the first is the home page's); empty until there are real ones. */
  readonly videos: readonly SiteVideo[];
  /** The separate chatbot app's address; null while there is none. */
  readonly chatbotUrl: string | null;
  readonly socialLinks: readonly SiteSocialLink[];
  readonly team: SiteTeam;
  /**
   * The office at CONTACT_ADDRESS on a map; null shows a link that searches the map for the address instead. Absent,
   * only the placeholder address has a map (of its own street): a configured address is never shown at the sample's.
   */
  readonly officeLocation: SiteLocation | null | undefined;
}

/** What the site shows when the deployment supplies no content file. */
export const DEFAULT_SITE_CONTENT: SiteContent = {
  testimonials: { illustrative: true, items: ILLUSTRATIVE_TESTIMONIALS },
  videos: [],
  chatbotUrl: null,
  socialLinks: [],
  team: {
    illustrative: true,
    members: [
      { name: 'Neha Kulkarni', role: 'Co-founder, care programmes' },
      { name: 'Arjun Menon', role: 'Co-founder, technology' },
    ],
  },
  officeLocation: undefined,
};

/**
 * A YouTube video's id: 11 letters, digits, '-' or '_' encoding 64 bits, so the last character carries only four
 * of them and is one of 16 (made-up ids such as 'manobal-v01' fail here).
 */
export const YOUTUBE_ID_PATTERN = /^[\w-]{10}[AEIMQUYcgkosw048]$/;

/** Privacy-enhanced embed address of a video, which a card opens in a new tab. */
export const youtubeEmbedUrl = (youtubeId: string): string => `https://www.youtube-nocookie.com/embed/${youtubeId}`;

/**
 * Host names reserved for documentation and testing (RFC 2606 and 6761): nothing real lives there, so a link to
 * one is a placeholder that reached a page.
 */
export const isReservedHost = (host: string): boolean => {
  const name = host.toLowerCase().replace(/\.$/, '');
  return (
    /(^|\.)(example|test|invalid|localhost)$/.test(name) || /(^|\.)example\.(com|net|org)$/.test(name)
  );
};
