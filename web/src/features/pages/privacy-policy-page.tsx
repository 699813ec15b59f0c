import { PageHeader } from '../../components/page-header';
import { Blocks, RichText } from '../../content/content-blocks';
import { PRIVACY_POLICY } from '../../content/pages/privacy-policy.content';
import * as styles from './pages.module.css';

export const PrivacyPolicyPage = () => (
  <>
    <PageHeader
      title={PRIVACY_POLICY.title}
      intro={
        <>
          <p className={styles.pageCardMeta}>{PRIVACY_POLICY.lastUpdated}</p>
          {PRIVACY_POLICY.intro.map((paragraph) => (
            <p key={paragraph}>
              <RichText text={paragraph} />
            </p>
          ))}
        </>
      }
    />
    <div className={`container ${styles.pageBody} ${styles.prose}`}>
      {PRIVACY_POLICY.sections.map((section) => (
        <section key={section.heading} className={styles.proseSection}>
          <h2>{section.heading}</h2>
          <Blocks blocks={section.body} />
        </section>
      ))}
    </div>
  </>
);
