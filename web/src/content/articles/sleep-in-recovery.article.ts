import type { Article } from '../content.types';

export const article: Article = {
  path: '/sleep-in-recovery',
  eyebrow: 'Blog',
  title: 'Sleep in addiction recovery: why it is hard and what helps',
  standfirst:
    'Broken sleep is one of the most common complaints in early recovery from alcohol or drugs. It usually improves with time, and there is a lot you can do to help it along.',
  illustration: { src: '/illustrations/moon-stars.svg', width: 320, height: 200 },
  sections: [
    {
      heading: 'Why sleep is difficult in early recovery',
      body: [
        'Many people first drank or used substances partly to fall asleep. Alcohol can make you drowsy, but it disturbs the deeper, more restful stages of sleep and causes waking in the second half of the night. Over months or years, the brain adjusts to sleeping with a substance on board.',
        'When you stop, the brain needs time to relearn natural sleep. In the first weeks it is common to have trouble falling asleep, wake often, have vivid dreams or feel unrested. For some people it takes a few months to settle. This is a normal part of healing, not a sign that you cannot recover.',
      ],
    },
    {
      heading: 'Why sleep matters so much',
      body: [
        'Poor sleep makes everything harder. When you are tired, cravings feel stronger, patience runs short and low mood and anxiety grow. Many people in recovery say that a bad night is when the old habit calls loudest.',
        'Looking after sleep is therefore not a luxury. It is part of protecting your recovery, just like attending sessions or avoiding risky places.',
      ],
    },
    {
      heading: 'Habits that help',
      body: [
        'Sleep responds to routine. These habits are simple, but they work best when kept up for several weeks:',
        {
          list: [
            'Get up at the same time every day, even after a poor night. A fixed wake time is the anchor for everything else.',
            'Get daylight in the morning: step outside, stand on the balcony or walk to the shop.',
            'Avoid tea, coffee, cola and energy drinks after the early afternoon.',
            'Be careful with tobacco. Nicotine is a stimulant and withdrawal from it can wake you at night.',
            'Keep evenings calm. Dim the lights, put the phone away an hour before bed and try a bath, light stretching or prayer.',
            'Use your bed for sleep. If you have been lying awake for what feels like twenty minutes, get up, sit somewhere quiet with a dull activity, and return when sleepy.',
            'Avoid long daytime naps. A short rest of under half an hour, before mid-afternoon, is fine.',
            'Eat dinner a couple of hours before bed, and not too heavily.',
            'Move during the day. Regular walking or exercise deepens sleep, but finish vigorous exercise well before bedtime.',
          ],
        },
      ],
    },
    {
      heading: 'Be careful with sleeping pills',
      body: [
        'It can be tempting to reach for a sleeping tablet from the chemist or a relative\'s cupboard. Please do not. Several common sleeping medicines can themselves be habit-forming, and mixing them with alcohol is dangerous. Swapping one dependence for another can put recovery at risk.',
        'If sleep problems are severe, talk to your doctor or psychiatrist. They can look at the whole picture and, if needed, suggest safe options for a limited time. A structured talking treatment called cognitive behavioural therapy for insomnia (CBT-I) is also very effective and does not involve medicine.',
        'A word of caution for people stopping heavy drinking: alcohol withdrawal can be medically serious, with shaking, sweating, confusion or seizures. Please stop under medical supervision, and seek urgent care if these signs appear.',
      ],
    },
    {
      heading: 'Managing the night',
      body: [
        'Racing thoughts at night are common. Keep a notebook by the bed and write down what is on your mind, along with one small next step for the morning. Slow breathing, breathing out for longer than you breathe in, can calm the body.',
        'If cravings wake you, remind yourself that a craving is like a wave: it rises, peaks and passes, often within minutes. Have a plan ready, such as a glass of water, a message to a support person in the morning, or a recording that helps you relax.',
      ],
    },
    {
      heading: 'When to ask for more help',
      body: [
        'Talk to a professional if sleep has not improved after several weeks of good habits, if you feel very low or anxious, if you snore loudly and feel sleepy during the day (this can be a sign of sleep apnoea), or if poor sleep is leading you close to a relapse. Recovery is easier with support, and sleep is a good place to ask for it.',
      ],
    },
  ],
  related: [
    { label: 'Read about alcohol addiction', to: '/addiction' },
    { label: 'Book a free introductory call', to: '/book-free-session' },
  ],
  ending: 'responses-and-contact',
};
