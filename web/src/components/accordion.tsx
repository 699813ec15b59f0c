import { createElement, useId, useState, type ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import * as styles from './accordion.module.css';

export interface AccordionItem {
  id: string;
  question: string;
  answer: ReactNode;
}

export interface AccordionProps {
  items: readonly AccordionItem[];
  headingLevel?: 2 | 3 | 4;
}

/** Questions and answers; one answer open at a time, and clicking the open one closes it. */
export const Accordion = ({ items, headingLevel = 3 }: AccordionProps) => {
  const [openId, setOpenId] = useState<string | null>(null);
  const baseId = useId();
  return (
    <div className={styles.accordion}>
      {items.map((item) => {
        const open = openId === item.id;
        const buttonId = `${baseId}-${item.id}-button`;
        const panelId = `${baseId}-${item.id}-panel`;
        return (
          <div key={item.id} className={styles.accordionItem} data-open={open || undefined}>
            {createElement(
              `h${headingLevel}`,
              { className: styles.accordionHeading },
              <button
                type="button"
                id={buttonId}
                className={styles.accordionButton}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : item.id)}
              >
                <span>{item.question}</span>
                <ChevronDown className={styles.accordionIcon} aria-hidden="true" size={20} strokeWidth={1.5} />
              </button>,
            )}
            <div id={panelId} role="region" aria-labelledby={buttonId} className={styles.accordionPanel} hidden={!open}>
              {item.answer}
            </div>
          </div>
        );
      })}
    </div>
  );
};
