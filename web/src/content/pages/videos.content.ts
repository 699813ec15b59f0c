import { youtubeEmbedUrl, type Localized, type SiteVideo } from '@manobal/core';
import { SITE_CONTENT } from '../site-content';
import type { SiteLink } from '../content.types';

/** A short video card (spec: title, link, duration label 'Shorts'). */
export interface VideoShort extends SiteVideo {
  readonly durationLabel: 'Shorts';
}

/** Privacy-enhanced embed address that a card opens in a new tab. */
export const embedUrlFor = youtubeEmbedUrl;

const english = {
  title: 'Video resources',
  intro: 'Short videos from our experts, each under a minute. They open on YouTube in a new tab, so nothing plays on this page.',
  thumbnail: { src: '/illustrations/video-thumb.svg', width: 320, height: 180 },
  /** While the deployment has published no video: what there is instead, not a card that leads nowhere. */
  none: {
    text: "Our experts' short videos are not published yet. Until they are, our articles and free screenings are a good place to start.",
    links: [
      { label: 'Read our blogs', to: '/blogs' },
      { label: 'Take a free screening', to: '/assessments' },
    ] as readonly SiteLink[],
  },
};

export type VideosPageWords = typeof english;

const hindi: VideosPageWords = {
  title: 'वीडियो',
  intro: 'हमारे विशेषज्ञों के छोटे वीडियो, हर एक एक मिनट से कम का। ये YouTube पर नए टैब में खुलते हैं, इसलिए इस पेज पर कुछ अपने आप नहीं चलता।',
  thumbnail: { src: '/illustrations/video-thumb.svg', width: 320, height: 180 },
  none: {
    text: 'हमारे विशेषज्ञों के छोटे वीडियो अभी प्रकाशित नहीं हुए हैं। तब तक हमारे लेख और मुफ़्त स्क्रीनिंग शुरुआत के लिए अच्छी जगह हैं।',
    links: [
      { label: 'हमारे ब्लॉग पढ़ें', to: '/blogs' },
      { label: 'मुफ़्त स्क्रीनिंग करें', to: '/assessments' },
    ],
  },
};

/** Both languages ride with the video cards: a few hundred bytes each. */
export const VIDEOS_PAGES: Localized<VideosPageWords> = { en: english, hi: hindi };

/** The deployment's published shorts (its site content file); none until it names real ones. */
export const VIDEO_SHORTS: readonly VideoShort[] = SITE_CONTENT.videos.map((video) => ({ ...video, durationLabel: 'Shorts' }));
