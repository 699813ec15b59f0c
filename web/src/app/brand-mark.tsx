import { Link } from 'react-router-dom';
import { PRODUCT_NAME } from '@manobal/core';
import { useShellCatalog } from './shell-catalog-context';
import * as styles from './brand-mark.module.css';

/**
 * The wordmark linking home: a small local SVG monogram and the product name. On a dark band the caller's
 * class sets --brand-name-color.
 */
export const BrandLink = ({ className }: { className?: string }) => {
  const words = useShellCatalog();
  return (
  <Link to="/" className={className ? `${styles.brandMark} ${className}` : styles.brandMark} aria-label={words.brandHome(PRODUCT_NAME)}>
    <svg className={styles.brandMarkIcon} width="32" height="32" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="16" fill="currentColor" />
      <path d="M18 44V22l14 14 14-14v22" fill="none" stroke="var(--saffron-100)" strokeWidth="6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
    <span className={styles.brandMarkName}>{PRODUCT_NAME}</span>
  </Link>
);
};
