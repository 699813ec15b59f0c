import { ExternalLink } from '../../components/external-link';
import { PageHeader } from '../../components/page-header';
import { IllustrationImage } from '../../components/illustration-image';
import { useLocale } from '../../app/locale-context';
import { NEWS_PAGES } from '../../content/pages/news.content';
import * as styles from './pages.module.css';

export const NewsPage = () => {
  const page = NEWS_PAGES[useLocale()];
  return (
    <>
      <PageHeader title={page.title} intro={<p>{page.intro}</p>} />
      <div className={`container ${styles.pageBody}`}>
        <ul className={styles.pageGrid}>
          {page.links.map((item) => (
            <li key={item.href}>
              <article className={`${styles.pageCard} ${styles.pageCardIsLink}`}>
                <IllustrationImage className={styles.pageCardArt} illustration={item.image} lazy />
                <p className={styles.pageCardMeta}>{item.source}</p>
                <h2 className={styles.pageCardTitle}>
                  <ExternalLink href={item.href} className={styles.pageCardLink}>
                    {item.headline}
                  </ExternalLink>
                </h2>
                <p>{item.summary}</p>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
};
