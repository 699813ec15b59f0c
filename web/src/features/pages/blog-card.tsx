import { Link } from 'react-router-dom';
import { ExternalLink } from '../../components/external-link';
import { IllustrationImage } from '../../components/illustration-image';
import type { BlogCard } from '../../content/blog-posts.content';
import * as styles from './pages.module.css';

export interface BlogCardViewProps {
  post: BlogCard;
  /** The resources landing opens posts in a new tab (spec); the blog list navigates in place. */
  newTab?: boolean;
  headingLevel?: 2 | 3;
}

/** A blog post card; the whole card is the link's hit area. */
export const BlogCardView = ({ post, newTab = false, headingLevel = 2 }: BlogCardViewProps) => {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={`${styles.pageCard} ${styles.pageCardIsLink}`}>
      <IllustrationImage className={styles.pageCardArt} illustration={post.image} lazy />
      <Heading className={styles.pageCardTitle}>
        {newTab ? (
          <ExternalLink href={post.link} className={styles.pageCardLink}>
            {post.title}
          </ExternalLink>
        ) : (
          <Link to={post.link} className={styles.pageCardLink}>
            {post.title}
          </Link>
        )}
      </Heading>
      <p>{post.teaser}</p>
    </article>
  );
};
