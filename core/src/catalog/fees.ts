/** Money and session length, in rupees and minutes (spec section 9). */
export const FEES = {
  wizardFeePerSession: 1000,
  wizardFeeText: 'Our fee is ₹1,000 per session. Ready to book?',
  sampleDoctorFeePerSession: 1200,
  sessionDurationMinutes: 60,
} as const;

/**
 * Whole rupees as the spec writes them: '₹1200' (no separator; DESIGN: "₹ amounts as the spec
 * writes them"). The wizard's fee sentence is the spec's own text and keeps its '₹1,000'.
 */
export const formatRupees = (amount: number): string => `${amount < 0 ? '-' : ''}₹${Math.round(Math.abs(amount))}`;
