import type { ConditionPageContent } from '../content.types';
import { SCREENING_NOTE } from '../screening.content';

export const condition: ConditionPageContent = {
  path: '/depression',
  hero: {
    eyebrow: 'Depression',
    title: 'Understanding depression',
    intro: [
      'Depression is more than feeling sad for a few days. It is a lasting low mood or loss of interest that affects how you think, sleep, eat and cope with daily life.',
      'It is common, it is not a personal failure, and it is treatable. Many people feel better with the right mix of therapy, support and, when needed, medicine.',
    ],
  },
  illustration: { src: '/illustrations/sun-cloud.svg', width: 320, height: 200 },
  types: {
    heading: 'Types of depression',
    intro: 'Depression can take different forms. Knowing which one fits helps you and your therapist choose the right support.',
    bookLink: { label: 'Book a Free Call', to: '/book-free-session' },
    items: [
      {
        id: 'major',
        title: 'Major depression',
        summary: 'Periods of at least two weeks with low mood or loss of interest, along with changes in sleep, appetite, energy and thinking.',
        details: [
          'Major depression can make everyday tasks feel very hard. Some people have one episode; others have several across their life.',
          {
            list: [
              'Feeling low, empty or hopeless most of the day.',
              'Losing interest in things you used to enjoy.',
              'Sleeping or eating much more or less than usual.',
              'Feeling worthless or guilty, and finding it hard to concentrate.',
            ],
          },
          'Talking therapies such as cognitive behavioural therapy help many people. A psychiatrist may also suggest medicine; that decision is made together, and medicine is never stopped suddenly.',
        ],
        related: { label: 'Signs your depression may be getting worse', to: '/depression-worsening' },
      },
      {
        id: 'persistent',
        title: 'Persistent depressive disorder',
        summary: 'A milder but long-lasting low mood that continues for two years or more.',
        details: [
          'Also called dysthymia, this form can feel like a grey cloud that never quite lifts. Because it lasts so long, people often think it is simply their personality.',
          'You may still manage work and family, but with little joy or energy. Therapy can help you notice and change patterns that keep the low mood going, and it is never too late to start.',
        ],
      },
      {
        id: 'perinatal',
        title: 'Perinatal and postpartum depression',
        summary: 'Depression during pregnancy or in the months after giving birth. It is different from the short-lived "baby blues".',
        details: [
          'New parents are often expected to feel only joy. Feeling low, anxious, tearful, numb or unable to bond with the baby for more than two weeks deserves care, not blame.',
          {
            list: [
              'Persistent sadness, irritability or anxiety.',
              'Feeling disconnected from the baby or family.',
              'Trouble sleeping even when the baby sleeps.',
              'Frightening thoughts about harming yourself or the baby.',
            ],
          },
          'Please speak to your obstetrician, doctor or a mental health professional. Treatment is safe and effective, including during breastfeeding when chosen with a psychiatrist. Fathers can experience depression after a birth too.',
        ],
      },
    ],
  },
  signs: {
    heading: 'Signs of depression',
    intro: 'If several of these have lasted two weeks or more, it is worth talking to a professional.',
    display: 'cards',
    items: [
      { title: 'Persistent low mood', text: 'Feeling sad, empty or hopeless for most of the day, on most days.' },
      { title: 'Loss of interest', text: 'Little pleasure in food, friends, hobbies or things you once enjoyed.' },
      { title: 'Changes in sleep and appetite', text: 'Sleeping or eating much more or much less than usual.' },
      { title: 'Low energy', text: 'Feeling tired and slowed down, so that small tasks take great effort.' },
      { title: 'Harsh thoughts', text: 'Feeling worthless, guilty or like a burden to the people around you.' },
      { title: 'Trouble concentrating', text: 'Finding it hard to think clearly, remember things or make decisions.' },
    ],
  },
  prompts: [
    {
      id: 'screening',
      heading: 'Take the depression screening',
      body: [`Eleven questions about the last few weeks can help you see where you stand. ${SCREENING_NOTE}`],
      link: { label: 'Start the depression screening', to: '/depression-test' },
    },
    {
      id: 'match',
      heading: 'Find support that fits you',
      body: ['Tell us a little about what you are going through, and we will suggest a therapist who speaks your language and suits your schedule.'],
      link: { label: 'Find your therapist', to: '/find-your-doctor' },
    },
  ],
  faqs: {
    heading: 'Frequently asked questions about depression',
    items: [
      {
        id: 'sadness',
        question: 'How is depression different from ordinary sadness?',
        answer: [
          'Sadness is a natural reaction to hard events and usually eases with time. Depression lasts longer, at least two weeks, affects many parts of life such as sleep, appetite and energy, and often does not lift even when things go well.',
        ],
      },
      {
        id: 'weakness',
        question: 'Is depression a sign of weakness?',
        answer: [
          'No. Depression is a health condition influenced by biology, life events, stress and relationships. It can affect anyone. Seeking help is a strong and sensible step.',
        ],
      },
      {
        id: 'treatment',
        question: 'What treatment works for depression?',
        answer: [
          'Talking therapies such as cognitive behavioural therapy and interpersonal therapy are effective. For moderate or severe depression, a psychiatrist may recommend medicine as well. Daily routine, movement, sleep and social contact support recovery.',
        ],
      },
      {
        id: 'medicine',
        question: 'Will I have to take medicine for life?',
        answer: [
          'Not necessarily. Many people take antidepressants for a period and then reduce them gradually with their psychiatrist. Never stop medicine suddenly on your own, as this can cause unpleasant effects or a return of symptoms.',
        ],
      },
      {
        id: 'help-someone',
        question: 'How can I help someone who may be depressed?',
        answer: [
          'Listen without judging, let them know you care and offer practical help, such as going with them to an appointment. If you are worried about their safety, ask them directly about thoughts of suicide and help them contact a helpline or emergency services.',
        ],
      },
    ],
  },
};
