export const TERMS_PAGE = {
  title: 'Terms & Conditions',
  note: 'Our full terms of use are being prepared. Until they are published, please write to us at {email} with any question about using {product}.',
} as const;
