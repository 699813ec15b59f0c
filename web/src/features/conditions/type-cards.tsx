import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useLocale } from '../../app/locale-context';
import { Button, ButtonLink } from '../../components/button';
import { Modal } from '../../components/modal';
import { Blocks } from '../../content/content-blocks';
import { TYPE_CARD_LABELS } from '../../content/conditions/condition-labels';
import type { ConditionType, SiteLink } from '../../content/content.types';
import * as styles from './condition.module.css';

export interface TypeCardsProps {
  items: readonly ConditionType[];
  bookLink: SiteLink;
}

/** Cards for the types of a condition; Read More opens the details in a dialog with a booking link. */
export const TypeCards = ({ items, bookLink }: TypeCardsProps) => {
  const labels = TYPE_CARD_LABELS[useLocale()];
  const [openId, setOpenId] = useState<string | null>(null);
  const open = items.find((item) => item.id === openId);
  const close = () => setOpenId(null);
  return (
    <>
      <ul className={styles.cardGrid}>
        {items.map((item) => (
          <li key={item.id} className={styles.infoCard}>
            <h3 className={styles.infoCardTitle}>{item.title}</h3>
            <p>{item.summary}</p>
            <Button
              variant="secondary"
              className={styles.infoCardAction}
              aria-label={labels.readMoreAbout(item.title)}
              onClick={() => setOpenId(item.id)}
            >
              {labels.readMore}
            </Button>
          </li>
        ))}
      </ul>
      <Modal open={open !== undefined} title={open?.title ?? ''} onClose={close}>
        {open ? (
          <>
            <Blocks blocks={open.details} />
            {open.related ? (
              <p>
                <Link to={open.related.to} onClick={close}>
                  {open.related.label}
                </Link>
              </p>
            ) : null}
            <ButtonLink to={bookLink.to} onClick={close}>
              {bookLink.label}
            </ButtonLink>
          </>
        ) : null}
      </Modal>
    </>
  );
};
