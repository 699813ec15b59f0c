import { ExternalLink } from '../../components/external-link';
import { PageHeader } from '../../components/page-header';
import { NEWS_LINKS, NEWS_PAGE } from '../../content/pages/news.content';
import './pages.css';

export const NewsPage = () => (
  <>
    <PageHeader title={NEWS_PAGE.title} intro={<p>{NEWS_PAGE.intro}</p>} />
    <div className="container page-body">
      <ul className="page-grid">
        {NEWS_LINKS.map((item) => (
          <li key={item.href}>
            <article className="page-card page-card--link">
              <img className="page-card__art" src={item.image.src} width={item.image.width} height={item.image.height} alt="" loading="lazy" decoding="async" />
              <p className="page-card__meta">{item.source}</p>
              <h2 className="page-card__title">
                <ExternalLink href={item.href} className="page-card__link">
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
