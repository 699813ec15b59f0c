import type { WomenHealthContent } from '../content.types';
import { SCREENING_NOTE } from '../screening.content';

export const womenHealth: WomenHealthContent = {
  path: '/women-problems',
  hero: {
    eyebrow: "Women's health",
    title: 'Eating disorders: anorexia and bulimia',
    intro: [
      'Pressure about weight, looks and food reaches many girls and women early, from family remarks to social media. For some, it grows into an eating disorder: a serious but treatable health condition that affects body and mind.',
      'Eating disorders can affect people of any gender, age or body size. Recovery is possible, and early support makes it easier.',
    ],
  },
  illustration: { src: '/illustrations/figure-leaf.svg', width: 320, height: 200 },
  toggleLabel: 'Choose a condition to read about',
  labels: { symptoms: 'Symptoms', mythsAndFacts: 'Myths and facts', myth: 'Myth', fact: 'Fact' },
  profiles: [
    {
      id: 'anorexia',
      label: 'Anorexia',
      title: 'Anorexia nervosa',
      description: [
        'Anorexia involves severely limiting food, an intense fear of gaining weight and a distorted view of one\'s own body. People may see themselves as larger than they are, even when their health is at risk.',
        'It is not a diet or a choice. It is a serious condition that affects the heart, bones, hormones and mood, and it needs professional care.',
      ],
      symptoms: [
        'Eating very little, skipping meals or cutting out whole food groups.',
        'Intense fear of gaining weight, and frequent weighing or body checking.',
        'Significant weight loss, or not gaining weight as expected in teenagers.',
        'Excessive exercise, even when tired or unwell.',
        'Missed or irregular periods.',
        'Feeling cold, dizzy or tired; hair thinning.',
        'Withdrawing from meals with family or friends.',
      ],
      mythsAndFacts: [
        {
          myth: 'You can tell someone has anorexia by looking at them.',
          fact: 'People with anorexia can be of any body size, and serious harm can happen before weight loss is visible.',
        },
        {
          myth: 'It is about vanity.',
          fact: 'Anorexia is a mental health condition linked to anxiety, control and self-worth, not vanity.',
        },
        {
          myth: 'They just need to eat more.',
          fact: 'Recovery needs medical, nutritional and psychological care together, with patience and support.',
        },
      ],
      screening: { label: 'Take the anorexia screening', to: '/anorexia-test' },
    },
    {
      id: 'bulimia',
      label: 'Bulimia',
      title: 'Bulimia nervosa',
      description: [
        'Bulimia involves repeated episodes of eating a large amount of food while feeling out of control, followed by trying to compensate, for example by vomiting, using laxatives, fasting or over-exercising.',
        'People with bulimia often keep it secret and may look healthy, so it can go unnoticed for a long time. Shame is common, and it is never deserved.',
      ],
      symptoms: [
        'Eating large amounts of food in a short time and feeling unable to stop.',
        'Going to the bathroom straight after meals.',
        'Using laxatives, diuretics or diet pills.',
        'Fasting or exercising intensely after eating.',
        'Swollen cheeks, sore throat, or damage to teeth.',
        'Strong focus on body shape and weight.',
        'Mood swings, guilt or shame around eating.',
      ],
      mythsAndFacts: [
        {
          myth: 'Bulimia is not serious if weight seems normal.',
          fact: 'Bulimia can cause dangerous changes in body salts, heart rhythm and digestion at any weight.',
        },
        {
          myth: 'Only teenage girls get bulimia.',
          fact: 'It affects people of many ages and genders.',
        },
        {
          myth: 'It is a lack of willpower.',
          fact: 'Bulimia is a health condition. Therapy, especially cognitive behavioural therapy, helps people recover.',
        },
      ],
      screening: { label: 'Take the bulimia screening', to: '/bulimia-test' },
    },
  ],
  treatment: {
    heading: 'Treatment and support',
    body: [
      'Care for eating disorders usually brings together a doctor for physical health, a dietitian, and a therapist or psychiatrist. Family-based therapy helps many young people. You can start by talking to a doctor you trust.',
      `Our screenings can help you reflect on your eating patterns. ${SCREENING_NOTE}`,
    ],
    buttonLabel: 'Explore Treatment Options',
    toastMessage: 'Feature Coming Soon! Stay tuned for updates!',
    toastCloseLabel: 'Close',
  },
  faqs: {
    heading: 'Frequently asked questions',
    items: [
      {
        id: 'recover',
        question: 'Can people fully recover from an eating disorder?',
        answer: ['Yes. Recovery can take time and may have ups and downs, but many people recover fully with the right treatment and support.'],
      },
      {
        id: 'signs-family',
        question: 'What should I do if I am worried about my daughter, sister or friend?',
        answer: [
          'Talk to her privately and kindly, focusing on how she seems rather than on food or weight. Avoid comments about her body. Encourage a visit to a doctor and offer to go together.',
        ],
      },
      {
        id: 'urgent',
        question: 'When is an eating disorder an emergency?',
        answer: [
          'Fainting, chest pain, a very slow or irregular heartbeat, confusion, vomiting blood, or thoughts of self-harm need urgent medical care. Call 112 or go to the nearest emergency department.',
        ],
      },
      {
        id: 'men',
        question: 'Do eating disorders only affect women?',
        answer: ['No. They affect people of all genders. Men and boys are often diagnosed later because the signs are overlooked.'],
      },
      {
        id: 'screening',
        question: 'Is the online screening a diagnosis?',
        answer: ['No. It is a screening, not a diagnosis. Only a qualified professional can diagnose an eating disorder, after a proper assessment.'],
      },
    ],
  },
};
