import type { InfoCard } from '../content.types';

export interface OnboardingStep {
  readonly title: string;
  readonly text: string;
}

export const forStudents = {
  eyebrow: 'Students Well-being Programme',
  title: 'Mental wellness for every student on campus',
  illustration: { src: '/illustrations/campus.svg', width: 320, height: 200 },
  intro: [
    'Exams, hostels, friendships, family hopes and career choices: student life carries a lot. Manobal gives schools and colleges a simple, private way to help students look after their minds.',
  ],
  offer: {
    heading: 'What students get',
    items: [
      { title: 'Private one-on-one sessions', text: 'Confidential sessions with qualified therapists, by video call or in person.' },
      { title: 'Emotional fitness tools', text: 'Free screenings and short reads that build everyday resilience.' },
    ] satisfies readonly InfoCard[],
  },
  /** Pitched by the spec, but not built yet: named as a plan, never as something a student can join today. */
  planned: {
    heading: 'Planned, not available yet',
    items: [{ title: 'Peer-led reflection circles', text: 'Guided small groups where students share and learn from each other.' }] satisfies readonly InfoCard[],
  },
  results: {
    heading: 'What we aim for on each campus',
    note: "These are the programme's targets, which we measure and review with you; they are not results reported from past campuses.",
    stats: [
      { value: '3x', label: 'help-seeking' },
      { value: '92%', label: 'satisfaction' },
      { value: 'Under 2 weeks', label: 'onboarding' },
      { value: '70%+', label: 'first-month engagement' },
    ],
  },
  onboarding: {
    heading: 'How we get your campus started',
    steps: [
      { title: 'Meet and plan', text: 'We meet your leadership and counsellors to understand your students and agree on goals.' },
      { title: 'Set up', text: 'We agree how students reach us privately, and train staff to recognise distress and refer with care.' },
      { title: 'Launch', text: 'We introduce the programme to students through short, friendly sessions in classes or hostels.' },
      { title: 'Support and review', text: 'Sessions begin, and we review anonymous, aggregate feedback with you to keep improving.' },
    ] satisfies readonly OnboardingStep[],
  },
  fit: {
    heading: 'Made for your campus',
    body: ['The programme suits schools and colleges of 100 to 10,000 students, in cities and smaller towns alike.'],
  },
  contact: {
    heading: 'Bring the programme to your campus',
    note: 'Each button opens a short form; our team writes back within two working days. You can also write to {email}.',
  },
};

/** The page's words; the Hindi twin beside this file has the same type. */
export type ForStudentsContent = typeof forStudents;
