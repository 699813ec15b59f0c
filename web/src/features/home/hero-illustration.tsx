
import * as styles from './home.module.css';/** Flat two-tone illustration for the hero: a person resting on a hill under a rising sun. Decorative. */
export const HeroIllustration = () => (
  <svg className={styles.heroIllustration} width="400" height="320" viewBox="0 0 400 320" aria-hidden="true" focusable="false">
    <rect className={styles.heroArtGround} x="0" y="0" width="400" height="320" rx="32" />
    <circle className={styles.heroArtSun} cx="280" cy="118" r="58" />
    <circle className={styles.heroArtSunGlow} cx="280" cy="118" r="84" />
    <path className={styles.heroArtHillBack} d="M0 238c60-46 128-62 200-50s132 8 200-28v160H0z" />
    <path className={styles.heroArtHill} d="M0 262c74-30 150-40 226-26 66 12 120 8 174-14v98H0z" />
    <g className={styles.heroArtPerson}>
      <circle cx="142" cy="150" r="17" />
      <path d="M120 230c0-34 9-58 22-58s24 22 24 46l-2 12z" />
      <path d="M116 232c14-10 44-12 76-4l10 12c-30-4-62-2-86 2z" />
    </g>
    <g className={styles.heroArtSprout}>
      <path d="M250 252v-34" />
      <path d="M250 226c-4-14-16-20-28-18 2 12 14 20 28 18z" />
      <path d="M250 218c6-14 18-18 30-14-4 12-16 18-30 14z" />
    </g>
  </svg>
);
