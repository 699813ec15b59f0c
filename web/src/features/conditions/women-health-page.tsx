import { useId, useState } from 'react';
import { Check } from 'lucide-react';
import { Button, ButtonLink } from '../../components/button';
import { CrisisBlock } from '../../components/crisis-block';
import { PageHeader } from '../../components/page-header';
import { Section } from '../../components/section';
import { useToast } from '../../components/toast';
import type { EatingDisorderProfile, WomenHealthContent } from '../../content/content.types';
import { useContent } from '../../content/localized-content';
import { WOMEN_HEALTH_CONTENT } from '../../content/page-content-routes';
import { HeroIntro } from './hero-intro';
import { FaqAccordion } from './faq-accordion';
import * as styles from './condition.module.css';

const ProfilePanel = ({ profile, id, labels }: { profile: EatingDisorderProfile; id: string; labels: WomenHealthContent['labels'] }) => (
  <div id={id} className={styles.profilePanel}>
    <h2>{profile.title}</h2>
    {profile.description.map((paragraph) => (
      <p key={paragraph}>{paragraph}</p>
    ))}
    <h3>{labels.symptoms}</h3>
    <ul className={styles.signsList}>
      {profile.symptoms.map((symptom) => (
        <li key={symptom}>{symptom}</li>
      ))}
    </ul>
    <h3>{labels.mythsAndFacts}</h3>
    <ul className={styles.cardGrid}>
      {profile.mythsAndFacts.map((item) => (
        <li key={item.myth} className={`${styles.infoCard} ${styles.mythCard}`}>
          <p>
            <span className={styles.mythCardTag}>{labels.myth}</span> {item.myth}
          </p>
          <p>
            <span className={`${styles.mythCardTag} ${styles.mythCardTagFact}`}>{labels.fact}</span> {item.fact}
          </p>
        </li>
      ))}
    </ul>
    <ButtonLink to={profile.screening.to} variant="secondary">
      {profile.screening.label}
    </ButtonLink>
  </div>
);

/** Women's health: anorexia and bulimia behind an accessible two-button toggle. */
export const WomenHealthPage = () => {
  const womenHealth = useContent(WOMEN_HEALTH_CONTENT);
  const [selectedId, setSelectedId] = useState<EatingDisorderProfile['id']>(womenHealth.profiles[0].id);
  const toast = useToast();
  const panelId = useId();
  const toggleLabelId = useId();
  const selected = womenHealth.profiles.find((profile) => profile.id === selectedId) ?? womenHealth.profiles[0];
  const { treatment } = womenHealth;
  return (
    <>
      <PageHeader
        eyebrow={womenHealth.hero.eyebrow}
        title={womenHealth.hero.title}
        intro={<HeroIntro paragraphs={womenHealth.hero.intro} illustration={womenHealth.illustration} />}
        wideIntro
      />
      <Section labelledBy={toggleLabelId}>
        <p id={toggleLabelId} className={styles.toggleLabel}>
          {womenHealth.toggleLabel}
        </p>
        <div className={styles.toggle} role="group" aria-labelledby={toggleLabelId}>
          {womenHealth.profiles.map((profile) => {
            const pressed = profile.id === selectedId;
            return (
              <button
                key={profile.id}
                type="button"
                className={styles.toggleButton}
                aria-pressed={pressed}
                aria-controls={panelId}
                onClick={() => setSelectedId(profile.id)}
              >
                {pressed ? <Check aria-hidden="true" size={18} strokeWidth={2} /> : null}
                {profile.label}
              </button>
            );
          })}
        </div>
        <ProfilePanel profile={selected} id={panelId} labels={womenHealth.labels} />
      </Section>
      <Section title={treatment.heading} tone="sand">
        {treatment.body.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <Button onClick={() => toast.show(treatment.toastMessage, { action: { label: treatment.toastCloseLabel } })}>
          {treatment.buttonLabel}
        </Button>
      </Section>
      <Section title={womenHealth.faqs.heading}>
        <FaqAccordion items={womenHealth.faqs.items} />
      </Section>
      <div className={`container ${styles.crisisBand}`}>
        <CrisisBlock />
      </div>
    </>
  );
};
