import { BOOKING_CATALOGS, BOOKING_POLICY, YOUNG_PERSON_AGES } from '@manobal/core';
import type { LegalPageContent } from '../content.types';

const POLICY = BOOKING_CATALOGS.en.policy;
const ONLINE_FROM = YOUNG_PERSON_AGES.onlineFrom;
const LAST_YOUNG_AGE = YOUNG_PERSON_AGES.adultFrom - 1;

/**
 * The terms of using the site and booking a session. The fee, cancellation and emergency sentences are core's booking
 * catalog's (the same words the visitor reads before 'Confirm booking'), and the numbers are BOOKING_POLICY's and the
 * age rule's. `{product}`, `{email}` and `{phone}` are filled from the deployment's contact details when the page renders.
 */
export const terms: LegalPageContent = {
  title: 'Terms & Conditions',
  intro: [
    'These terms explain what {product} offers, what a booking means, and what you and we can expect of each other. Please read them before you book. If anything is unclear, write to us at {email} or call {phone}.',
  ],
  sections: [
    {
      heading: 'What {product} is',
      body: [
        '{product} helps people in India find a therapist, book a session and reach help. The screening questionnaires on this site are not a diagnosis; a qualified professional can tell you more.',
        POLICY.notEmergency,
      ],
    },
    {
      heading: 'Fees and payment',
      body: [POLICY.paymentInGeneral],
    },
    {
      heading: 'Cancelling or moving a session',
      body: [
        {
          list: [
            POLICY.freeChange,
            POLICY.lateCancel('{phone}'),
            `Once a session has started it can no longer be cancelled online; please call our care team on {phone}.`,
          ],
        },
        `The ${BOOKING_POLICY.changeCutoffHours}-hour limit is counted in India Standard Time (IST) from the time the session starts.`,
      ],
    },
    {
      heading: 'Age',
      body: [
        `You must be ${ONLINE_FROM} or older to book a session or a free call online. If you are ${ONLINE_FROM} or ${LAST_YOUNG_AGE}, the booking asks for a parent or guardian (their name, relationship to you and phone number), you confirm that they know about the booking, and our care team confirms with them before the session.`,
        `If you are younger than ${ONLINE_FROM}, you can still ask our care team to call you back, and the helplines on this site are open to you.`,
      ],
    },
    {
      heading: 'Confidentiality and its limits',
      body: [
        'What you tell your therapist stays between you and them, and the people at {product} who need it to arrange your care. We do not share it with your family, your school or your employer without your consent.',
        'There are limits that the law and safety set:',
        {
          list: [
            'If there is a serious risk that you may harm yourself or someone else, your therapist may share what is needed to keep you or others safe, with you told whenever that is possible.',
            'A court order or another legal requirement can oblige us to share information.',
            'The Mental Healthcare Act, 2017 gives you the right to confidentiality about your mental health, care and treatment, and names the cases in which information may be shared, for example with your nominated representative or to prevent harm. We follow it.',
          ],
        },
        'Our Privacy Policy explains what personal data we keep, why, and for how long.',
      ],
    },
    {
      heading: 'Questions and grievances',
      body: [
        'If something went wrong, or you want to complain about a session or about how we handled your data, write to us at {email} or call {phone}. Tell us your booking reference if you have one.',
      ],
    },
  ],
};
