import type { InfoCard } from '../content.types';

export const forCorporates = {
  eyebrow: 'For Corporates',
  title: 'Mental wellness for your whole workforce',
  illustration: { src: '/illustrations/office.svg', width: 320, height: 200 },
  intro: [
    'People do their best work when they feel supported. Manobal brings personalised mental health care to your employees, and practical training to the leaders who look after them.',
  ],
  offer: {
    heading: 'What your teams get',
    items: [
      { title: 'Personalised employee support', text: 'Each employee can find a therapist who suits their concern, language and schedule.' },
      { title: 'Live counselling', text: 'Confidential one-on-one sessions by video call or in person.' },
      { title: 'Emergency helpline', text: 'Clear routes to urgent help when someone is in crisis.' },
      { title: 'Guided resources', text: 'Short articles and free screenings employees can use privately.' },
      { title: 'Leadership training', text: 'Sessions, arranged with you, that help managers spot distress early and respond with care.' },
      { title: 'Team-building and workshops', text: 'Sessions on stress, burnout, communication and resilience, arranged with you.' },
    ] satisfies readonly InfoCard[],
  },
  /** Pitched by the spec, but not built yet: named as plans, never as something an employee can use today. */
  planned: {
    heading: 'Planned, not available yet',
    items: [
      { title: '24/7 chat', text: 'A place to reach out at any hour, between sessions.' },
      { title: 'Email check-ins', text: 'Gentle, regular check-ins that keep support going.' },
      { title: 'Peer community', text: 'Safe, moderated spaces for employees to share and support each other.' },
    ] satisfies readonly InfoCard[],
  },
  impact: {
    heading: 'Why it matters',
    stat: '21%',
    statLabel: 'higher productivity: the target we set with each workplace',
    body: [
      "This is the programme's goal, which we agree and measure with you; it is not a result we report from past clients.",
      'When people feel supported, it shows in their work: in focus, energy and teamwork.',
    ],
  },
  contact: {
    heading: 'Bring Manobal to your workplace',
    emailLabel: 'Work email',
    emailPlaceholder: 'Enter your work email',
    note: 'Each button opens a short form; our team writes back within two working days. You can also write to {email}.',
  },
};

/** The page's words; the Hindi twin beside this file has the same type. */
export type ForCorporatesContent = typeof forCorporates;
