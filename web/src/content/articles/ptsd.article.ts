import type { Article } from '../content.types';

export const article: Article = {
  path: '/ptsd',
  eyebrow: 'Article',
  title: 'PTSD',
  standfirst:
    'Post-traumatic stress disorder can follow a frightening or distressing event. It is an understandable reaction of the mind and body, and it can be treated.',
  illustration: { src: '/illustrations/path.svg', width: 320, height: 200 },
  sections: [
    {
      heading: 'What PTSD is',
      body: [
        'Trauma means going through, or witnessing, something that threatened your life or safety or that of someone close to you. Examples include road accidents, violence or assault, sexual abuse, floods, earthquakes and other disasters, sudden loss of a loved one, serious illness or a hard birth, and conflict or communal violence.',
        'After such an event it is normal to feel shaken, have bad dreams or feel on edge for a while. For many people these reactions settle over the following weeks. When they stay, or grow stronger, and begin to disrupt daily life, it may be post-traumatic stress disorder (PTSD). Sometimes symptoms appear only months or even years later.',
        'PTSD is not a sign of weakness. It can happen to anyone, including people who have coped with many hard things before.',
      ],
    },
    {
      heading: 'Common signs',
      body: [
        'The signs of PTSD are often grouped into four kinds:',
        {
          list: [
            'Reliving the event: unwanted memories that push in, nightmares, or flashbacks where it feels as if it is happening again. Reminders may bring a racing heart, sweating or shaking.',
            'Avoiding reminders: staying away from places, people, conversations or news that bring it back, or trying hard not to think about it.',
            'Changes in thoughts and mood: feeling guilty or to blame, feeling numb or cut off from others, losing interest in things, or believing the world is completely unsafe.',
            'Feeling on guard: being easily startled, irritable or angry, finding it hard to sleep or concentrate, or constantly watching for danger.',
          ],
        },
        'Children may show trauma differently, for example through play that repeats the event, clinginess, bedwetting, or sudden changes in behaviour at school.',
      ],
    },
    {
      heading: 'Why it happens',
      body: [
        'During danger, the brain switches into survival mode. Memories of the event can be stored in a raw, fragmented way, so that later reminders set off the same alarm as if the danger were present. The mind is trying to protect you, but it keeps sounding the alarm long after the danger has passed.',
        'The risk is higher when trauma is repeated or long-lasting, when there was little support afterwards, or when other stresses are piling up at the same time.',
      ],
    },
    {
      heading: 'Treatment works',
      body: [
        'PTSD is treatable, even many years after the event. The main approaches are:',
        {
          list: [
            'Trauma-focused cognitive behavioural therapy (CBT), which helps you process the memory safely and change the beliefs that keep fear going.',
            'Eye movement desensitisation and reprocessing (EMDR), a structured therapy that helps the brain reprocess distressing memories.',
            'Medicine, when a psychiatrist thinks it may help, for example with depression, anxiety or sleep. Decisions about medicine are made with the psychiatrist, and medicines should not be stopped suddenly.',
          ],
        },
        'Look for a clinical psychologist registered with the Rehabilitation Council of India (RCI) who has training in trauma work. You can go at your own pace; a good therapist will never push you to share more than you are ready to.',
      ],
    },
    {
      heading: 'Helping yourself',
      body: [
        {
          list: [
            'Remind yourself that your reactions make sense after what you went through.',
            'Use grounding when memories flood in: name five things you can see, four you can hear, three you can touch.',
            'Keep a daily routine with regular meals, sleep and some movement.',
            'Stay connected with people you trust, even if you do not talk about the event.',
            'Go easy on alcohol and other substances; they may numb feelings for a while but make recovery harder.',
          ],
        },
      ],
    },
    {
      heading: 'For family and friends',
      body: [
        'Be patient and steady. Let the person share when they are ready, and listen without pressing for details. Avoid telling them to "forget it and move on". Learning about PTSD yourself, and gently encouraging professional help, are among the most useful things you can do.',
      ],
    },
    {
      heading: 'When to reach out urgently',
      body: [
        'If you or someone you know is in danger now, call 112. If you are having thoughts of harming yourself, please call Tele-MANAS on 14416, free and 24x7. Recovery is possible, and you do not have to face this alone.',
      ],
    },
  ],
  related: [
    { label: 'Find a therapist who fits you', to: '/find-your-doctor' },
    { label: 'Read about anxiety', to: '/anxiety' },
  ],
  ending: 'support',
};
