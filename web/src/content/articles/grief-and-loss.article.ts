import type { Article } from '../content.types';

export const article: Article = {
  path: '/grief-and-loss',
  eyebrow: 'Article',
  title: 'Grief and Loss',
  standfirst:
    'Grief is the price of love. There is no right way or right time to grieve, but there are ways to carry it a little more gently, and people who can walk alongside you.',
  illustration: { src: '/illustrations/diya.svg', width: 320, height: 200 },
  sections: [
    {
      heading: 'Grief is a natural response',
      body: [
        'Grief is what we feel when we lose someone or something that mattered to us. Most often we think of the death of a loved one, but grief also follows a miscarriage, a divorce or break-up, the loss of a job, a serious diagnosis, moving away from home, or caring for a parent whose memory is fading.',
        'Grief is not an illness and it is not something to be fixed. It is a sign of the bond you had. Still, it can be overwhelming, and you deserve support while you move through it.',
      ],
    },
    {
      heading: 'There is no neat timetable',
      body: [
        'You may have heard that grief comes in stages. In reality it rarely follows a straight line. Many people describe it as waves: calm for a while, then a song, a smell, a festival or an anniversary brings it crashing back. Over time the waves usually come less often and feel less sharp, but they may never stop completely. That is normal.',
      ],
    },
    {
      heading: 'What grief can feel like',
      body: [
        {
          list: [
            'Deep sadness, crying, or sometimes feeling numb and unable to cry.',
            'Disbelief, especially after a sudden death.',
            'Anger, at the situation, at doctors, at God, at the person who died, or at yourself.',
            'Guilt about things said or not said, or about moments of relief after a long illness.',
            'Anxiety and worry about the future or about losing someone else.',
            'Tiredness, poor sleep, loss of appetite, aches and a heavy chest.',
            'Difficulty concentrating, forgetting things or feeling in a fog.',
            'Longing, and looking for the person in familiar places.',
          ],
        },
        'All of these are common. Feeling them does not mean you are grieving wrongly.',
      ],
    },
    {
      heading: 'Grief in our families and traditions',
      body: [
        'Across India, mourning is often shared. Rituals, prayers, the gathering of relatives and the rites of the days after a death can be a real comfort. They give shape to the first weeks and remind you that you are not alone.',
        'At the same time, once the rituals end and relatives return home, many people feel the loss most sharply. Some feel pressure to be strong for others, to return to work quickly or to stop talking about the person. Men in particular may feel they should not cry. Grief does not follow the calendar of rituals, and it is fine to still be grieving long after others expect you to have moved on.',
      ],
    },
    {
      heading: 'Looking after yourself',
      body: [
        {
          list: [
            'Let yourself feel what you feel. Tears are not weakness.',
            'Talk about the person. Share stories and memories with people who knew them.',
            'Keep small routines: meals, a walk, sleeping and waking at regular times.',
            'Accept help with practical tasks, such as cooking, paperwork or childcare.',
            'Be careful with alcohol or sleeping pills as a way to cope; they tend to make grief heavier.',
            'Find your own ways to remember: lighting a lamp, a prayer, a donation in their name, or writing them a letter.',
            'Put off big decisions, like selling a house, for a while if you can.',
          ],
        },
      ],
    },
    {
      heading: 'Supporting someone who is grieving',
      body: [
        'You do not need perfect words. Saying their loved one\'s name, sharing a memory or simply sitting with them is often more helpful than advice. Avoid phrases that hurry grief along, such as "everything happens for a reason" or "you must be strong now".',
        'Keep showing up after the first weeks, when visits tend to stop. A call on a difficult date, like a birthday or death anniversary, can mean a great deal.',
      ],
    },
    {
      heading: 'When grief needs more support',
      body: [
        'For some people, grief stays intense and does not ease with time. Signs include an overwhelming longing that does not soften after many months, being unable to carry out daily tasks, feeling that life has no meaning without the person, or being unable to accept that the death has happened. Grief can also lead into depression.',
        'A counsellor or psychologist experienced in grief can help. Talking to someone outside the family can make it easier to say things you are holding back.',
        'If you have thoughts of ending your life or of wanting to join the person who died, please reach out straight away. Call Tele-MANAS on 14416 (free, 24x7) or 112 in an emergency.',
      ],
    },
  ],
  related: [
    { label: 'Find a therapist who fits you', to: '/find-your-doctor' },
    { label: 'Book a free introductory call', to: '/book-free-session' },
  ],
  ending: 'support',
};
