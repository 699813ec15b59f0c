import type { ReactNode } from 'react';
import './page-header.css';

export interface PageHeaderProps {
  title: string;
  intro?: ReactNode;
  eyebrow?: string;
}

/** The page's one h1, with an optional eyebrow line above and an introduction below. */
export const PageHeader = ({ title, intro, eyebrow }: PageHeaderProps) => (
  <header className="page-header">
    <div className="container">
      {eyebrow ? <p className="page-header__eyebrow">{eyebrow}</p> : null}
      <h1 className="page-header__title">{title}</h1>
      {intro ? <div className="page-header__intro">{intro}</div> : null}
    </div>
  </header>
);
