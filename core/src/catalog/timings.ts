/** Every delay the product promises, in milliseconds (spec sections 4 and 9). Adapters own the timers. */
export const TIMINGS = {
  toastMs: 3000,
  errorToastMs: 5000,
  signupRedirectMs: 200,
  dropdownCloseMs: 200,
  quizAutoAdvanceMs: 180,
  testimonialAutoplayMs: 3000,
  modeVibrationMs: 50,
  chunkLoadTimeoutMs: 120_000,
  slideInMs: 1000,
} as const;

/** Widths (px) at which layouts change (spec section 9). */
export const BREAKPOINTS = {
  volunteerButtonCompactMax: 640,
  conditionCarousel: { three: 1024, two: 768, one: 540 },
  resourceSlider: { twoBelow: 1024, oneBelow: 640 },
  wizardIndicator: { threeBelow: 640, fiveBelow: 1024 },
} as const;

export const LIMITS = {
  uploadMaxBytes: 10_485_760,
  applicantMinAge: 18,
  applicantMaxAge: 100,
  nameMinLength: 3,
  phoneDigits: 10,
  aadhaarDigits: 12,
  minimumUserAge: 16,
  passwordMinLength: 8,
  newsListMaxHeightPx: 400,
} as const;
