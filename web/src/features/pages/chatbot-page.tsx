import { ButtonLink, buttonClass } from '../../components/button';
import { CrisisBlock } from '../../components/crisis-block';
import { ExternalLink } from '../../components/external-link';
import { Section } from '../../components/section';
import { CHATBOT_APP_URL, CHATBOT_PAGE } from '../../content/pages/chatbot.content';
import { HeroPageHeader } from './hero-page-header';
import { InfoCardGrid } from './info-card-grid';

const { features, limits, privacy, humans, planned } = CHATBOT_PAGE;

/**
 * The separate chatbot app, with its limits stated as clearly as its uses. Until the deployment names the app's
 * address, the page describes it as planned and offers no button to open it.
 */
export const ChatbotPage = () => (
  <>
    <HeroPageHeader
      eyebrow={CHATBOT_PAGE.eyebrow}
      title={CHATBOT_APP_URL ? CHATBOT_PAGE.title : planned.title}
      intro={CHATBOT_APP_URL ? CHATBOT_PAGE.intro : planned.intro}
      illustration={CHATBOT_PAGE.illustration}
    >
      {CHATBOT_APP_URL ? (
        <ExternalLink href={CHATBOT_APP_URL} className={buttonClass('primary')}>
          {CHATBOT_PAGE.openLabel}
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
