import type { Illustration } from '../content/content.types';

export interface IllustrationImageProps {
  illustration: Illustration;
  className?: string;
  /** Below the fold: let the browser fetch it when it comes near the screen. */
  lazy?: boolean;
}

/**
 * A local decorative illustration: empty alt (the text beside it says everything), its own width and height
 * so the page does not shift when it arrives, decoded off the main thread.
 */
export const IllustrationImage = ({ illustration, className, lazy = false }: IllustrationImageProps) => (
  <img
    className={className}
    src={illustration.src}
    width={illustration.width}
    height={illustration.height}
    alt=""
    loading={lazy ? 'lazy' : undefined}
    decoding="async"
  />
);
