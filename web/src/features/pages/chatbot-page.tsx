import { ButtonLink, buttonClass } from '../../components/button';
import { CrisisBlock } from '../../components/crisis-block';
import { ExternalLink } from '../../components/external-link';
import { Section } from '../../components/section';
import { SITE_CONTENT } from '../../content/site-content';
import { useContent } from '../../content/localized-content';
import { CHATBOT_CONTENT } from '../../content/page-content-routes';
import { HeroPageHeader } from './hero-page-header';
import { InfoCardGrid } from './info-card-grid';

/** Where the separate chatbot app lives (the deployment's site content file); null while there is none. */
const CHATBOT_APP_URL: string | null = SITE_CONTENT.chatbotUrl;

/**
 * The separate chatbot app, with its limits stated as clearly as its uses. Until the deployment names the app's
 * address, the page describes it as planned and offers no button to open it.
 */
export const ChatbotPage = () => {
  const page = useContent(CHATBOT_CONTENT);
  const { features, limits, privacy, humans, planned } = page;
  return (
    <>
      <HeroPageHeader
        eyebrow={page.eyebrow}
        title={CHATBOT_APP_URL ? page.title : planned.title}
        intro={CHATBOT_APP_URL ? page.intro : planned.intro}
        illustration={page.illustration}
      >
        {CHATBOT_APP_URL ? (
          <ExternalLink href={CHATBOT_APP_URL} className={buttonClass('primary')}>
            {page.openLabel}
          </ExternalLink>
        ) : null}
      </HeroPageHeader>
      <Section title={CHATBOT_APP_URL ? features.heading : planned.featuresHeading}>
        <InfoCardGrid items={features.items} columns={4} />
      </Section>
      <Section title={limits.heading} tone="sand">
        {limits.body.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <CrisisBlock />
      </Section>
      <Section title={privacy.heading}>
        {privacy.body.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </Section>
      <Section title={humans.heading} tone="teal">
        {humans.body.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <ButtonLink to={humans.link.to}>{humans.link.label}</ButtonLink>
      </Section>
    </>
  );
};
