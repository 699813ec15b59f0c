import { initialsOf } from '@manobal/core';
import * as styles from './avatar.module.css';

export interface AvatarProps {
  name: string;
  /** Diameter in px. */
  size?: number;
}

/**
 * Initials in a circle, drawn as SVG so its size needs no inline style (the CSP forbids those).
 * Decorative: the name is always printed next to it.
 */
export const Avatar = ({ name, size = 48 }: AvatarProps) => (
  <svg className={styles.avatar} width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
    <circle cx="24" cy="24" r="23.5" className={styles.avatarCircle} />
    <text x="24" y="24" dy="0.35em" textAnchor="middle" className={styles.avatarText}>
      {initialsOf(name)}
    </text>
  </svg>
);
