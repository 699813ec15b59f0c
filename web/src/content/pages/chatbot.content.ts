import type { InfoCard } from '../content.types';

export const chatbot = {
  eyebrow: 'AI chatbot',
  title: 'A kind listener, any time of day',
  illustration: { src: '/illustrations/chat.svg', width: 320, height: 200 },
  intro: [
    'The Manobal chatbot is a place to put your thoughts into words, try a calming exercise or prepare for a therapy session, whenever you need it.',
    'It is a separate app. The button below opens it in a new tab.',
  ],
  openLabel: 'Open the Manobal chatbot',
  /** While the deployment names no chatbot address: the page describes a plan, not an app to open. */
  planned: {
    title: 'A kind listener, in the making',
    intro: [
      'We are building the Manobal chatbot: a place to put your thoughts into words, try a calming exercise or prepare for a therapy session.',
      'It is not available yet. Until it is, our articles, free screenings and care team are here for you.',
    ],
    featuresHeading: 'What it is planned to do',
  },
  features: {
    heading: 'What you can do with it',
    items: [
      { title: 'Talk things through', text: 'Write about your day or a worry and get a thoughtful, non-judging reply.' },
      { title: 'Calm down in the moment', text: 'Follow short breathing and grounding exercises step by step.' },
      { title: 'Check in on your mood', text: 'Notice patterns in how you feel across the week.' },
      { title: 'Get ready for therapy', text: 'Jot down what you want to talk about in your next session.' },
    ] satisfies readonly InfoCard[],
  },
  limits: {
    heading: 'What it is not',
    body: [
      'The chatbot is not a therapist or a doctor, and it cannot diagnose or treat any condition. It may sometimes get things wrong.',
      'It is not for emergencies. If you are in crisis or thinking of harming yourself, please call one of the helplines below straight away.',
    ],
  },
  privacy: {
    heading: 'Your privacy',
    body: [
      'The chatbot is a separate app with its own privacy notice, which it shows before you start. Please read it before sharing anything personal.',
    ],
  },
  humans: {
    heading: 'Prefer a real person?',
    body: ['Our care team is here for you too. Book a free introductory call and talk to someone who listens.'],
    link: { label: 'Book a free introductory call', to: '/book-free-session' },
  },
};

/** The page's words; the Hindi twin beside this file has the same type. */
export type ChatbotContent = typeof chatbot;
