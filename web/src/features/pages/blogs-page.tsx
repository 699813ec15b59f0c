import { PageHeader } from '../../components/page-header';
import { useLocale } from '../../app/locale-context';
import { BLOG_LIST_WORDS, BLOG_POSTS } from '../../content/blog-posts.content';
import { BlogCardView } from './blog-card';
import * as styles from './pages.module.css';

export const BlogsPage = () => {
  const locale = useLocale();
  const words = BLOG_LIST_WORDS[locale];
  return (
    <>
      <PageHeader title={words.title} intro={<p>{words.intro}</p>} />
      <div className={`container ${styles.pageBody}`}>
        {/* The posts are English in every edition for now. */}
        <ul className={styles.pageGrid} lang={locale === 'en' ? undefined : 'en'}>
          {BLOG_POSTS.map((post) => (
            <li key={post.link}>
              <BlogCardView post={post} />
            </li>
          ))}
        </ul>
      </div>
    </>
  );
};
