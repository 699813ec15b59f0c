export const OUR_EXPERTS_PAGE = {
  title: 'Meet Our Expert Doctors',
  intro: 'Qualified psychologists and psychiatrists who listen first. Choose someone who speaks your language and suits your time.',
  bookLabel: 'Book Appointment',
  labels: {
    experience: 'Experience',
    languages: 'Languages',
    specialisations: 'Works with',
    modes: 'Sessions',
    charges: 'Fee',
  },
  experienceText: (years: number): string => (years === 1 ? '1 year' : `${years} years`),
  feeText: (rupees: string): string => `${rupees} per session`,
  crisisTrained: 'Trained in crisis support',
  empty: 'No therapists are listed just now. Please check again soon.',
  loading: 'Loading our therapists…',
  retry: 'Try again',
  bookAriaLabel: (name: string): string => `Book Appointment with ${name}`,
} as const;
