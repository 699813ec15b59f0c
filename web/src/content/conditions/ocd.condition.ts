import type { ConditionPageContent } from '../content.types';
import { SCREENING_NOTE } from '../screening.content';

export const condition: ConditionPageContent = {
  path: '/ocd',
  hero: {
    eyebrow: 'OCD',
    title: 'Obsessive-compulsive disorder (OCD)',
    intro: [
      'OCD traps people in a loop of unwanted thoughts and repeated actions. It is much more than being tidy or particular, and it can take up hours of the day.',
      'With specialised therapy and, when needed, medicine, most people find the loop loosens and life opens up again.',
    ],
    action: { label: 'Book a Free Call', to: '/book-free-session' },
  },
  illustration: { src: '/illustrations/loop.svg', width: 320, height: 200 },
  about: {
    heading: 'Obsessions and compulsions',
    body: [
      'Obsessions are intrusive thoughts, images or urges that cause distress, such as fears about germs, harm coming to loved ones, or thoughts that feel against your values or faith.',
      'Compulsions are actions or mental rituals done to reduce that distress or prevent something bad, such as washing, checking, counting or repeating prayers. They bring brief relief, but the obsessions return, so the cycle continues.',
      'Having an intrusive thought does not mean you want it or will act on it. People with OCD are usually deeply troubled by these thoughts precisely because they go against who they are.',
    ],
  },
  signs: {
    heading: 'Signs of OCD',
    display: 'list',
    items: [
      'Repeated, unwanted thoughts that are hard to push away.',
      'Excessive washing, bathing or cleaning because of fear of contamination.',
      'Checking doors, gas knobs, switches or messages again and again.',
      'Needing things to be arranged or done in an exact way until it feels "right".',
      'Counting, repeating words or prayers, or redoing actions a set number of times.',
      'Seeking reassurance from others repeatedly.',
      'Avoiding places, people or objects that trigger obsessions.',
      'Rituals taking more than an hour a day, or making you late or exhausted.',
    ],
  },
  prompts: [
    {
      id: 'screening',
      heading: 'Take the OCD screening',
      body: [`Sixteen short statements can help you notice whether OCD patterns are affecting you. ${SCREENING_NOTE}`],
      link: { label: 'Start the OCD screening', to: '/ocd-test' },
    },
  ],
  faqs: {
    heading: 'Frequently asked questions about OCD',
    items: [
      {
        id: 'tidy',
        question: 'Does liking things clean and tidy mean I have OCD?',
        answer: [
          'No. Many people like order. OCD involves distressing obsessions and compulsions that take up a lot of time and interfere with daily life.',
        ],
      },
      {
        id: 'treatment',
        question: 'What is the most effective treatment for OCD?',
        answer: [
          'Exposure and response prevention (ERP), a type of cognitive behavioural therapy, is the main psychological treatment. Medicines prescribed by a psychiatrist also help many people, often alongside ERP.',
        ],
      },
      {
        id: 'medicine',
        question: 'How long does OCD medicine take to work?',
        answer: [
          'It usually takes several weeks, and the full effect can take a few months. Your psychiatrist will guide the dose and timing. Do not stop medicine suddenly, even if you feel better; plan any change with your psychiatrist.',
        ],
      },
      {
        id: 'thoughts',
        question: 'I have frightening thoughts about harming someone. Does that mean I am dangerous?',
        answer: [
          'Intrusive harm thoughts are a common part of OCD, and the distress they cause shows they go against your values. A therapist trained in OCD will understand and will not judge you.',
        ],
      },
      {
        id: 'family',
        question: 'How can family members help?',
        answer: [
          'Families often try to help by giving reassurance or joining rituals, which unintentionally keeps OCD going. A therapist can guide the family on how to support recovery kindly while stepping back from rituals.',
        ],
      },
    ],
  },
};
