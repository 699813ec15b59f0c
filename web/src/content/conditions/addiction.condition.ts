import type { ConditionPageContent } from '../content.types';

export const condition: ConditionPageContent = {
  path: '/addiction',
  hero: {
    eyebrow: 'Alcohol addiction',
    title: 'Alcohol addiction: recovery is possible',
    intro: [
      'When drinking starts to control your days rather than the other way round, it may have become an addiction, also called alcohol use disorder. It is a health condition, not a moral failing.',
      'People recover from it every day, with the right support from professionals, family and peers.',
    ],
    action: { label: 'Book a Free Call', to: '/book-free-session' },
  },
  illustration: { src: '/illustrations/open-hands.svg', width: 320, height: 200 },
  about: {
    heading: 'How alcohol addiction develops',
    body: [
      'For many people, drinking begins socially or as a way to relax or sleep. Over time the body gets used to alcohol, so more is needed for the same effect, and stopping brings discomfort. Stress, loneliness, grief, anxiety or depression can all make it harder to cut down.',
      'Addiction can develop gradually, so it is often family or friends who notice first. Whatever stage you are at, it is never too early or too late to seek help.',
    ],
  },
  signs: {
    heading: 'Signs of alcohol addiction',
    intro: 'You do not need to have all of these. Two or three, appearing together over months, are a reason to talk to someone.',
    display: 'list',
    items: [
      'Drinking more, or for longer, than you meant to.',
      'Wanting to cut down but not managing to.',
      'Strong cravings or urges to drink.',
      'Needing more alcohol to feel the same effect.',
      'Shaking, sweating, restlessness or poor sleep when you do not drink.',
      'Spending a lot of time drinking or recovering from it.',
      'Missing work, college or family duties because of drinking.',
      'Continuing to drink despite arguments, health problems or money trouble.',
      'Giving up activities you used to enjoy.',
      'Hiding how much you drink from others.',
    ],
  },
  prompts: [
    {
      id: 'assessment',
      heading: 'Wondering where you stand?',
      body: [
        'A conversation with a counsellor is the best way to understand your drinking. Book a free first session: they will ask a few questions, listen without judgement and help you decide on next steps.',
      ],
      link: { label: 'TAKE ASSESSMENT', to: '/book-free-session' },
    },
  ],
  faqs: {
    heading: 'Frequently asked questions about alcohol addiction',
    items: [
      {
        id: 'how-much',
        question: 'How much drinking is too much?',
        answer: [
          'There is no completely safe level of alcohol for health. For addiction, what matters most is not only the amount but the pattern: whether you can control it, and whether it is harming your health, work or relationships.',
        ],
      },
      {
        id: 'stop-suddenly',
        question: 'Is it safe to stop drinking suddenly?',
        answer: [
          'If you drink heavily every day, stopping suddenly can cause withdrawal that is medically dangerous, with shaking, confusion or seizures. Please talk to a doctor first so that withdrawal can be managed safely. If you notice severe withdrawal signs, seek emergency care.',
        ],
      },
      {
        id: 'treatment',
        question: 'What does treatment involve?',
        answer: [
          'Treatment often starts with a medical check and, if needed, supervised detox. It continues with counselling or therapy to handle cravings and triggers, support groups, family sessions and, in some cases, medicines prescribed by a psychiatrist to reduce cravings or prevent relapse.',
        ],
      },
      {
        id: 'family',
        question: 'How can I help a family member who drinks too much?',
        answer: [
          'Choose a calm, sober moment to share what you have noticed and how it affects you, without shouting or shaming. Offer to help them find support. Look after yourself too: counselling and family support groups can help relatives cope.',
        ],
      },
      {
        id: 'relapse',
        question: 'What if I relapse?',
        answer: [
          'Relapse is common and does not mean you have failed. It is a signal to review what led to it and to strengthen your plan with your counsellor. Many people go through several attempts before lasting recovery.',
        ],
      },
    ],
  },
  banner: {
    id: 'support',
    heading: 'You do not have to do this alone',
    body: [
      'Reaching out is the hardest step and the most important one. Our counsellors offer a confidential first conversation, and they can guide family members too.',
    ],
    link: { label: 'Talk to a counsellor', to: '/book-free-session' },
  },
};
