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
  bookFreeSession: 'Book a free introductory call',
  talkToSomeone: 'Talking to someone can help. Your first call with our care team is free; sessions with a therapist cost the fee shown on their profile.',
  privacyNote: 'Your answers stay on this device.',
} as const;
