import { PageHeader } from '../../components/page-header';
import { BLOG_LIST_INTRO, BLOG_LIST_TITLE, BLOG_POSTS } from '../../content/blog-posts.content';
import { BlogCardView } from './blog-card';
import * as styles from './pages.module.css';

export const BlogsPage = () => (
  <>
    <PageHeader title={BLOG_LIST_TITLE} intro={<p>{BLOG_LIST_INTRO}</p>} />
    <div className={`container ${styles.pageBody}`}>
      <ul className={styles.pageGrid}>
        {BLOG_POSTS.map((post) => (
          <li key={post.link}>
            <BlogCardView post={post} />
          </li>
        ))}
      </ul>
    </div>
  </>
);
