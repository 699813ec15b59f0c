import { useId, type ReactNode } from 'react';
import './section.css';

export type SectionTone = 'paper' | 'sand' | 'teal';

export interface SectionProps {
  title?: string;
  tone?: SectionTone;
  children: ReactNode;
}

/** A page band: labelled by its h2 when it has a title, so it is a region landmark worth navigating to. */
export const Section = ({ title, tone = 'paper', children }: SectionProps) => {
  const headingId = useId();
  return (
    <section className={`section section--${tone}`} aria-labelledby={title ? headingId : undefined}>
      <div className="container">
        {title ? (
          <h2 id={headingId} className="section__title">
            {title}
          </h2>
        ) : null}
        {children}
      </div>
    </section>
  );
};
