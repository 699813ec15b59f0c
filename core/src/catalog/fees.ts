/** Money and session length, in rupees and minutes (spec section 9). */
export const FEES = {
  sampleDoctorFeePerSession: 1200,
  sessionDurationMinutes: 60,
} as const;

/**
 * Whole rupees with Indian digit grouping, the one spelling of money on every screen, message and CLI line:
 * '₹1,200', '₹12,00,000' (the spec's fee sentence writes '₹1,000'). Digits are grouped by hand rather than by
 * toLocaleString, whose grouping depends on the runtime's locale data.
 */
export const formatRupees = (amount: number): string => {
  const digits = String(Math.round(Math.abs(amount)));
  const last3 = digits.slice(-3);
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return `${amount < 0 ? '-' : ''}₹${rest === '' ? last3 : `${rest},${last3}`}`;
};
