import { youtubeEmbedUrl, type SiteVideo } from '@manobal/core';
import { SITE_CONTENT } from '../site-content';
import type { SiteLink } from '../content.types';

/** A short video card (spec: title, link, duration label 'Shorts'). */
export interface VideoShort extends SiteVideo {
  readonly durationLabel: 'Shorts';
}

/** Privacy-enhanced embed address that a card opens in a new tab. */
export const embedUrlFor = youtubeEmbedUrl;

export const VIDEOS_PAGE = {
  title: 'Video resources',
  intro: 'Short videos from our experts, each under a minute. They open on YouTube in a new tab, so nothing plays on this page.',
  thumbnail: { src: '/illustrations/video-thumb.svg', width: 320, height: 180 },
  /** While the deployment has published no video: what there is instead, not a card that leads nowhere. */
  none: {
    text: "Our experts' short videos are not published yet. Until they are, our articles and free screenings are a good place to start.",
    links: [
      { label: 'Read our blogs', to: '/blogs' },
      { label: 'Take a free screening', to: '/assessments' },
    ] satisfies readonly SiteLink[],
  },
} as const;

/** The deployment's published shorts (its site content file); none until it names real ones. */
export const VIDEO_SHORTS: readonly VideoShort[] = SITE_CONTENT.videos.map((video) => ({ ...video, durationLabel: 'Shorts' }));
