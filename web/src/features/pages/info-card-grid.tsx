import type { InfoCard } from '../../content/content.types';
import './pages.css';

/** A grid of titled cards; `columns` 4 widens it to four across on large screens. */
export const InfoCardGrid = ({ items, columns }: { items: readonly InfoCard[]; columns?: 4 }) => (
  <ul className={columns === 4 ? 'page-grid page-grid--four' : 'page-grid'}>
    {items.map((item) => (
      <li key={item.title} className="page-card">
        <h3 className="page-card__title">{item.title}</h3>
        <p>{item.text}</p>
      </li>
    ))}
  </ul>
);
