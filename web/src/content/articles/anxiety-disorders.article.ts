import type { Article } from '../content.types';

export const article: Article = {
  path: '/anxiety-disorders',
  eyebrow: 'Blog',
  title: 'Anxiety disorders: the long-term effects on body and mind',
  standfirst:
    "Everyone feels anxious sometimes. When worry and fear stay for months, they can wear down your sleep, your body and your days. Here is what long-term anxiety can do, and why help makes a real difference.",
  illustration: { src: '/illustrations/waves.svg', width: 320, height: 200 },
  sections: [
    {
      heading: 'When anxiety becomes a disorder',
      body: [
        "Anxiety is the body's alarm system. Before an exam, an interview or a long journey, a little of it sharpens your attention and then fades. An anxiety disorder is different: the alarm keeps ringing when there is no fire, or rings far louder than the situation needs, and it starts to shape how you live.",
        'Doctors and psychologists describe several kinds of anxiety disorder, including generalised anxiety, panic disorder, social anxiety and specific phobias. They look different on the surface, but they share one thing: fear or worry that is hard to control and that lasts.',
        'Anxiety is common and it is treatable. Having it does not mean you are weak or that you are imagining things. It means your stress response is working overtime, and that can be eased.',
      ],
    },
    {
      heading: 'What long-term anxiety does to the body',
      body: [
        'When you feel threatened, your body releases stress hormones such as adrenaline and cortisol. Your heart beats faster, your breathing quickens and your muscles get ready to act. This is useful for a few minutes. When it happens day after day, the body pays a price.',
        'People living with anxiety for a long time often notice:',
        {
          list: [
            'Poor sleep: trouble falling asleep, waking at night with a racing mind, or waking up tired.',
            'Tight, aching muscles, especially in the neck, shoulders and jaw, and frequent tension headaches.',
            'Stomach trouble such as acidity, nausea, loose motions or constipation. The gut is very sensitive to stress.',
            'A pounding heart, chest tightness or breathlessness. These deserve a check-up with a doctor, and they are also common with anxiety.',
            'Feeling drained. Being on alert all the time uses up a lot of energy.',
          ],
        },
        'Living with stress over long periods is linked with other health problems too, such as high blood pressure. This is one more reason to take ongoing anxiety seriously rather than waiting for it to pass on its own.',
      ],
    },
    {
      heading: 'What it does to the mind and daily life',
      body: [
        'Anxiety narrows your attention towards possible danger. Over time this can make it hard to concentrate, remember things or make decisions. Small choices can start to feel heavy.',
        'Many people begin to avoid what makes them anxious: crowded places, phone calls, meetings, travel, even seeing relatives. Avoidance brings relief for a moment, but it teaches the mind that the situation really was dangerous, so the fear grows and life gets smaller.',
        'Long-lasting anxiety often travels with low mood. Feeling worried and tired for months can lead to hopelessness, and anxiety and depression frequently appear together. Some people also start leaning on alcohol, tobacco or sleeping pills to calm down, which can turn into a second problem.',
        'Relationships, studies and work can feel the strain. Family members may not understand why you cannot "just relax", and you may feel alone with it. You are not alone, and it is not a matter of willpower.',
      ],
    },
    {
      heading: 'Why getting help early matters',
      body: [
        'The longer anxiety goes untreated, the more habits of worry and avoidance settle in. The good news is that these habits can be unlearned at any age, and the earlier you start, the easier it usually is.',
        'Talking therapies such as cognitive behavioural therapy (CBT) help you notice anxious thinking, test it gently and face feared situations step by step. For some people a psychiatrist may also suggest medicine. Any decision about medicine is made with a psychiatrist, and medicines should never be stopped suddenly without their advice.',
        'In India you can look for a clinical psychologist registered with the Rehabilitation Council of India (RCI), or a psychiatrist. If cost or distance is a concern, Tele-MANAS, the government\'s free mental health helpline, offers counselling in many Indian languages.',
      ],
    },
    {
      heading: 'Small steps that help day to day',
      body: [
        'Self-care does not replace treatment, but it supports it. Try one or two of these rather than all at once:',
        {
          list: [
            'Slow your breathing: breathe in for four counts and out for six, for a few minutes.',
            'Keep a regular sleep and wake time, even on weekends.',
            'Move your body every day. A brisk walk counts.',
            'Cut down on tea, coffee and energy drinks, especially after lunch.',
            'Write your worries down at a fixed "worry time" and then put the page away.',
            'Tell one person you trust how you are really feeling.',
          ],
        },
      ],
    },
    {
      heading: 'If things feel too much right now',
      body: [
        'If anxiety comes with thoughts of harming yourself, or you feel unable to stay safe, please reach out now. Call Tele-MANAS on 14416 at any hour, or 112 in an emergency. You deserve support, today.',
      ],
    },
  ],
  related: [
    { label: 'Take the anxiety screening', to: '/anxiety-test' },
    { label: 'Read about anxiety', to: '/anxiety' },
    { label: 'Find a therapist who fits you', to: '/find-your-doctor' },
  ],
  ending: 'responses-and-contact',
};
