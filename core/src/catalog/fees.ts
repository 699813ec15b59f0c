/** Money and session length, in rupees and minutes (spec section 9). */
export const FEES = {
  wizardFeePerSession: 1000,
  wizardFeeText: 'Our fee is ₹1,000 per session. Ready to book?',
  sampleDoctorFeePerSession: 1200,
  defaultCalendarPrice: 1600,
  sessionDurationMinutes: 60,
} as const;

/** Formats whole rupees the Indian way: 1600 -> '₹1,600', 1234567 -> '₹12,34,567'. */
export const formatRupees = (amount: number): string => {
  const digits = Math.round(Math.abs(amount)).toString();
  const last3 = digits.slice(-3);
  const rest = digits.slice(0, -3);
  const grouped = rest.length > 0 ? `${rest.replace(/\B(?=(\d{2})+(?!\d))/g, ',')},${last3}` : last3;
  return `${amount < 0 ? '-' : ''}₹${grouped}`;
};
