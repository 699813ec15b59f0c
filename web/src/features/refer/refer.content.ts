/** The refer-a-person block's words. Spec strings are verbatim. */

export const REFER = {
  heading: 'Know someone who needs support?',
  text: 'Share their details, with their permission, and our care team will reach out gently to offer help.',
  reveal: 'Connect with Us',
  submit: 'Submit',
  busy: 'Submitting...',
  successTitle: 'Thank you for looking out for them.',
} as const;
