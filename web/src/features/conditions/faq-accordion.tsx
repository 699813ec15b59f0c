import { Accordion } from '../../components/accordion';
import { Blocks } from '../../content/content-blocks';
import type { FaqItem } from '../../content/content.types';

/** Content FAQs through the shared accordion (one answer open at a time). */
export const FaqAccordion = ({ items }: { items: readonly FaqItem[] }) => (
  <Accordion
    headingLevel={3}
    items={items.map((item) => ({ id: item.id, question: item.question, answer: <Blocks blocks={item.answer} /> }))}
  />
);
