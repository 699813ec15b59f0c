import type { InfoCard } from '../../content/content.types';
import * as styles from './pages.module.css';

/** A grid of titled cards; `columns` 4 widens it to four across on large screens. */
export const InfoCardGrid = ({ items, columns }: { items: readonly InfoCard[]; columns?: 4 }) => (
  <ul className={columns === 4 ? `${styles.pageGrid} ${styles.pageGridFour}` : styles.pageGrid}>
    {items.map((item) => (
      <li key={item.title} className={styles.pageCard}>
        <h3 className={styles.pageCardTitle}>{item.title}</h3>
        <p>{item.text}</p>
      </li>
    ))}
  </ul>
);
