import { useRef, useState, type ComponentType, type Ref } from 'react';
import { Benefits } from './benefits';
import { ClosingSection } from './closing-section';
import { ConditionsCarousel } from './conditions-carousel';
import { ContactStrip } from './contact-strip';
import { FlipCards } from './flip-cards';
import { FloatingVolunteer } from './floating-volunteer';
import { Hero } from './hero';
import { JourneyCta } from './journey-cta';
import { NewsBlock } from './news-block';
import { ResourcesBlock } from './resources-block';

export interface HomePageProps {
  /** The refer-a-person section, from the refer feature: the app layer composes the two (features never import each other). */
  readonly ReferSection: ComponentType<{ ref?: Ref<HTMLElement> }>;
}

/** The home page, in the spec's order (section 2). */
export const HomePage = ({ ReferSection }: HomePageProps) => {
  const heroRef = useRef<HTMLElement>(null);
  const referRef = useRef<HTMLElement>(null);
  const closingRef = useRef<HTMLElement>(null);
  // One array for the page's life: the button's observer is built once.
  const [keepClearOf] = useState(() => [referRef, closingRef]);
  return (
    <>
      <Hero ref={heroRef} />
      <Benefits />
      <ConditionsCarousel />
      <JourneyCta />
      <FlipCards />
      <ResourcesBlock />
      <NewsBlock />
      <ReferSection ref={referRef} />
      <ClosingSection ref={closingRef} />
      <ContactStrip />
      <FloatingVolunteer heroRef={heroRef} keepClearOf={keepClearOf} />
    </>
  );
};
