import { PageHeader } from '../../components/page-header';
import { Blocks, RichText } from '../../content/content-blocks';
import { TERMS_PAGE } from '../../content/pages/terms.content';
import * as styles from './pages.module.css';

/** The spec's 'Terms & Conditions' heading over the real terms: fees, cancellation, age, confidentiality, emergencies, grievances. */
export const TermsPage = () => (
  <>
    <PageHeader
      title={TERMS_PAGE.title}
      intro={
        <>
          {TERMS_PAGE.intro.map((paragraph) => (
            <p key={paragraph}>
              <RichText text={paragraph} />
            </p>
          ))}
        </>
      }
    />
    <div className={`container ${styles.pageBody} ${styles.prose}`}>
      {TERMS_PAGE.sections.map((section) => (
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
