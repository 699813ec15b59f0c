import { useId } from 'react';
import { MessageCircle } from 'lucide-react';
import { Avatar } from '../../components/avatar';
import { RESPONSES } from '../../content/articles/responses.content';

/** The spec's non-functional responses block, labelled honestly as a closed preview. */
export const ResponsesBlock = () => {
  const headingId = useId();
  const noticeId = useId();
  return (
    <section className="responses" aria-labelledby={headingId} aria-describedby={noticeId}>
      <h2 id={headingId} className="responses__heading">
        <MessageCircle aria-hidden="true" size={24} strokeWidth={1.5} />
        {RESPONSES.heading}
      </h2>
      <p id={noticeId} className="responses__notice">
        {RESPONSES.closedNotice}
      </p>
      <ul className="responses__list">
        {RESPONSES.samples.map((sample) => (
          <li key={sample.name} className="responses__item">
            <Avatar name={sample.name} size={40} />
            <div>
              <p className="responses__meta">
                <span className="responses__name">{sample.name}</span>
                <span className="responses__label">{RESPONSES.sampleLabel}</span>
              </p>
              <p className="responses__text">{sample.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
};
