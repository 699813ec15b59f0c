import type { Article } from '../content.types';

export const article: Article = {
  path: '/counseling-vs-psychotherapy',
  eyebrow: 'Blog',
  title: 'Counselling vs psychotherapy: which one do you need?',
  standfirst:
    'The two words are often used as if they mean the same thing. They overlap a great deal, but there are useful differences. Knowing them can help you choose the right support.',
  illustration: { src: '/illustrations/two-bubbles.svg', width: 320, height: 200 },
  sections: [
    {
      heading: 'Two words, a lot in common',
      body: [
        'Both counselling and psychotherapy are talking treatments. In both, you meet a trained professional in a private, confidential space, talk about what is troubling you, and work together towards change. Both depend on trust: feeling safe with the person matters as much as the method they use.',
        'The difference is mostly one of focus, depth and length. Think of them as points on a spectrum rather than two separate boxes.',
      ],
    },
    {
      heading: 'What counselling usually looks like',
      body: [
        'Counselling tends to focus on a particular problem or life situation that is happening now, such as exam stress, a relationship difficulty, a career decision, grief after a loss or adjusting to a move to a new city.',
        {
          list: [
            'It is often shorter, sometimes a few sessions to a few months.',
            'It focuses on coping, problem-solving and making sense of a specific situation.',
            'It suits people who are generally managing life but are going through a hard patch.',
          ],
        },
      ],
    },
    {
      heading: 'What psychotherapy usually looks like',
      body: [
        'Psychotherapy tends to go deeper into long-standing patterns of thinking, feeling and relating. It is often used for conditions such as depression, anxiety disorders, OCD, trauma, eating disorders or personality difficulties.',
        {
          list: [
            'It may be longer, from several months to a year or more, depending on your needs.',
            'It uses structured approaches, such as cognitive behavioural therapy (CBT), exposure and response prevention (ERP) for OCD, dialectical behaviour therapy (DBT), or psychodynamic therapy, which explores how past experiences shape the present.',
            'It suits people whose difficulties have lasted a long time, keep coming back, or affect many areas of life.',
          ],
        },
      ],
    },
    {
      heading: 'Who provides them in India',
      body: [
        'Titles can be confusing, so it helps to know who is who:',
        {
          list: [
            'Counsellors usually hold a degree or diploma in counselling or psychology and offer support for everyday problems and life changes.',
            'Clinical psychologists have specialised training in assessing and treating mental health conditions with psychotherapy. In India, clinical psychologists are registered with the Rehabilitation Council of India (RCI). You can ask for their RCI registration number.',
            'Psychiatrists are medical doctors who specialise in mental health. They can diagnose conditions and prescribe medicine, and some also offer therapy.',
          ],
        },
        'It is reasonable to ask any professional about their qualifications, their experience with your concern, and how they work. A good professional will be happy to answer.',
      ],
    },
    {
      heading: 'How to choose',
      body: [
        'A few questions can point you in the right direction:',
        {
          list: [
            'Is this about one recent situation, or a pattern that has been around for a long time?',
            'Is it affecting your sleep, appetite, work or relationships for more than a few weeks?',
            'Have you had similar difficulties before?',
            'Are you having thoughts of harming yourself? If so, please seek help today, starting with a psychiatrist or the Tele-MANAS helpline (14416).',
          ],
        },
        'If you are unsure, start anywhere. A good counsellor will refer you on if you need more specialised therapy, and a psychologist can suggest a shorter, focused plan if that is all you need. Our therapy match questionnaire can also help narrow down what kind of support suits you.',
      ],
    },
    {
      heading: 'What the first session is like',
      body: [
        'The first session is mostly about getting to know each other. You will be asked what brings you, how long it has been going on and what you hope will change. You can share as much or as little as you are comfortable with, and you can ask questions too.',
        'It is normal to feel nervous. It is also fine to try a different therapist if the fit does not feel right. The relationship is a big part of what makes therapy work.',
      ],
    },
    {
      heading: 'Online or in person?',
      body: [
        'Both counselling and psychotherapy can be done face to face or by video call. Online sessions save travel time and can make it possible to see a therapist who speaks your language even if they live in another city. In-person sessions suit people who find it hard to get privacy at home. Choose what lets you speak most freely.',
      ],
    },
  ],
  related: [
    { label: 'Find a therapist who fits you', to: '/find-your-doctor' },
    { label: 'Meet our experts', to: '/ourexperts' },
  ],
  ending: 'responses-and-contact',
};
