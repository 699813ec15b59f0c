import { frequencyQuestions, yesNoQuestions } from './answer-options';
import type { Assessment } from './assessment.types';
import { ASSESSMENT_SUMMARIES } from './assessment-summaries';
import { AUTO_ADVANCE_TO_RESULT_POLICY } from './session-policies';

export const ADHD_ASSESSMENT: Assessment = {
  ...ASSESSMENT_SUMMARIES['adhd'],
  riskScreen: true,
  questions: [
    ...frequencyQuestions([
      'How often do you have trouble finishing the final details of a task once the hard parts are done?',
      'How often do you find it hard to get things in order when a task needs organisation?',
      'How often do you have trouble remembering appointments or commitments?',
      'How often do you put off starting a task that needs a lot of thought?',
      'How often do you fidget with your hands or feet when you have to sit for a long time?',
      'How often do you feel overly active, as if driven by a motor?',
      'How often do you make careless mistakes when working on something boring or difficult?',
      'How often do you find it hard to keep your attention on boring or repetitive work?',
      'How often do you find it hard to concentrate on what people say, even when they speak to you directly?',
      'How often do you misplace things, or have trouble finding things at home or at work?',
      'How often are you distracted by activity or noise around you?',
      'How often do you leave your seat in meetings, classes or other places where you are expected to stay seated?',
      'How often do you feel restless or fidgety?',
      'How often do you find it hard to unwind and relax when you have time to yourself?',
      'How often do you find yourself talking too much in social situations?',
      'How often do you interrupt others when they are busy, or finish their sentences for them?',
    ]),
    ...yesNoQuestions([
      'Did you notice several of these difficulties before the age of 12?',
      'Do these difficulties show up in more than one setting, such as home, work, college or with friends?',
      'Do these difficulties make it harder to manage your work, studies or relationships?',
    ]),
  ],
  scoring: 'most-severe-answer',
  bands: { moderateFrom: 7, highFrom: 13 },
  verdicts: {
    low: 'Low risk for ADHD.',
    moderate: 'You may have a moderate risk for ADHD.',
    high: 'You may be at high risk for ADHD.',
  },
  session: AUTO_ADVANCE_TO_RESULT_POLICY,
};
