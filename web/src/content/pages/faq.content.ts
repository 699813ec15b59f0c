import { BOOKING_CATALOGS } from '@manobal/core';
import type { FaqPageContent } from '../content.types';

export const faq: FaqPageContent = {
  title: 'About Us and FAQs',
  intro: [
    'Manobal, from the Hindi and Marathi word for strength of mind, is an Indian mental wellness and therapy service. We connect you with qualified therapists who understand your language and your life, online or in person.',
    'Below are answers to the questions people ask us most. Each section opens one answer at a time.',
  ],
  sections: [
  {
    id: 'generic',
    heading: 'About Manobal',
    items: [
      {
        id: 'what',
        question: 'What is Manobal?',
        answer: [
          'Manobal is a mental wellness and therapy platform. You can read about common concerns, take free screening questionnaires, find a therapist who fits your needs, and book sessions.',
        ],
      },
      {
        id: 'who-for',
        question: 'Who is Manobal for?',
        answer: [
          'Individuals aged 16 and above (minors need a parent or guardian\'s approval), families worried about a loved one, and schools, colleges and employers who want to support their people.',
        ],
      },
      {
        id: 'emergency',
        question: 'Is Manobal an emergency service?',
        answer: [
          'No. If you or someone else is in immediate danger, call 112. For free counselling at any hour, call Tele-MANAS on 14416.',
        ],
      },
      {
        id: 'languages',
        question: 'Which languages do you offer?',
        answer: ['Our therapists work in English, Hindi and several other Indian languages. The therapy match questionnaire lets you choose up to two languages.'],
      },
    ],
  },
  {
    id: 'therapy',
    heading: 'Therapy',
    items: [
      {
        id: 'qualified',
        question: 'Who are your therapists?',
        answer: [
          'Our therapists are psychologists and psychiatrists. A therapist is listed only once our care team has checked their registration (with the Rehabilitation Council of India (RCI) for a psychologist, or the National Medical Commission or a state medical council for a psychiatrist) and recorded who checked it and when.',
          'Each profile on Our Experts shows the registration number and the body that issued it, so you can check it with that body yourself.',
          `A profile marked '${BOOKING_CATALOGS.en.therapist.sampleMark}' is an example of how profiles look: it is not a real person and has no registration.`,
        ],
      },
      {
        id: 'first-session',
        question: 'What happens in the first session?',
        answer: [
          'You and your therapist get to know each other. They ask what brings you, listen, and together you agree on goals. You share only what you are comfortable sharing.',
        ],
      },
      {
        id: 'cost',
        question: 'How much does a session cost?',
        answer: [
          "Each therapist's fee is shown in rupees on their profile and before you confirm a booking; you pay it for every session. The introductory call with our care team, booked through the free call form, costs nothing.",
        ],
      },
      {
        id: 'confidential',
        question: 'Is what I say kept confidential?',
        answer: [
          'Yes. Therapists keep what you share private. The only exception is when there is a serious risk to your life or someone else\'s, when they may need to involve others to keep people safe. They will explain this at the start.',
        ],
      },
      {
        id: 'medicine',
        question: 'Can a therapist prescribe medicine?',
        answer: ['Only psychiatrists, who are medical doctors, can prescribe. Psychologists and counsellors offer talking therapies and can refer you to a psychiatrist when needed.'],
      },
    ],
  },
  {
    id: 'community',
    heading: 'Community',
    items: [
      {
        id: 'volunteer',
        question: 'How can I volunteer?',
        answer: ['Use the Join as Volunteer button to share feedback on our early features. It takes a few minutes and helps shape what we build next.'],
      },
      {
        id: 'therapists-join',
        question: 'I am a therapist. Can I join Manobal?',
        answer: ['Yes. Apply through our Careers page with your qualifications and documents, and our team will get back to you.'],
      },
      {
        id: 'refer',
        question: 'Can I refer someone I am worried about?',
        answer: ['Yes. Use the refer a person form on the home page with their consent, and our team will reach out to them gently.'],
      },
    ],
  },
  {
    id: 'technical',
    heading: 'Technical',
    items: [
      {
        id: 'account',
        question: 'Do I need an account?',
        answer: ['No. You can read, take screenings and book a free introductory call without an account.'],
      },
      {
        id: 'quiz-data',
        question: 'Are my screening answers stored?',
        answer: ['No. Screening answers are scored in your browser and are not sent to us.'],
      },
      {
        id: 'slow-network',
        question: 'Will the site work on a slow connection?',
        answer: ['It should. The site is built to load quickly on basic phones and slow networks, with no heavy images or videos that play on their own.'],
      },
      {
        id: 'problem',
        question: 'Something is not working. What should I do?',
        answer: ['Please write to us through the Contact Us page with what you were trying to do, and we will look into it.'],
      },
    ],
  },
],
};
