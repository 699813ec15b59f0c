import type { ConditionPageContent } from '../content.types';
import { SCREENING_NOTE } from '../screening.content';

export const condition: ConditionPageContent = {
  path: '/adhd',
  hero: {
    eyebrow: 'ADHD',
    title: 'Understanding ADHD',
    intro: [
      'Attention-deficit/hyperactivity disorder (ADHD) shapes how a person pays attention, sits still and acts on impulses. It is not laziness, and it is not the result of bad parenting.',
      'ADHD is often noticed in childhood, and many adults discover it later in life. With understanding and the right support, children and adults with ADHD can do very well.',
    ],
  },
  illustration: { src: '/illustrations/focus.svg', width: 320, height: 200 },
  types: {
    heading: 'Types of ADHD',
    intro: 'Professionals describe three presentations of ADHD. They can change as a person grows.',
    bookLink: { label: 'Book a Free Call', to: '/book-free-session' },
    items: [
      {
        id: 'inattentive',
        title: 'Predominantly inattentive',
        summary: 'Difficulty keeping focus, following through and staying organised, usually without obvious restlessness.',
        details: [
          'This presentation is sometimes called "quiet ADHD" because it is easy to miss. A child may be labelled a daydreamer or careless; an adult may feel they are always behind.',
          {
            list: [
              'Losing track of instructions or conversations.',
              'Making careless mistakes despite knowing the material.',
              'Frequently misplacing keys, phones, books or documents.',
              'Putting off tasks that need sustained mental effort.',
              'Being easily distracted by sounds, thoughts or the phone.',
            ],
          },
          'It is often noticed later, especially in girls and women, whose difficulties may be overlooked.',
        ],
      },
      {
        id: 'hyperactive-impulsive',
        title: 'Predominantly hyperactive-impulsive',
        summary: 'A strong need to move, talk and act quickly, often before thinking things through.',
        details: [
          'In young children this may look like constant climbing and running. In teenagers and adults it often turns into an inner restlessness.',
          {
            list: [
              'Fidgeting, tapping or finding it hard to stay seated.',
              'Talking a lot and interrupting others.',
              'Finding it hard to wait for a turn or stand in a queue.',
              'Making quick decisions, purchases or remarks without pausing.',
              'Feeling driven, as if "run by a motor".',
            ],
          },
        ],
      },
      {
        id: 'combined',
        title: 'Combined presentation',
        summary: 'Signs of both inattention and hyperactivity-impulsivity. This is the most commonly diagnosed presentation.',
        details: [
          'People with the combined presentation have a mix of the difficulties above. Which signs are strongest can shift with age, stress and the demands of school or work.',
          'Support usually combines practical strategies, such as routines, reminders and breaking tasks into smaller steps, with therapy, family or teacher guidance, and in some cases medicine prescribed by a psychiatrist.',
        ],
      },
    ],
  },
  signs: {
    heading: 'Common signs of ADHD',
    intro: 'Everyone is distracted or restless at times. In ADHD these patterns are frequent, start in childhood and get in the way at home, school or work.',
    display: 'cards',
    items: [
      { title: 'Trouble focusing', text: 'Drifting away during reading, lectures or meetings, especially when the task is not interesting.' },
      { title: 'Forgetfulness', text: 'Missing appointments, forgetting chores and losing everyday things again and again.' },
      { title: 'Restlessness', text: 'Fidgeting, getting up often, or an inner sense of being unable to relax.' },
      { title: 'Acting on impulse', text: 'Interrupting, blurting things out, or making hasty decisions you later regret.' },
      { title: 'Disorganisation', text: 'Cluttered spaces, unfinished tasks and difficulty planning steps in order.' },
      { title: 'Strong emotions', text: 'Quick frustration, mood swings or feeling hurt easily, then calming down fast.' },
    ],
  },
  prompts: [
    {
      id: 'screening',
      heading: 'Take the ADHD screening',
      body: [`A short questionnaire can help you notice whether ADHD-like patterns are part of your life. ${SCREENING_NOTE}`],
      link: { label: 'Start the ADHD screening', to: '/adhd-test' },
    },
    {
      id: 'not-sure',
      heading: 'Not sure what kind of support you need',
      body: [
        'Answer a few questions about what is going on, your language and the times that suit you, and we will suggest a therapist who fits.',
      ],
      link: { label: 'Find your therapist', to: '/find-your-doctor' },
    },
  ],
  faqs: {
    heading: 'Frequently asked questions about ADHD',
    items: [
      {
        id: 'adults',
        question: 'Can adults have ADHD?',
        answer: [
          'Yes. ADHD begins in childhood, but many people are only recognised as adults, often when studies, work or family life make the difficulties harder to manage. An assessment looks at both your present and your childhood.',
        ],
      },
      {
        id: 'diagnosis',
        question: 'Who can diagnose ADHD?',
        answer: [
          'A psychiatrist, a paediatrician with experience in development, or a clinical psychologist registered with the Rehabilitation Council of India (RCI) can assess ADHD. The assessment usually includes interviews, questionnaires and information from family or teachers.',
        ],
      },
      {
        id: 'parenting',
        question: 'Is ADHD caused by bad parenting or too much screen time?',
        answer: [
          'No. ADHD is a neurodevelopmental condition that often runs in families. Home routines and screen habits can make daily life easier or harder, but they do not cause ADHD.',
        ],
      },
      {
        id: 'treatment',
        question: 'How is ADHD treated?',
        answer: [
          'Treatment is tailored to the person. It can include learning about ADHD, skills training for organisation and time, parent and teacher guidance, therapy such as cognitive behavioural therapy, and medicine. Any decision about medicine is made with a psychiatrist, who also monitors it.',
        ],
      },
      {
        id: 'outgrow',
        question: 'Do children outgrow ADHD?',
        answer: [
          'Some signs, especially hyperactivity, often lessen with age. Difficulties with attention and organisation frequently continue into adulthood, but people learn strategies and find settings where their strengths shine.',
        ],
      },
    ],
  },
};
