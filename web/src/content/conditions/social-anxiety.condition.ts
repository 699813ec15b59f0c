import type { ConditionPageContent } from '../content.types';

export const condition: ConditionPageContent = {
  path: '/social-anxiety',
  hero: {
    eyebrow: 'Social anxiety',
    title: 'Social anxiety: when people feel like a test',
    intro: [
      'Feeling shy before a presentation or a wedding full of relatives is common. Social anxiety is a strong and lasting fear of being judged, embarrassed or watched, which makes everyday situations hard to face.',
      'It often begins in the teenage years and can quietly shape studies, work and friendships. It responds well to treatment.',
    ],
  },
  illustration: { src: '/illustrations/people.svg', width: 320, height: 200 },
  about: {
    heading: 'What social anxiety is like',
    body: [
      'People with social anxiety often know their fear is bigger than the situation, yet they still feel it strongly. They may replay conversations for hours afterwards, criticising what they said, or avoid situations altogether.',
      'Avoidance brings short-term relief but keeps the fear alive. Therapy helps break this cycle gently, one step at a time.',
    ],
  },
  signs: {
    heading: 'Signs of social anxiety',
    display: 'list',
    items: [
      'Intense worry for days or weeks before a social event.',
      'Fear of speaking in class or meetings, making phone calls, or eating in front of others.',
      'Worrying that others will notice you blushing, sweating, trembling or stammering.',
      'Avoiding parties, functions or group activities, or staying on the edges.',
      'Feeling your mind go blank when talking to people.',
      'Going over conversations afterwards and judging yourself harshly.',
      'A racing heart, nausea or shaky voice in social situations.',
      'Relying on alcohol or your phone to get through gatherings.',
    ],
  },
  prompts: [
    {
      id: 'treatment',
      heading: 'Help that works',
      body: [
        'Cognitive behavioural therapy helps you test anxious predictions and build confidence step by step. Some people also benefit from medicine prescribed by a psychiatrist. Tell us what you need and we will suggest a therapist who fits.',
      ],
      link: { label: 'Explore Treatment Options', to: '/find-your-doctor' },
    },
  ],
  faqs: {
    heading: 'Frequently asked questions about social anxiety',
    items: [
      {
        id: 'shyness',
        question: 'Is social anxiety just shyness?',
        answer: [
          'No. Shyness is a personality trait that many people live with comfortably. Social anxiety causes significant distress and leads people to avoid situations that matter to them, such as classes, interviews or family events.',
        ],
      },
      {
        id: 'cause',
        question: 'What causes social anxiety?',
        answer: [
          'It usually comes from a mix of temperament, family patterns, and experiences such as bullying, criticism or embarrassment. It is nobody\'s fault.',
        ],
      },
      {
        id: 'treatment',
        question: 'How is it treated?',
        answer: [
          'Cognitive behavioural therapy is the main treatment. It combines understanding your thoughts with gradually facing feared situations. A psychiatrist may also suggest medicine; decide on it together, and do not stop it suddenly.',
        ],
      },
      {
        id: 'online',
        question: 'Can online therapy help if I am anxious about meeting someone?',
        answer: [
          'Yes. Many people find a video session easier to begin with, and can move to in-person sessions later if they wish.',
        ],
      },
      {
        id: 'self-help',
        question: 'What can I do on my own?',
        answer: [
          'Practise slow breathing, take small steps towards situations you avoid, and notice that feared outcomes rarely happen as badly as predicted. Be kind to yourself when it is hard. Self-help works best alongside professional support.',
        ],
      },
    ],
  },
};
