import type { Localized } from '@manobal/core';
import { musicPage as hindi } from './music.content.hi';

export interface AudioTrack {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  /** A small local file under web/public/audio. */
  readonly src: string;
  readonly type: 'audio/ogg';
  readonly durationLabel: string;
}

export interface MusicPageContent {
  readonly title: string;
  readonly intro: string;
  readonly openLabel: string;
  readonly unsupported: string;
  readonly tracks: readonly AudioTrack[];
}

const english: MusicPageContent = {
  title: 'Audio resources',
  intro: 'Two short, calm sounds to pause with. Use headphones if you can, and keep the volume low.',
  openLabel: 'Open in a new tab',
  unsupported: 'Your browser cannot play this audio here. Use the link to open it in a new tab.',
  tracks: [
  {
    id: 'breathing-tone',
    title: 'Slow breathing tone',
    description: 'A soft tone that swells for four seconds and fades for six. Breathe in as it swells and out as it fades.',
    src: '/audio/breathing-tone.ogg',
    type: 'audio/ogg',
    durationLabel: '20 seconds',
  },
  {
    id: 'evening-calm',
    title: 'Evening calm',
    description: 'A gentle, steady hum, like distant waves, to help you settle before sleep or after a busy day.',
    src: '/audio/evening-calm.ogg',
    type: 'audio/ogg',
    durationLabel: '20 seconds',
  },
],
};

/** Both languages ride with the audio page: a few hundred bytes each. */
export const MUSIC_PAGES: Localized<MusicPageContent> = { en: english, hi: hindi };
