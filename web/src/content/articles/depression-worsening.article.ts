import type { Article } from '../content.types';

export const article: Article = {
  path: '/depression-worsening',
  eyebrow: 'Blog',
  title: 'Signs your depression may be getting worse',
  standfirst:
    'Depression often rises and falls. Noticing early that it is deepening lets you, and the people around you, act sooner. Here are the signs to watch for and what you can do.',
  illustration: { src: '/illustrations/sun-cloud.svg', width: 320, height: 200 },
  sections: [
    {
      heading: 'Depression changes over time',
      body: [
        'Depression is not a single fixed state. Many people have better weeks and harder weeks, and even during treatment there can be setbacks. A dip does not mean that treatment has failed or that you have done something wrong.',
        'What matters is noticing when the low patch is not lifting, or when it is getting heavier. Depression can make it hard to see your own situation clearly, so it helps to know the signs in advance and to share them with someone you trust.',
      ],
    },
    {
      heading: 'Signs to watch for',
      body: [
        'Any of these, lasting for more than a couple of weeks or getting stronger, is a reason to check in with a professional:',
        {
          list: [
            'Low mood most of the day, nearly every day, or feeling empty and flat rather than sad.',
            'Losing interest in things you normally care about, such as friends, food, prayer, music or hobbies.',
            'Big changes in sleep: lying awake for hours, waking very early, or sleeping much more than usual.',
            'Changes in appetite or weight that you did not plan.',
            'Feeling exhausted, slowed down, or finding that simple tasks like bathing or replying to a message take huge effort.',
            'Pulling away from family and friends, or missing college or work more often.',
            'Harsh thoughts about yourself, such as feeling worthless, guilty or a burden.',
            'Trouble thinking, concentrating or making decisions.',
            'Aches and pains without a clear cause, such as headaches or body pain.',
            'Drinking more, smoking more or using other substances to get through the day.',
            'Thoughts that life is not worth living, or thoughts of harming yourself.',
          ],
        },
        'The last sign is always urgent. If you notice it in yourself or someone else, please read the final section of this post now.',
      ],
    },
    {
      heading: 'Why depression can deepen',
      body: [
        'There is rarely one reason. Common triggers include ongoing stress at home or at work, money worries, exams, relationship conflict, loss, or loneliness. Poor sleep and alcohol both make low mood worse.',
        'Physical health matters too. Thyroid problems, anaemia, long-term pain and some medicines can affect mood, so a check-up with a doctor is worthwhile. If you are already on treatment, stopping medicines on your own or missing therapy sessions can also lead to a return of symptoms.',
      ],
    },
    {
      heading: 'What you can do',
      body: [
        {
          list: [
            'Tell your therapist, psychiatrist or doctor what has changed. Be specific: sleep, appetite, energy and thoughts.',
            'Do not change or stop your medicine without talking to your psychiatrist. Stopping suddenly can make you feel worse; they can adjust the plan safely.',
            'Let one person you trust know that things are harder right now, and agree how they can help.',
            'Keep a simple routine: getting up at the same time, eating regular meals and stepping outside each day.',
            'Choose one small, doable activity each day, even a ten-minute walk. Action often comes before motivation, not after.',
            'Go easy on alcohol. It can feel like relief, but it deepens low mood and disturbs sleep.',
          ],
        },
        'If you are not yet in treatment, this is a good moment to start. A clinical psychologist registered with the Rehabilitation Council of India (RCI) can offer therapy, and a psychiatrist can assess whether medicine might help. If cost is a worry, the free Tele-MANAS helpline (14416) can guide you to services near you.',
      ],
    },
    {
      heading: 'For family and friends',
      body: [
        'If someone you love seems to be sinking, gently say what you have noticed and ask how they are, without judging. Listen more than you advise. Phrases like "just think positive" or "others have it worse" can make a person feel more alone.',
        'Offer practical help, such as going with them to an appointment or helping with a chore. And ask directly about thoughts of suicide if you are worried. Asking does not put the idea in someone\'s head; it tells them they can talk to you.',
      ],
    },
    {
      heading: 'When it is urgent',
      body: [
        'If you are having thoughts of ending your life, or you cannot keep yourself safe, please do not wait for your next appointment. Call Tele-MANAS on 14416 (free, 24x7) or 112 for emergency help, or go to the nearest hospital emergency department. If you can, ask someone to stay with you. Reaching out is a sign of strength, and help is there.',
      ],
    },
  ],
  related: [
    { label: 'Take the depression screening', to: '/depression-test' },
    { label: 'Read about depression', to: '/depression' },
    { label: 'Find a therapist who fits you', to: '/find-your-doctor' },
  ],
  ending: 'responses-and-contact',
};
