import { PageHeader } from '../../components/page-header';
import { Blocks, RichText } from '../../content/content-blocks';
import { useContent } from '../../content/localized-content';
import { PRIVACY_POLICY_CONTENT } from '../../content/page-content-routes';
import * as styles from './pages.module.css';

export const PrivacyPolicyPage = () => {
  const policy = useContent(PRIVACY_POLICY_CONTENT);
  return (
    <>
      <PageHeader
        title={policy.title}
        intro={
          <>
            {policy.lastUpdated ? <p className={styles.pageCardMeta}>{policy.lastUpdated}</p> : null}
            {policy.intro.map((paragraph) => (
              <p key={paragraph}>
                <RichText text={paragraph} />
              </p>
            ))}
          </>
        }
      />
      <div className={`container ${styles.pageBody} ${styles.prose}`}>
        {policy.sections.map((section) => (
          <section key={section.heading} className={styles.proseSection}>
            <h2>{section.heading}</h2>
            <Blocks blocks={section.body} />
          </section>
        ))}
      </div>
    </>
  );
};
