/** The website's own words around core's assessments (core owns the questions, verdicts and quiz messages). */
export const ASSESSMENTS_COPY = {
  chooserTitle: 'Choose an Assessment',
  chooserIntro:
    'Each check takes a few minutes. Your answers stay on this device: nothing is sent or stored anywhere.',
  featuredIds: ['depression', 'anxiety', 'adhd'],
  takeTest: 'Take Test',
  moreTitle: 'More assessments',
  moreIntro: 'Short self-checks on eating, emotions, attitude and intrusive thoughts.',
  questionCount: (count: number): string => `${count} questions`,
  progressLabel: 'Answered',
  progressValueText: (answered: number, total: number): string => `${answered} of ${total} answered`,
  bookFreeSession: 'Book a free session',
  talkToSomeone: 'Talking to a counsellor can help. Your first session is free.',
  privacyNote: 'Your answers stay on this device.',
} as const;
