import type { Article } from '../content.types';

export const article: Article = {
  path: '/tobacco-addiction',
  eyebrow: 'Blog',
  title: 'Tobacco addiction: understanding it and finding a way to quit',
  standfirst:
    'Whether it is cigarettes, bidis, gutka or khaini, tobacco is hard to give up because nicotine is addictive. Quitting is possible, and you do not have to do it alone.',
  illustration: { src: '/illustrations/sprout.svg', width: 320, height: 200 },
  sections: [
    {
      heading: 'Tobacco comes in many forms',
      body: [
        'In India, tobacco is used in many ways: smoked as cigarettes, bidis or hookah, or used without smoke as gutka, khaini, zarda, mawa, tobacco in paan, or tobacco-based toothpowder (mishri) rubbed on the gums. Smokeless tobacco is sometimes seen as milder or safer. It is not. Every form contains nicotine and harmful chemicals.',
      ],
    },
    {
      heading: 'Why it is so hard to stop',
      body: [
        'Nicotine reaches the brain quickly and releases chemicals that bring a brief sense of pleasure or calm. The brain soon comes to expect it. When the level drops, you feel restless and uncomfortable, and reaching for tobacco brings relief. That cycle is addiction, and it is a medical problem, not a lack of character.',
        'Habit adds to it. Tobacco gets tied to moments of the day: the morning tea, after meals, a break at work, time with friends, or stress. These moments become triggers that set off a craving even when your body is not short of nicotine.',
        'When you stop, withdrawal can bring irritability, anxiety, low mood, restlessness, poor concentration, increased appetite, disturbed sleep and strong urges. These feelings are unpleasant, but they are temporary. For most people they are strongest in the first week or two and ease over the following weeks.',
      ],
    },
    {
      heading: 'What tobacco does to your health',
      body: [
        'Tobacco use is linked with cancers of the mouth, throat, food pipe and lungs, with heart attack and stroke, with lung diseases and breathing problems, and with gum and tooth disease. Smoking around others exposes them to second-hand smoke, which harms children especially.',
        'The encouraging part is that the body begins to recover soon after you stop, and the benefits keep growing the longer you stay tobacco-free. It is never too late to quit.',
      ],
    },
    {
      heading: 'Making a plan to quit',
      body: [
        'People who plan ahead are more likely to succeed. Some steps that help:',
        {
          list: [
            'Pick a quit date within the next two weeks, and mark it on the calendar.',
            'Write down your reasons for quitting, such as your health, your family or the money saved, and keep the note in your pocket.',
            'Tell family, friends or colleagues, and ask them not to offer you tobacco.',
            'Remove tobacco, lighters and spittoons from your home, vehicle and workplace before the day.',
            'Notice your triggers and plan a swap for each: a walk after meals, saunf or water instead of gutka, a different route that avoids the paan shop.',
            'Use the four Ds when a craving hits: delay, drink water, deep breaths, do something else. Cravings usually pass within minutes.',
            'Ask a doctor about nicotine replacement, such as gum or patches, or other medicines that can ease withdrawal. These are safest used with medical advice.',
          ],
        },
      ],
    },
    {
      heading: 'Help is available',
      body: [
        'You can call the National Tobacco Quit Line on 1800-11-2356, a free service from the Government of India that offers counselling and support in several languages. Many government hospitals also run tobacco cessation clinics.',
        'Counselling can make a real difference. A therapist can help you handle triggers, cope with stress without tobacco and deal with low mood or anxiety that may come up while quitting. If you also use alcohol or other substances, it helps to address them together.',
      ],
    },
    {
      heading: 'For families',
      body: [
        'If someone you love wants to quit, encouragement works better than scolding. Celebrate each tobacco-free day, be patient with their irritability in the first weeks, and keep your home free of tobacco. If you use tobacco yourself, think about quitting together; it is easier with a partner.',
      ],
    },
    {
      heading: 'If you slip',
      body: [
        'Many people make several attempts before they quit for good. A slip does not wipe out your progress. Ask what led to it, learn from it, and return to your plan as soon as you can. Each attempt teaches you something that makes the next one stronger.',
      ],
    },
  ],
  related: [
    { label: 'Read about alcohol addiction', to: '/addiction' },
    { label: 'Book a free introductory call', to: '/book-free-session' },
  ],
  ending: 'responses-and-contact',
};
