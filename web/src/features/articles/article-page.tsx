import { useId, type ComponentType, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { LOCALE_HTML_LANG } from '@manobal/core';
import { useLocale } from '../../app/locale-context';
import { CrisisBlock } from '../../components/crisis-block';
import { PageHeader } from '../../components/page-header';
import { IllustrationImage } from '../../components/illustration-image';
import { Blocks, RichText } from '../../content/content-blocks';
import type { Article } from '../../content/content.types';
import { ARTICLE_IN_ENGLISH } from '../../content/articles/article-language.content';
import { CONTACT_FOOTER, RELATED_HEADING, SUPPORT_LINE } from '../../content/articles/responses.content';
import { ResponsesBlock } from './responses-block';
import * as styles from './article.module.css';

const ArticleSectionView = ({ heading, children }: { heading: string; children: ReactNode }) => {
  const headingId = useId();
  return (
    <section className={styles.articleSection} aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      {children}
    </section>
  );
};

/** One article or blog post: header, sections, where to go next, helplines, and its ending. */
export const ArticlePage = ({ article }: { article: Article }) => {
  const showsResponses = article.ending !== 'support';
  const locale = useLocale();
  return (
    <>
      {locale === 'en' ? null : <p className={`container ${styles.articleLanguageNote}`}>{ARTICLE_IN_ENGLISH[locale]}</p>}
      <article lang={locale === 'en' ? undefined : 'en'}>
        <PageHeader eyebrow={article.eyebrow} title={article.title} intro={<p>{article.standfirst}</p>} />
        <div className={`container ${styles.articleBody}`}>
          <IllustrationImage className={styles.articleArt} illustration={article.illustration} />
          {article.sections.map((section) => (
            <ArticleSectionView key={section.heading} heading={section.heading}>
              <Blocks blocks={section.body} />
            </ArticleSectionView>
          ))}
          {article.related.length > 0 ? (
            <ArticleSectionView heading={RELATED_HEADING}>
              <ul className={styles.articleRelated}>
                {article.related.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to}>{link.label}</Link>
                  </li>
                ))}
              </ul>
            </ArticleSectionView>
          ) : null}
          {locale === 'en' ? (
            <CrisisBlock />
          ) : (
            <div lang={LOCALE_HTML_LANG[locale]}>
              <CrisisBlock />
            </div>
          )}
          {showsResponses ? <ResponsesBlock /> : null}
          <footer className={styles.articleFooter}>
            <p>
              <RichText text={article.ending === 'responses-and-contact' ? CONTACT_FOOTER : SUPPORT_LINE} />
            </p>
          </footer>
        </div>
      </article>
    </>
  );
};

/** The route component for one article, created once its content chunk has loaded. */
export const articleComponent = (article: Article): ComponentType => {
  const ArticleRoute = () => <ArticlePage article={article} />;
  return ArticleRoute;
};
