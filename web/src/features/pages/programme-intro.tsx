import type { InfoCard } from '../../content/content.types';
import { Section } from '../../components/section';
import { HeroPageHeader, type HeroPageHeaderProps } from './hero-page-header';
import { InfoCardGrid } from './info-card-grid';

interface CardSection {
  readonly heading: string;
  readonly items: readonly InfoCard[];
}

export interface ProgrammeIntroContent extends Omit<HeroPageHeaderProps, 'children'> {
  readonly offer: CardSection;
  readonly planned: CardSection;
}

/** How a programme page opens (schools, employers): its hero, what it offers and what is planned. */
export const ProgrammeIntro = ({ page }: { readonly page: ProgrammeIntroContent }) => (
  <>
    <HeroPageHeader eyebrow={page.eyebrow} title={page.title} intro={page.intro} illustration={page.illustration} />
    <Section title={page.offer.heading}>
      <InfoCardGrid items={page.offer.items} />
    </Section>
    <Section title={page.planned.heading}>
      <InfoCardGrid items={page.planned.items} />
    </Section>
  </>
);
