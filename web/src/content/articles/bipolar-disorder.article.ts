import type { Article } from '../content.types';

export const article: Article = {
  path: '/bipolar-disorder',
  eyebrow: 'Article',
  title: 'Bipolar Disorder',
  standfirst:
    'Bipolar disorder brings periods of very high and very low mood that are different from ordinary ups and downs. With the right treatment and support, many people live full, steady lives.',
  illustration: { src: '/illustrations/sun-moon.svg', width: 320, height: 200 },
  sections: [
    {
      heading: 'What bipolar disorder is',
      body: [
        'Bipolar disorder is a long-term mood condition. People with it have episodes of depression and episodes of mania or a milder form called hypomania. Between episodes, many people feel quite well. Episodes can last days, weeks or longer, and they can disrupt work, study, money and relationships.',
        'It usually begins in the late teens or early adulthood, though it can start later. It is a medical condition involving the brain, not a flaw in character, and it is not caused by anything the person or their family did.',
      ],
    },
    {
      heading: 'Types of bipolar disorder',
      body: [
        {
          list: [
            'Bipolar I: at least one episode of mania, which may be severe enough to need hospital care. Depressive episodes are common too.',
            'Bipolar II: episodes of depression and hypomania, without full mania. The depressive episodes can be long and hard.',
            'Cyclothymia: many milder highs and lows over a long time, which do not reach the level of a full episode.',
          ],
        },
      ],
    },
    {
      heading: 'Signs of a high (mania or hypomania)',
      body: [
        {
          list: [
            'Feeling unusually energetic, excited or irritable.',
            'Needing much less sleep without feeling tired.',
            'Racing thoughts and talking fast, jumping between ideas.',
            'Feeling extremely confident or important, or having grand plans.',
            'Spending a lot of money, taking risks or acting impulsively.',
            'Being easily distracted and unable to settle.',
          ],
        },
        'In severe mania, a person may lose touch with reality, for example hearing voices or holding unusual beliefs. During a high, people often do not feel unwell, which is why family observations matter.',
      ],
    },
    {
      heading: 'Signs of a low (depression)',
      body: [
        {
          list: [
            'Low mood, hopelessness or emptiness most of the day.',
            'Losing interest in people and activities.',
            'Sleeping too much or too little, and feeling exhausted.',
            'Difficulty thinking, concentrating or making decisions.',
            'Feelings of guilt or worthlessness.',
            'Thoughts of death or suicide.',
          ],
        },
      ],
    },
    {
      heading: 'Getting a diagnosis',
      body: [
        'Bipolar disorder is sometimes first diagnosed as depression, because people are more likely to seek help when they feel low. If you have had periods of unusually high energy or reduced need for sleep, tell your doctor, even if they felt good at the time. A psychiatrist makes the diagnosis after a careful conversation, often including family members\' observations.',
      ],
    },
    {
      heading: 'Treatment and care',
      body: [
        'Treatment usually combines medicine and psychological support:',
        {
          list: [
            'Mood stabilisers and some other medicines, prescribed and monitored by a psychiatrist, help prevent and treat episodes. Some need regular blood tests.',
            'Never stop or change medicines abruptly on your own, even when you feel well; this can trigger a new episode. Discuss any concern with your psychiatrist, who can adjust the plan safely.',
            'Psychotherapy and psychoeducation help you understand your patterns, spot early warning signs and cope with stress.',
            'Family sessions can help relatives understand the condition and respond in supportive ways.',
          ],
        },
        'Some antidepressants taken alone can tip a person with bipolar disorder into a high, which is one more reason why treatment should be guided by a psychiatrist.',
      ],
    },
    {
      heading: 'Living well with bipolar disorder',
      body: [
        {
          list: [
            'Protect your sleep. Regular sleep and wake times are one of the strongest protections against episodes.',
            'Keep a mood diary to notice early changes in sleep, energy and mood.',
            'Make a plan with your psychiatrist and family for what to do when early warning signs appear.',
            'Avoid alcohol and recreational drugs, which can trigger episodes and interact with medicines.',
            'Keep a steady daily rhythm of meals, work and rest.',
          ],
        },
        'Family support makes a real difference. Relatives can help by learning about the condition, staying calm during episodes and encouraging treatment without blame.',
        'Many people with bipolar disorder study, work, marry and raise families. Talking openly with a trusted person at college or work, when you feel ready, can make it easier to take time off for appointments or to adjust your workload during a difficult patch.',
      ],
    },
    {
      heading: 'In a crisis',
      body: [
        'If you or someone you care about is at risk of harm, call 112 or go to the nearest emergency department. For free counselling at any hour, call Tele-MANAS on 14416.',
      ],
    },
  ],
  related: [
    { label: 'Take the depression screening', to: '/depression-test' },
    { label: 'Read about depression', to: '/depression' },
    { label: 'Find a therapist who fits you', to: '/find-your-doctor' },
  ],
  ending: 'responses-and-support',
};
