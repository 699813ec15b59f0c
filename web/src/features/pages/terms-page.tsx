import { PageHeader } from '../../components/page-header';
import { Blocks, RichText } from '../../content/content-blocks';
import { useContent } from '../../content/localized-content';
import { TERMS_CONTENT } from '../../content/page-content-routes';
import * as styles from './pages.module.css';

/** The spec's 'Terms & Conditions' heading over the real terms: fees, cancellation, age, confidentiality, emergencies, grievances. */
export const TermsPage = () => {
  const terms = useContent(TERMS_CONTENT);
  return (
    <>
      <PageHeader
        title={terms.title}
        intro={
          <>
            {terms.intro.map((paragraph) => (
              <p key={paragraph}>
                <RichText text={paragraph} />
              </p>
            ))}
          </>
        }
      />
      <div className={`container ${styles.pageBody} ${styles.prose}`}>
        {terms.sections.map((section) => (
          <section key={section.heading} className={styles.proseSection}>
            <h2>
              <RichText text={section.heading} />
            </h2>
            <Blocks blocks={section.body} />
          </section>
        ))}
      </div>
    </>
  );
};
