import type { ComponentType } from 'react';
import { CrisisBlock } from '../../components/crisis-block';
import { PageHeader } from '../../components/page-header';
import { Section } from '../../components/section';
import { Blocks } from '../../content/content-blocks';
import type { ConditionPageContent, SignsBlock } from '../../content/content.types';
import { useContent, type LocalizedContent } from '../../content/localized-content';
import { FaqAccordion } from './faq-accordion';
import { HeroIntro } from './hero-intro';
import { PromptCallout } from './prompt-callout';
import { TypeCards } from './type-cards';
import * as styles from './condition.module.css';

const Signs = ({ signs }: { signs: SignsBlock }) => (
  <Section title={signs.heading}>
    {signs.intro ? <p className={styles.sectionIntro}>{signs.intro}</p> : null}
    {signs.display === 'cards' ? (
      <ul className={styles.cardGrid}>
        {signs.items.map((item) => (
          <li key={item.title} className={styles.infoCard}>
            <h3 className={styles.infoCardTitle}>{item.title}</h3>
            <p>{item.text}</p>
          </li>
        ))}
      </ul>
    ) : (
      <ul className={styles.signsList}>
        {signs.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    )}
  </Section>
);

/** A condition page, top to bottom: hero, about, types, signs, call-outs, FAQs, banner, helplines. */
export const ConditionPage = ({ content }: { content: ConditionPageContent }) => (
  <>
    <PageHeader
      eyebrow={content.hero.eyebrow}
      title={content.hero.title}
      intro={<HeroIntro paragraphs={content.hero.intro} illustration={content.illustration} action={content.hero.action} />}
      wideIntro
    />
    {content.about ? (
      <Section title={content.about.heading}>
        <Blocks blocks={content.about.body} />
      </Section>
    ) : null}
    {content.types ? (
      <Section title={content.types.heading} tone="sand">
        {content.types.intro ? <p className={styles.sectionIntro}>{content.types.intro}</p> : null}
        <TypeCards items={content.types.items} bookLink={content.types.bookLink} />
      </Section>
    ) : null}
    <Signs signs={content.signs} />
    {content.prompts.length > 0 ? (
      <div className={`${styles.callouts} container`}>
        {content.prompts.map((prompt) => (
          <PromptCallout key={prompt.id} prompt={prompt} />
        ))}
      </div>
    ) : null}
    <Section title={content.faqs.heading}>
      <FaqAccordion items={content.faqs.items} />
    </Section>
    {content.banner ? (
      <div className={`container ${styles.banner}`}>
        <PromptCallout prompt={content.banner} />
      </div>
    ) : null}
    <div className={`container ${styles.crisisBand}`}>
      <CrisisBlock />
    </div>
  </>
);

/** The route component for one condition page, in the page's language (its route loads that language first). */
export const conditionComponent = (content: LocalizedContent<ConditionPageContent>): ComponentType => {
  const ConditionRoute = () => <ConditionPage content={useContent(content)} />;
  return ConditionRoute;
};
