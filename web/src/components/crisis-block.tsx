import { useId } from 'react';
import { CRISIS_TEXT, HELPLINES } from '@manobal/core';
import './crisis-block.css';

export interface CrisisBlockProps {
  heading?: string;
}

/** The helplines, as tap-to-call links, in a card that stands out without alarming. */
export const CrisisBlock = ({ heading = CRISIS_TEXT.heading }: CrisisBlockProps) => {
  const headingId = useId();
  return (
    <section className="crisis-block" aria-labelledby={headingId}>
      <h2 id={headingId} className="crisis-block__heading">
        {heading}
      </h2>
      <ul className="crisis-block__list">
        {HELPLINES.map((line) => (
          <li key={line.id} className="crisis-block__item">
            <span className="crisis-block__name">{line.name}</span>
            <a className="crisis-block__number" href={`tel:${line.dial}`}>
              {line.display}
            </a>
            <span className="crisis-block__meta">
              {line.description}. {line.hours}.
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
};
