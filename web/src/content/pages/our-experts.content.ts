export const OUR_EXPERTS_PAGE = {
  title: 'Meet Our Expert Doctors',
  intro: 'Qualified psychologists and psychiatrists who listen first. Choose someone who speaks your language and suits your time.',
  bookLabel: 'Book Appointment',
  labels: {
    experience: 'Experience',
    languages: 'Languages',
    nextSlots: 'Next available',
    charges: 'Fee',
    rating: 'Rating',
  },
  ratingText: (rating: number): string => `${rating.toFixed(1)} out of 5`,
  bookAriaLabel: (name: string): string => `Book Appointment with ${name}`,
} as const;
