import { PRODUCT_NAME } from '@manobal/core';

/** The wordmark: a small local SVG monogram and the product name. */
export const BrandMark = () => (
  <>
    <svg className="brand-mark__icon" width="32" height="32" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="16" fill="currentColor" />
      <path d="M18 44V22l14 14 14-14v22" fill="none" stroke="var(--saffron-100)" strokeWidth="6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
    <span className="brand-mark__name">{PRODUCT_NAME}</span>
  </>
);
