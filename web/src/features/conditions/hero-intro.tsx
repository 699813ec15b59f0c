import type { ReactNode } from 'react';
import type { Illustration } from '../../content/content.types';

/** The hero's text and picture side by side (stacked on phones). */
export const HeroIntro = ({
  paragraphs,
  illustration,
  children,
}: {
  paragraphs: readonly string[];
  illustration: Illustration;
  children?: ReactNode;
}) => (
  <div className="hero-split">
    <div className="hero-split__text">
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {children}
    </div>
    <img
      className="hero-split__art"
      src={illustration.src}
      width={illustration.width}
      height={illustration.height}
      alt=""
      decoding="async"
    />
  </div>
);
