import type { Article } from '../content.types';

export const article: Article = {
  path: '/medication-for-ocd',
  eyebrow: 'Blog',
  title: 'Medication for OCD: what you should know',
  standfirst:
    'Medicine can be a real help for obsessive-compulsive disorder, often alongside therapy. Here is how it works, what to expect, and the questions worth asking your psychiatrist.',
  illustration: { src: '/illustrations/capsule-leaf.svg', width: 320, height: 200 },
  sections: [
    {
      heading: 'OCD in brief',
      body: [
        'Obsessive-compulsive disorder (OCD) involves obsessions, which are unwanted, distressing thoughts, images or urges that keep coming back, and compulsions, which are actions or mental rituals done to reduce that distress. Washing, checking, counting, arranging, repeated praying or seeking reassurance are common examples.',
        'OCD is not about liking things neat. It is a recognised health condition, and it responds well to treatment. The two main treatments are a form of cognitive behavioural therapy called exposure and response prevention (ERP), and medication. Many people do best with both.',
      ],
    },
    {
      heading: 'Which medicines are used',
      body: [
        'The medicines most often used for OCD are a group of antidepressants called selective serotonin reuptake inhibitors (SSRIs). Despite the name, they are prescribed for OCD in their own right, not only when depression is present. Another older medicine, clomipramine, is sometimes used. When these do not help enough, a psychiatrist may suggest other options.',
        'Only a psychiatrist or another qualified medical doctor can prescribe these medicines. The choice of medicine, the dose and how long to take it are decisions you make together with your psychiatrist, based on your health, other medicines you take, and your own preferences.',
      ],
    },
    {
      heading: 'What to expect',
      body: [
        {
          list: [
            'Patience is needed. Medicines for OCD usually take several weeks to start working, and the full effect can take a few months. Feeling no change in the first weeks is common and does not mean the medicine has failed.',
            'Doses for OCD may be higher than those used for depression. Your psychiatrist will usually start low and increase gradually.',
            'Improvement often looks like obsessions becoming less intense and easier to resist, rather than disappearing overnight.',
            'Regular follow-up matters. Keep your appointments so that your psychiatrist can see how you are doing and adjust the plan.',
          ],
        },
      ],
    },
    {
      heading: 'Side effects and how to handle them',
      body: [
        'Like all medicines, SSRIs can have side effects. Some people notice nausea, headache, sleep changes, restlessness or changes in sexual function, particularly in the first weeks. Many of these settle with time. Others can be managed by changing the timing or the dose.',
        'Tell your psychiatrist about any side effect that bothers you, rather than quietly stopping the tablets. If you notice new or worsening thoughts of self-harm, especially when starting or changing a medicine, contact your psychiatrist at once or call a helpline. Young people in particular should be watched closely in the early weeks.',
      ],
    },
    {
      heading: 'Never stop suddenly',
      body: [
        'Stopping an antidepressant abruptly can cause discontinuation symptoms such as dizziness, irritability, flu-like feelings and disturbed sleep. It can also bring OCD symptoms back. When the time comes to reduce or stop, your psychiatrist will plan a gradual taper with you.',
        'The same applies if you feel better. Feeling well is often a sign that the medicine is working, not that it is no longer needed. Talk it through before making any change.',
      ],
    },
    {
      heading: 'Medicine and therapy together',
      body: [
        'Medicine can lower the volume of obsessions and anxiety, which can make it easier to take part in ERP. In ERP, with the support of a trained therapist, you gradually face situations that trigger obsessions while resisting the urge to perform compulsions. Over time the anxiety fades on its own and the OCD loses its grip.',
        'In India, look for a clinical psychologist registered with the Rehabilitation Council of India (RCI) who has experience with ERP, and a psychiatrist for medicines. They can work together on one plan.',
      ],
    },
    {
      heading: 'Questions to ask your psychiatrist',
      body: [
        {
          list: [
            'How long before I might notice a difference?',
            'What side effects should I watch for, and which ones should I call you about?',
            'Does this medicine interact with anything else I take, including ayurvedic or herbal products?',
            'What should I do if I miss a dose?',
            'How long might I need to take it, and how will we decide when to reduce it?',
            'Is it safe if I am pregnant, planning a pregnancy or breastfeeding?',
          ],
        },
        'Asking questions is part of good care. A good psychiatrist will welcome them.',
      ],
    },
  ],
  related: [
    { label: 'Take the OCD screening', to: '/ocd-test' },
    { label: 'Read about OCD', to: '/ocd' },
    { label: 'Find a therapist who fits you', to: '/find-your-doctor' },
  ],
  ending: 'responses-and-contact',
};
