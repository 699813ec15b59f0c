import { ButtonLink, buttonClass } from '../../components/button';
import { CrisisBlock } from '../../components/crisis-block';
import { ExternalLink } from '../../components/external-link';
import { Section } from '../../components/section';
import { CHATBOT_APP_URL, CHATBOT_PAGE } from '../../content/pages/chatbot.content';
import { HeroPageHeader } from './hero-page-header';
import { InfoCardGrid } from './info-card-grid';

const { features, limits, privacy, humans } = CHATBOT_PAGE;

/** Marketing for the separate chatbot app, with its limits stated as clearly as its uses. */
export const ChatbotPage = () => (
  <>
    <HeroPageHeader
      eyebrow={CHATBOT_PAGE.eyebrow}
      title={CHATBOT_PAGE.title}
      intro={CHATBOT_PAGE.intro}
      illustration={CHATBOT_PAGE.illustration}
    >
      <ExternalLink href={CHATBOT_APP_URL} className={buttonClass('primary')}>
        {CHATBOT_PAGE.openLabel}
      </ExternalLink>
    </HeroPageHeader>
    <Section title={features.heading}>
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
