import type { AnswerOptionId, AssessmentId, Level } from './assessment.types';
import { namedUnanswered } from './assessment-unanswered';

/**
 * The questions of each assessment in English, in the order asked. The engine holds only how many there are and
 * their option sets; the tuples fix each language's length, so a translation missing a question does not compile.
 */
const QUESTIONS_EN = {
  depression: [
    'How often have you felt sad, low or empty for most of the day?',
    'How often have you lost interest or pleasure in things you usually enjoy?',
    'How often have you had trouble falling asleep or staying asleep, or slept much more than usual?',
    'How often have you felt tired or low on energy, even after rest?',
    'How often have you noticed a change in your appetite, eating much less or much more than usual?',
    'How often have you felt worthless, or been very hard on yourself?',
    'How often have you found it hard to concentrate on work, studies, reading or conversations?',
    'How often have you felt restless, or noticed yourself moving or speaking more slowly than usual?',
    'How often have you felt hopeless about the future?',
    'Have these feelings made it harder to manage your work, studies, home or relationships?',
    'Have you felt this way on most days for two weeks or longer?',
  ],
  anxiety: [
    'How often have you felt nervous, anxious or on edge?',
    'How often have you found it hard to stop or control worrying?',
    'How often have you worried too much about many different things?',
    'How often have you found it hard to relax?',
    'How often have you felt so restless that it was hard to sit still?',
    'How often have you felt easily annoyed or irritable?',
    'How often have you felt afraid that something awful might happen?',
    'How often have you noticed a racing heart, sweating, trembling or breathlessness when worried?',
    'How often has worry kept you from falling asleep or staying asleep?',
    'How often have you avoided places, people or situations because they make you anxious?',
    'Has worry or anxiety made it harder to manage your work, studies, home or relationships?',
    'Have you had sudden spells of intense fear or panic that seemed to come out of nowhere?',
    'Have you felt this way on most days for six months or longer?',
  ],
  adhd: [
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
    'Did you notice several of these difficulties before the age of 12?',
    'Do these difficulties show up in more than one setting, such as home, work, college or with friends?',
    'Do these difficulties make it harder to manage your work, studies or relationships?',
  ],
  bulimia: [
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
  ],
  'emotional-intelligence': [
    'I can usually name the emotion I am feeling.',
    'I understand what sets off my strong feelings.',
    'I can stay calm under pressure.',
    'When I am upset, I know ways to calm myself down.',
    'I can tell how others are feeling from their face, voice or body language.',
    'I listen to others without rushing to judge them.',
    'I can say how I feel without hurting others.',
    'I recover fairly quickly from setbacks and disappointments.',
    'I can handle disagreements calmly and look for a fair solution.',
    'I can motivate myself to keep going when a task becomes hard.',
    'I think about how my words and actions affect the people around me.',
  ],
  attitude: [
    'When something goes wrong, I expect more things to go wrong.',
    'I often focus on what is missing rather than on what I have.',
    'I find it hard to see anything good in a difficult situation.',
    'I believe my efforts rarely make a difference.',
    'I often feel that other people have it easier than me.',
    'I tend to give up when things get difficult.',
    'I find it hard to feel grateful for everyday things.',
    'I expect new plans or changes to turn out badly.',
    'I look for someone to blame before I look for a solution.',
    'I find it hard to feel hopeful about my future.',
    'Criticism leaves me discouraged for a long time.',
    'I tend to assume that people will let me down.',
    'I avoid trying new things because I expect to fail.',
    'I often complain about my situation.',
  ],
  anorexia: [
    'I am very afraid of gaining weight, even a little.',
    'I see myself as overweight even when others say I am too thin.',
    'I eat much less than my body needs.',
    'I skip meals on purpose to control my weight.',
    'I feel guilty after eating.',
    'I count calories, grams or portions throughout the day.',
    'I have strict rules about what, when or how much I can eat.',
    'I avoid whole kinds of food, such as rice, roti, sweets or oil, to lose weight.',
    'I exercise a lot to burn off what I have eaten.',
    'I feel in control when I do not eat.',
    'My weight or body shape decides how I feel about myself.',
    'I weigh myself or check my body many times a day.',
    'I feel anxious when I have to eat with other people.',
    'I hide how little I eat from family or friends.',
    'People close to me have worried that I have lost too much weight.',
    'I often feel cold, dizzy or tired.',
    'I keep wanting to lose more weight, even after reaching a goal.',
    'I make excuses to avoid family meals or eating out.',
    'I think about food, calories or my weight for most of the day.',
    'I feel uncomfortably full after eating only a small amount.',
    'I wear loose clothes to hide my body.',
    'Since I began eating less, I have noticed changes in my body, such as hair fall, fainting or missed periods.',
    'I feel proud or relieved when I manage to eat less than I planned.',
    'Worries about eating get in the way of my studies, work or relationships.',
    'I find it hard to believe that I could be underweight, even when a doctor says so.',
  ],
  ocd: [
    'I have unwanted thoughts, images or urges that keep coming back even when I try to push them away.',
    'I worry a lot about germs, dirt or catching an illness.',
    'I wash or clean much more than seems necessary.',
    'I check things again and again, such as locks, switches or the gas stove.',
    'I feel I must arrange things in a set order, or until they feel "just right".',
    'I repeat actions, words or counting until it feels right.',
    'I feel very uneasy if I cannot finish a routine in a set way.',
    'I worry that I might harm someone by accident.',
    'I find it hard to throw things away, even when they are of no use.',
    'I need reassurance from others again and again.',
    'These thoughts or routines take up more than an hour of my day.',
    'I know my worries may be excessive, but I still find it hard not to act on them.',
    'I avoid places, people or objects that set off my worries.',
    'Unwanted thoughts make it hard for me to concentrate.',
    'My routines make me late or get in the way of daily life.',
    'I feel distressed when my routines are interrupted.',
  ],
} as const satisfies Readonly<Record<AssessmentId, readonly string[]>>;

/** As many texts as the English tuple has, in the same order: the type that makes a catalog complete. */
type SameCount<T extends readonly string[]> = { readonly [I in keyof T]: string };

export interface AssessmentWords<Questions extends readonly string[]> {
  readonly questions: SameCount<Questions>;
  /** What each level reads; the result screen adds `quiz.screeningDisclaimer` under it. */
  readonly verdicts: Readonly<Record<Level, string>>;
}

/** Every word of the quiz screens and the scored results, for one locale (titles live in the titles catalog). */
export interface AssessmentCatalog {
  readonly assessments: { readonly [K in AssessmentId]: AssessmentWords<(typeof QUESTIONS_EN)[K]> };
  readonly options: Readonly<Record<AnswerOptionId, string>>;
  readonly quiz: {
    readonly selectBeforeSubmitting: string;
    readonly selectBeforeProceeding: string;
    readonly resultsHeading: string;
    readonly retake: string;
    readonly backToHome: string;
    readonly previous: string;
    readonly next: string;
    readonly submit: string;
    /** Under every verdict: a screening is not a diagnosis. */
    readonly screeningDisclaimer: string;
    /** Submit's message when questions other than the one on screen are blank; numbers are 1-based, ascending. */
    readonly unansweredQuestions: (questionNumbers: readonly number[]) => string;
    /** The button beside that message, taking the visitor to the first blank question. */
    readonly goToQuestion: (questionNumber: number) => string;
    /** The position line above each question, e.g. 'Question 3 of 11'. */
    readonly questionPosition: (questionNumber: number, questionCount: number) => string;
  };
  /** Messages for answer lists typed outside the quiz screen (the CLI's `--answers 3,0,-,1`). */
  readonly answers: {
    readonly count: (expected: number, received: number) => string;
    readonly outOfRange: (questionNumber: number, optionCount: number) => string;
    readonly format: (questionNumber: number) => string;
    readonly unknownAssessment: (id: string, known: readonly string[]) => string;
  };
}

/** English, with the spec's option labels, verdicts and quiz messages verbatim (sections 5 and 9). */
export const ASSESSMENT_CATALOG_EN: AssessmentCatalog = {
  assessments: {
    depression: {
      questions: QUESTIONS_EN['depression'],
      verdicts: { low: 'Low risk for depression.', moderate: 'You may have a moderate risk for depression.', high: 'You may be at high risk for depression.' },
    },
    anxiety: {
      questions: QUESTIONS_EN['anxiety'],
      verdicts: { low: 'Low risk for an anxiety disorder.', moderate: 'You may have a moderate risk for an anxiety disorder.', high: 'You may be at high risk for an anxiety disorder.' },
    },
    adhd: {
      questions: QUESTIONS_EN['adhd'],
      verdicts: { low: 'Low risk for ADHD.', moderate: 'You may have a moderate risk for ADHD.', high: 'You may be at high risk for ADHD.' },
    },
    bulimia: {
      questions: QUESTIONS_EN['bulimia'],
      verdicts: { low: 'Low risk for bulimia.', moderate: 'You may have a moderate risk for bulimia.', high: 'You may be at high risk for bulimia.' },
    },
    'emotional-intelligence': {
      questions: QUESTIONS_EN['emotional-intelligence'],
      verdicts: { low: 'Low emotional intelligence.', moderate: 'Moderate emotional intelligence.', high: 'High emotional intelligence.' },
    },
    attitude: {
      questions: QUESTIONS_EN['attitude'],
      verdicts: { low: 'Positive attitude.', moderate: 'Neutral attitude.', high: 'Negative attitude.' },
    },
    anorexia: {
      questions: QUESTIONS_EN['anorexia'],
      verdicts: { low: 'Low risk of anorexia.', moderate: 'Moderate risk of anorexia.', high: 'High risk of anorexia. Seek professional help.' },
    },
    ocd: {
      questions: QUESTIONS_EN['ocd'],
      verdicts: { low: 'Low risk of OCD.', moderate: 'Moderate risk of OCD.', high: 'High risk of OCD. Seek professional help.' },
    },
  },
  options: {
    never: 'Never',
    rarely: 'Rarely',
    sometimes: 'Sometimes',
    often: 'Often',
    no: 'No',
    yes: 'Yes',
    'definitely-agree': 'Definitely agree',
    'slightly-agree': 'Slightly agree',
    'slightly-disagree': 'Slightly disagree',
    'definitely-disagree': 'Definitely disagree',
  },
  quiz: {
    selectBeforeSubmitting: 'Please select an answer before submitting.',
    selectBeforeProceeding: 'Please select an answer before proceeding.',
    resultsHeading: 'Your Results:',
    retake: 'Retake Test',
    backToHome: 'Back to Home',
    previous: 'Previous',
    next: 'Next',
    submit: 'Submit',
    screeningDisclaimer: 'This is a screening, not a diagnosis.',
    unansweredQuestions: (questionNumbers) => {
      const { named, rest } = namedUnanswered(questionNumbers);
      if (questionNumbers.length === 1) return `Question ${String(named[0])} is not answered yet.`;
      const list = rest > 0 ? `${named.join(', ')} and ${rest} more` : `${named.slice(0, -1).join(', ')} and ${String(named.at(-1))}`;
      return `Questions ${list} are not answered yet.`;
    },
    goToQuestion: (questionNumber) => `Go to question ${questionNumber}`,
    questionPosition: (questionNumber, questionCount) => `Question ${questionNumber} of ${questionCount}`,
  },
  answers: {
    count: (expected, received) => `Expected ${expected} answers, got ${received}`,
    outOfRange: (questionNumber, optionCount) => `Answer ${questionNumber} must be an option number from 0 to ${optionCount - 1}`,
    format: (questionNumber) => `Answer ${questionNumber} must be an option number (0, 1, 2 …) or - for a blank`,
    unknownAssessment: (id, known) => `Unknown assessment "${id}". Choose one of: ${known.join(', ')}`,
  },
};
