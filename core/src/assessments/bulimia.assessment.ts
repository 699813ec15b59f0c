import { yesNoQuestions } from './answer-options';
import type { Assessment } from './assessment.types';
import { ASSESSMENT_SUMMARIES } from './assessment-summaries';
import { STEP_POLICY } from './session-policies';

export const BULIMIA_ASSESSMENT: Assessment = {
  ...ASSESSMENT_SUMMARIES['bulimia'],
  riskScreen: true,
  questions: yesNoQuestions([
    'Do you often think about food, eating or your body shape?',
    'Have you had episodes of eating a large amount of food in a short time?',
    'During these episodes, do you feel you cannot stop or control how much you eat?',
    'Do you eat in secret, or hide food from others?',
    'After eating, do you feel strong guilt, shame or disgust?',
    'Have you made yourself vomit to get rid of food you have eaten?',
    'Have you used laxatives, water pills or other medicines to control your weight?',
    'Have you exercised very hard to make up for eating?',
    'Have you fasted or skipped meals to make up for eating?',
    'Do you go on strict diets that end in eating a large amount of food?',
    'Does your weight or body shape strongly affect how you feel about yourself?',
    'Do you feel afraid of gaining weight?',
    'Do you weigh yourself or check your body many times a day?',
    'Do you feel uneasy eating in front of other people?',
    'Does your weight go up and down a lot?',
    'Do you plan your day around eating or making up for eating?',
    'Have people close to you been worried about your eating?',
    'Have you had a sore throat, swollen cheeks or tooth problems that may be linked to vomiting?',
    'Do you eat when you are not hungry, to cope with stress, sadness or loneliness?',
    'Do you feel that your eating is out of your control?',
    'Do you feel low or anxious when you cannot keep to your eating rules?',
    'Have you tried to stop bingeing or making up for eating, and found it hard?',
    'Do worries about eating get in the way of your studies, work or time with family and friends?',
    'Have these eating patterns gone on for three months or longer?',
  ]),
  scoring: 'most-severe-answer',
  bands: { moderateFrom: 7, highFrom: 15 },
  verdicts: {
    low: 'Low risk for bulimia.',
    moderate: 'You may have a moderate risk for bulimia.',
    high: 'You may be at high risk for bulimia.',
  },
  session: STEP_POLICY,
};
