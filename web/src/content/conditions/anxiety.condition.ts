import type { ConditionPageContent } from '../content.types';
import { SCREENING_NOTE } from '../screening.content';

export const condition: ConditionPageContent = {
  path: '/anxiety',
  hero: {
    eyebrow: 'Anxiety',
    title: 'Understanding anxiety',
    intro: [
      'Anxiety is a natural response to stress. When worry or fear becomes constant, intense or out of proportion, and starts to limit your life, it may be an anxiety disorder.',
      'Anxiety disorders are among the most common mental health conditions, and they are very treatable.',
    ],
  },
  illustration: { src: '/illustrations/waves.svg', width: 320, height: 200 },
  types: {
    heading: 'Types of anxiety',
    intro: 'Anxiety shows up in different ways. Here are six common forms.',
    bookLink: { label: 'Book a Free Call', to: '/book-free-session' },
    items: [
      {
        id: 'generalised',
        title: 'Generalised anxiety',
        summary: 'Ongoing, hard-to-control worry about many everyday things, such as health, family, work or money.',
        details: [
          'The worry jumps from topic to topic and often comes with restlessness, tiredness, muscle tension and poor sleep.',
          'Cognitive behavioural therapy helps you handle uncertainty and step back from worry. A psychiatrist may also suggest medicine.',
        ],
        related: { label: 'Read about Generalized Anxiety Disorder', to: '/gad' },
      },
      {
        id: 'panic',
        title: 'Panic disorder',
        summary: 'Sudden waves of intense fear with a racing heart, breathlessness or dizziness, and worry about the next attack.',
        details: [
          'A panic attack can feel like a heart attack or like losing control. It peaks within minutes and passes, but fear of another attack can lead people to avoid places.',
          'If you have chest pain, get it checked by a doctor. Therapy teaches you to understand panic sensations and to stop fearing them.',
        ],
      },
      {
        id: 'social',
        title: 'Social anxiety',
        summary: 'A strong fear of being judged or embarrassed in social situations, leading to avoidance.',
        details: [
          'Speaking up in class, meeting new people or eating in front of others can feel overwhelming.',
          'Gradual, supported practice in therapy helps confidence grow.',
        ],
        related: { label: 'Read about social anxiety', to: '/social-anxiety' },
      },
      {
        id: 'phobias',
        title: 'Specific phobias',
        summary: 'Intense fear of a particular thing or situation, such as heights, injections, animals or flying.',
        details: [
          'The fear is much stronger than the actual danger and can lead people to avoid medical care or travel.',
          'Exposure therapy, facing the fear in small, planned steps, is highly effective.',
        ],
      },
      {
        id: 'separation',
        title: 'Separation anxiety',
        summary: 'Excessive worry about being apart from loved ones, or that something bad will happen to them.',
        details: [
          'It is common in young children but can also affect teenagers and adults, for example when a family member travels or lives away.',
          'Therapy, and for children parent guidance, help build a sense of safety.',
        ],
      },
      {
        id: 'agoraphobia',
        title: 'Agoraphobia',
        summary: 'Fear of places where escape might feel hard, such as crowds, public transport or markets.',
        details: [
          'People may start to avoid leaving home alone. It often develops alongside panic attacks.',
          'Therapy, sometimes starting with online sessions, helps people gradually widen their world again.',
        ],
      },
    ],
  },
  signs: {
    heading: 'Signs of anxiety',
    display: 'cards',
    items: [
      { title: 'Constant worry', text: 'Thoughts that keep returning to what might go wrong, even when things are fine.' },
      { title: 'Physical tension', text: 'A racing heart, tight chest, stomach upset, headaches or sore muscles.' },
      { title: 'Restless nights', text: 'Trouble falling asleep, waking with a busy mind, or waking up tired.' },
      { title: 'Avoidance', text: 'Staying away from places, people or tasks that bring on anxiety.' },
    ],
  },
  prompts: [
    {
      id: 'screening',
      heading: 'Take the anxiety screening',
      body: [`Thirteen questions can help you understand how anxiety is affecting you. ${SCREENING_NOTE}`],
      link: { label: 'Start the anxiety screening', to: '/anxiety-test' },
    },
    {
      id: 'journey',
      heading: 'Start your journey',
      body: ['Answer a few questions and we will suggest a therapist who suits your needs, language and timings.'],
      link: { label: 'Start your journey', to: '/find-your-doctor' },
    },
  ],
  faqs: {
    heading: 'Frequently asked questions about anxiety',
    items: [
      {
        id: 'normal',
        question: 'When is anxiety more than normal stress?',
        answer: [
          'When it is frequent, intense, lasts for weeks or months, and affects your sleep, work, studies or relationships, or when you start avoiding things because of it.',
        ],
      },
      {
        id: 'physical',
        question: 'Can anxiety cause physical symptoms?',
        answer: [
          'Yes. Anxiety can cause a racing heart, breathlessness, stomach problems, headaches and muscle pain. It is still sensible to see a doctor to rule out other causes.',
        ],
      },
      {
        id: 'treatment',
        question: 'What treatments help with anxiety?',
        answer: [
          'Cognitive behavioural therapy is one of the most effective treatments. Relaxation skills, exercise and good sleep help too. A psychiatrist may suggest medicine for some people; decide on it together and never stop it abruptly.',
        ],
      },
      {
        id: 'cured',
        question: 'Will my anxiety ever go away?',
        answer: [
          'Many people recover fully, and others learn to manage anxiety so well that it no longer limits them. Some anxiety is part of life; the aim is that it no longer runs your life.',
        ],
      },
      {
        id: 'now',
        question: 'What can I do during a moment of high anxiety?',
        answer: [
          'Slow your breathing, with a longer out-breath than in-breath. Notice five things you can see and four you can hear. Remind yourself that the feeling will peak and pass.',
        ],
      },
    ],
  },
};
