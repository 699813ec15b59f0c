import { useId } from 'react';
import { ButtonLink } from '../../components/button';
import type { Prompt } from '../../content/content.types';
import * as styles from './condition.module.css';

/** A call-out band with one heading, a few words and one link. */
export const PromptCallout = ({ prompt }: { prompt: Prompt }) => {
  const headingId = useId();
  return (
    <section className={styles.callout} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.calloutHeading}>
        {prompt.heading}
      </h2>
      {prompt.body.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <ButtonLink to={prompt.link.to}>{prompt.link.label}</ButtonLink>
    </section>
  );
};
