import { Accordion } from '../../components/accordion';
import { PageHeader } from '../../components/page-header';
import { Section } from '../../components/section';
import { Blocks } from '../../content/content-blocks';
import { useContent } from '../../content/localized-content';
import { FAQ_CONTENT } from '../../content/page-content-routes';

/** 'About Us and FAQs': four sections, each an accordion with one answer open at a time. */
export const FaqPage = () => {
  const faq = useContent(FAQ_CONTENT);
  return (
    <>
      <PageHeader
        title={faq.title}
        intro={faq.intro.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      />
      {faq.sections.map((section, index) => (
        <Section key={section.id} title={section.heading} tone={index % 2 === 0 ? 'paper' : 'sand'}>
          <Accordion
            headingLevel={3}
            items={section.items.map((item) => ({ id: item.id, question: item.question, answer: <Blocks blocks={item.answer} /> }))}
          />
        </Section>
      ))}
    </>
  );
};
