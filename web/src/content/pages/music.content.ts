export interface AudioTrack {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  /** A small local file under web/public/audio. */
  readonly src: string;
  readonly type: 'audio/ogg';
  readonly durationLabel: string;
}

export const MUSIC_PAGE = {
  title: 'Audio resources',
  intro: 'Two short, calm sounds to pause with. Use headphones if you can, and keep the volume low.',
  openLabel: 'Open in a new tab',
  unsupported: 'Your browser cannot play this audio here. Use the link to open it in a new tab.',
} as const;

export const AUDIO_TRACKS: readonly AudioTrack[] = [
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
];
