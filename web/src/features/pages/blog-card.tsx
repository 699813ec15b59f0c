import { Link } from 'react-router-dom';
import { ExternalLink } from '../../components/external-link';
import type { BlogCard } from '../../content/blog-posts.content';

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
    <article className="page-card page-card--link">
      <img className="page-card__art" src={post.image.src} width={post.image.width} height={post.image.height} alt="" loading="lazy" decoding="async" />
      <Heading className="page-card__title">
        {newTab ? (
          <ExternalLink href={post.link} className="page-card__link">
            {post.title}
          </ExternalLink>
        ) : (
          <Link to={post.link} className="page-card__link">
            {post.title}
          </Link>
        )}
      </Heading>
      <p>{post.teaser}</p>
    </article>
  );
};
