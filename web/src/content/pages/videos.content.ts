/** A short video card (spec: title, link, duration label 'Shorts'). */
export interface VideoShort {
  readonly title: string;
  /**
   * The YouTube short's id. These are deliberately generic placeholders ('manobal-v01'…): a deployment
   * replaces them with the ids of the shorts it publishes. Nothing else changes.
   */
  readonly youtubeId: string;
  readonly durationLabel: 'Shorts';
  readonly summary: string;
}

/** Privacy-enhanced embed address that a card opens in a new tab. */
export const embedUrlFor = (youtubeId: string): string => `https://www.youtube-nocookie.com/embed/${youtubeId}`;

export const VIDEOS_PAGE = {
  title: 'Video resources',
  intro: 'Short videos from our experts, each under a minute. They open on YouTube in a new tab, so nothing plays on this page.',
  thumbnail: { src: '/illustrations/video-thumb.svg', width: 320, height: 180 },
} as const;

export const VIDEO_SHORTS: readonly VideoShort[] = [
  { title: 'A one-minute breathing reset', youtubeId: 'manobal-v01', durationLabel: 'Shorts', summary: 'Slow your breath to calm a racing mind.' },
  { title: 'Is it stress or anxiety?', youtubeId: 'manobal-v02', durationLabel: 'Shorts', summary: 'How to tell everyday stress from something more.' },
  { title: 'Three small steps on a low day', youtubeId: 'manobal-v03', durationLabel: 'Shorts', summary: 'Gentle actions when motivation is missing.' },
  { title: 'What happens in a first therapy session', youtubeId: 'manobal-v04', durationLabel: 'Shorts', summary: 'What to expect, so the first step feels easier.' },
  { title: 'Better sleep starts in the morning', youtubeId: 'manobal-v05', durationLabel: 'Shorts', summary: 'Why a fixed wake time helps you sleep at night.' },
  { title: 'How to support a friend who is struggling', youtubeId: 'manobal-v06', durationLabel: 'Shorts', summary: 'Listening, not fixing, and when to call for help.' },
];
