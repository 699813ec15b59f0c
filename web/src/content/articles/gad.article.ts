import type { Article } from '../content.types';

export const article: Article = {
  path: '/gad',
  eyebrow: 'Article',
  title: 'Generalized Anxiety Disorder',
  standfirst:
    'Generalised anxiety disorder (GAD) is worry that will not switch off. It is common, it is real, and it responds well to treatment.',
  illustration: { src: '/illustrations/ripples.svg', width: 320, height: 200 },
  sections: [
    {
      heading: 'Worry that takes over',
      body: [
        'Everyone worries about health, family, money or work from time to time. In GAD, the worry is frequent, hard to control and out of proportion to what is actually happening. It jumps from one topic to the next: if one concern is settled, another takes its place.',
        'People with GAD often say they have "always been a worrier". But worry that fills most days for months, and that drains your energy and enjoyment, is more than a personality trait. It is a health condition that can be eased.',
      ],
    },
    {
      heading: 'Common signs',
      body: [
        'GAD is usually considered when excessive worry has been present on most days for at least several months, along with some of these:',
        {
          list: [
            'Feeling restless, keyed up or on edge.',
            'Getting tired easily.',
            'Finding it hard to concentrate, or the mind going blank.',
            'Irritability.',
            'Muscle tension, aches, or a clenched jaw.',
            'Trouble falling or staying asleep, or restless sleep.',
            'Physical signs such as a racing heart, sweating, stomach upset or frequent urination.',
            'Seeking reassurance again and again, over-planning, or putting things off because of worry.',
          ],
        },
        'A screening questionnaire can help you notice patterns, but only a qualified professional can make a diagnosis. Because some physical conditions, such as an overactive thyroid, can cause similar symptoms, a check-up with a doctor is also sensible.',
      ],
    },
    {
      heading: 'Everyday worry or GAD?',
      body: [
        'Everyday worry is usually tied to a specific situation, feels manageable and fades once the situation passes. With GAD, worry is present across many areas of life, feels impossible to stop, and continues even when things are going well. It affects sleep, work, study and relationships.',
        'It also tends to involve "what if" thinking: imagining the worst possible outcome and trying to prepare for every possibility. This can feel protective, yet it rarely brings lasting peace of mind.',
      ],
    },
    {
      heading: 'What causes GAD',
      body: [
        'There is no single cause. GAD often runs in families, so genes play a part. Long-term stress, difficult childhood experiences, major life changes, and other health problems can add to it. Temperament matters too; some people are naturally more sensitive to uncertainty. None of this is anyone\'s fault.',
        'GAD often appears together with other difficulties, such as depression, panic attacks or poor sleep. Treating the anxiety usually helps these too, so it is worth mentioning everything you notice when you see a professional.',
      ],
    },
    {
      heading: 'Treatment that helps',
      body: [
        {
          list: [
            'Cognitive behavioural therapy (CBT) is one of the most effective treatments. It helps you spot worry patterns, test anxious predictions and learn to tolerate uncertainty.',
            'Applied relaxation and mindfulness-based approaches teach the body to calm down and the mind to step back from worry.',
            'Medicine may be suggested by a psychiatrist, especially if anxiety is severe or also comes with depression. Decide on medicine with your psychiatrist, give it the time they advise, and never stop it abruptly.',
          ],
        },
        'In India, look for a clinical psychologist registered with the Rehabilitation Council of India (RCI) for therapy, and a psychiatrist for medicines. Tele-MANAS (14416) offers free counselling and can point you to services nearby.',
      ],
    },
    {
      heading: 'Helping yourself every day',
      body: [
        {
          list: [
            'Set a daily "worry time" of fifteen minutes. When a worry comes up at other times, note it down and save it for then.',
            'Ask: is this a problem I can act on now? If yes, choose one small step. If not, practise letting it pass.',
            'Breathe slowly, with a longer out-breath, several times a day, not only when anxious.',
            'Limit tea, coffee and energy drinks, and keep alcohol low.',
            'Move your body daily and keep regular sleep times.',
            'Notice how much news and social media you take in, and set limits if it feeds worry.',
          ],
        },
        'Progress comes gradually. Be as kind to yourself as you would be to a friend going through the same thing.',
      ],
    },
    {
      heading: 'If you feel overwhelmed',
      body: [
        'If anxiety becomes unbearable, or comes with thoughts of harming yourself, please reach out now: Tele-MANAS on 14416, free and 24x7, or 112 in an emergency.',
      ],
    },
  ],
  related: [
    { label: 'Take the anxiety screening', to: '/anxiety-test' },
    { label: 'Read about anxiety', to: '/anxiety' },
    { label: 'Find a therapist who fits you', to: '/find-your-doctor' },
  ],
  ending: 'support',
};
