import { useId } from 'react';
import { MessageCircle } from 'lucide-react';
import { Avatar } from '../../components/avatar';
import { RESPONSES } from '../../content/articles/responses.content';
import * as styles from './article.module.css';

/** The spec's non-functional responses block, labelled honestly as a closed preview. */
export const ResponsesBlock = () => {
  const headingId = useId();
  const noticeId = useId();
  return (
    <section className={styles.responses} aria-labelledby={headingId} aria-describedby={noticeId}>
      <h2 id={headingId} className={styles.responsesHeading}>
        <MessageCircle aria-hidden="true" size={24} strokeWidth={1.5} />
        {RESPONSES.heading(RESPONSES.samples.length)}
      </h2>
      <p id={noticeId} className={styles.responsesNotice}>
        {RESPONSES.closedNotice}
      </p>
      <ul className={styles.responsesList}>
        {RESPONSES.samples.map((sample) => (
          <li key={sample.name} className={styles.responsesItem}>
            <Avatar name={sample.name} size={40} />
            <div>
              <p className={styles.responsesMeta}>
                <span className={styles.responsesName}>{sample.name}</span>
                <span className={styles.responsesLabel}>{RESPONSES.sampleLabel}</span>
              </p>
              <p className={styles.responsesText}>{sample.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
};
