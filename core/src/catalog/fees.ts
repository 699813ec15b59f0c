/** Money and session length, in rupees and minutes (spec section 9). */
export const FEES = {
  sampleDoctorFeePerSession: 1200,
  sessionDurationMinutes: 60,
} as const;

/**
 * Whole rupees as the spec writes them: '₹1200' (no separator; DESIGN: "₹ amounts as the spec
 * writes them"). The wizard's fee sentence (MATCH_CATALOG_EN.feeSentence) groups digits as the spec's '₹1,000'.
 */
export const formatRupees = (amount: number): string => `${amount < 0 ? '-' : ''}₹${Math.round(Math.abs(amount))}`;
