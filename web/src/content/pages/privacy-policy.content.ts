import type { LegalPageContent } from '../content.types';

/**
 * The privacy policy, written in plain words for India's Digital Personal Data Protection Act, 2023.
 * `{product}`, `{email}` and `{phone}` are filled from core's catalog when the page renders.
 */
export const privacyPolicy: LegalPageContent = {
  title: 'Privacy Policy',
  lastUpdated: 'Last updated: October 06, 2024',
  intro: [
    'This policy explains what personal data {product} collects when you use this website, why, how long we keep it, and the choices and rights you have. We have tried to write it in plain words. If anything is unclear, please ask us.',
  ],
  sections: [
    {
      heading: 'Who we are',
      body: [
        '{product} is a mental wellness and therapy service for people in India. For the purposes of the Digital Personal Data Protection Act, 2023 (DPDP Act), {product} is the "data fiduciary" for the personal data described here: we decide why and how it is processed, and we are responsible for it.',
      ],
    },
    {
      heading: 'The short version',
      body: [
        {
          list: [
            'We collect only what you type into our forms or upload, and what is needed to run the site.',
            'Your answers to our screening questionnaires are scored in your browser and never leave it.',
            'We do not sell your data, and we do not use it for advertising.',
            'You can ask to see, correct or delete your data at any time.',
          ],
        },
      ],
    },
    {
      heading: 'What we collect, and why',
      body: [
        'We collect personal data only when you give it to us through a form, and only for the purpose of that form:',
        {
          list: [
            'Free introductory call: your name, email, phone number, age, gender, the concern you choose and your preferred date and hour, so that our care team can call you then; for someone aged 16 or 17, their parent\'s or guardian\'s name, relationship and phone, so that the care team can confirm with them.',
            'Contact form: your name, email and message, so that we can reply.',
            'Refer a person: the name, email, mobile number and age of the person you refer, so that our team can reach out to them. Please refer someone only with their agreement.',
            'Volunteer feedback: your name, email and, if you choose, phone, age, gender and your answers about therapy and our features, so that we can improve the service.',
            'Account sign-up and login: your name, email and password, to create and secure your account. Passwords are stored only in a protected, hashed form.',
            'Careers applications from therapists: your personal and contact details, languages, experience, education, Aadhaar and PAN numbers, and the documents you upload (photograph, Aadhaar front and back, PAN card, certificates, and RCI or ISO documents if you have them). We use these only to assess your application and verify your identity and qualifications.',
          ],
        },
        'Some of this, such as the concern you mention when booking, can reveal information about your health. We treat it with particular care and share it only with the people who need it to help you.',
      ],
    },
    {
      heading: 'What stays in your browser',
      body: [
        'Screening questionnaires (for example the depression, anxiety or ADHD tests) run entirely in your browser. Your answers and your result are not sent to us or to anyone else.',
        'The therapy match questionnaire and the session calendar also work in your browser, and submitting them does not send your answers to us.',
        'When you log in, your browser keeps a login token and your name in its local storage so that you stay signed in. If you send volunteer feedback, the browser remembers that you have done so. Logging out removes the login token and your name. You can also clear all of this through your browser settings.',
      ],
    },
    {
      heading: 'Consent',
      body: [
        'We process your personal data on the basis of your consent, which you give when you submit a form, or for purposes the DPDP Act allows without separate consent, such as meeting a legal obligation. You can withdraw your consent at any time by writing to us. Withdrawing consent does not affect processing that happened before, but it may mean we cannot continue a booking or an application.',
      ],
    },
    {
      heading: 'Children',
      body: [
        'Our service is not meant for children under 13, and we do not knowingly collect their data. To use our therapy services you must be at least 16. Under Indian law, anyone under 18 is a child, so if you are under 18 we need the verifiable consent of your parent or lawful guardian before processing your data, and we do not track or target advertising at children. If you believe a child has given us data without such consent, please contact us and we will delete it.',
      ],
    },
    {
      heading: 'Who we share it with',
      body: [
        'We do not sell, rent or trade your personal data. We share it only:',
        {
          list: [
            'with the therapist or doctor who provides your session, to the extent needed for your care;',
            'with service providers who host our website, store files or send emails for us, under contracts that require them to protect your data and use it only on our instructions;',
            'when the law requires it, for example in response to a valid order of a court or authority; or',
            'when it is needed to protect someone\'s life or safety in an emergency.',
          ],
        },
      ],
    },
    {
      heading: 'How long we keep it',
      body: [
        'We keep personal data only as long as needed for the purpose you gave it for, and then delete it, unless the law requires us to keep it longer. For example, messages are kept until your question is resolved, and careers documents of applicants who are not taken forward are deleted once the recruitment process ends.',
      ],
    },
    {
      heading: 'How we protect it',
      body: [
        'We use reasonable security safeguards, including encrypted connections (HTTPS), access limited to staff who need it, and hashed passwords. No system is perfectly secure. If a personal data breach occurs, we will inform the Data Protection Board of India and the people affected, as the DPDP Act requires.',
      ],
    },
    {
      heading: 'Your rights',
      body: [
        'Under the DPDP Act you have the right to:',
        {
          list: [
            'ask for a summary of the personal data we hold about you and how we use it;',
            'ask us to correct, complete or update it;',
            'ask us to erase it, when it is no longer needed or you withdraw consent;',
            'have your grievance handled by us, and then, if you are not satisfied, by the Data Protection Board of India; and',
            'nominate someone to exercise these rights for you in case of death or incapacity.',
          ],
        },
        'To use any of these rights, write to us at {email}. We will reply within a reasonable time.',
      ],
    },
    {
      heading: 'Cookies and analytics',
      body: [
        'We do not use advertising cookies or cross-site trackers. The site may measure basic page performance, such as loading speed, to keep it fast on slow networks; this does not identify you.',
      ],
    },
    {
      heading: 'Changes to this policy',
      body: [
        'If we change this policy, we will update the date at the top of this page, and for significant changes we will tell you on the site before they take effect.',
      ],
    },
    {
      heading: 'Contact us',
      body: [
        'For privacy questions, requests or complaints, write to our privacy contact at {email}.',
        'For any other help, our support team is at {email} and {phone}.',
      ],
    },
  ],
};
