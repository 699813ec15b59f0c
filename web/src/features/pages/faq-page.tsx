import { Accordion } from '../../components/accordion';
import { PageHeader } from '../../components/page-header';
import { Section } from '../../components/section';
import { Blocks } from '../../content/content-blocks';
import { FAQ_PAGE, FAQ_SECTIONS } from '../../content/pages/faq.content';

/** 'About Us and FAQs': four sections, each an accordion with one answer open at a time. */
export const FaqPage = () => (
  <>
    <PageHeader
      title={FAQ_PAGE.title}
      intro={FAQ_PAGE.intro.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    />
    {FAQ_SECTIONS.map((section, index) => (
      <Section key={section.id} title={section.heading} tone={index % 2 === 0 ? 'paper' : 'sand'}>
        <Accordion
          headingLevel={3}
          items={section.items.map((item) => ({ id: item.id, question: item.question, answer: <Blocks blocks={item.answer} /> }))}
        />
      </Section>
    ))}
  </>
);
