import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { RefreshCw, Sprout, Stethoscope, Users, type LucideIcon } from 'lucide-react';
import { ButtonLink } from '../../components/button';
import { Section } from '../../components/section';
import { useContent } from '../../content/localized-content';
import type { HomeContent } from './home.content';
import { HOME_CONTENT } from './home-content-routes';
import * as flipCardsStyles from './flip-cards.module.css';
import * as homeStyles from './home.module.css';

type FlipCardId = HomeContent['flipCards']['items'][number]['id'];

const ICONS: Record<FlipCardId, LucideIcon> = {
  'diagnosis-therapy': Stethoscope,
  'self-care': Sprout,
  community: Users,
};

const fromMouse = (event: PointerEvent) => event.pointerType === 'mouse';

/**
 * Three cards that turn over on click, tap or hover; only one shows its back at a time. Each face has
 * a toggle button (aria-pressed) so the cards work from the keyboard; the hidden face is inert.
 */
export const FlipCards = () => {
  const words = useContent(HOME_CONTENT).flipCards;
  const [flipped, setFlipped] = useState<FlipCardId | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const focusAfterToggle = useRef<string | null>(null);

  // Keep keyboard focus on the toggle of the face that is now showing (the other face is inert).
  useEffect(() => {
    const key = focusAfterToggle.current;
    focusAfterToggle.current = null;
    if (key) buttons.current.get(key)?.focus();
  }, [flipped]);

  const toggle = (id: FlipCardId) => {
    const next = flipped === id ? null : id;
    focusAfterToggle.current = `${id}-${next === id ? 'back' : 'front'}`;
    setFlipped(next);
  };

  return (
    <Section title={words.heading}>
      <p className={homeStyles.sectionIntro}>{words.hint}</p>
      <ul className={flipCardsStyles.flipCards}>
        {words.items.map((card) => {
          const Icon = ICONS[card.id];
          const isFlipped = flipped === card.id;
          const toggleButton = (face: 'front' | 'back') => (
            <button
              ref={(element) => {
                if (element) buttons.current.set(`${card.id}-${face}`, element);
                else buttons.current.delete(`${card.id}-${face}`);
              }}
              type="button"
              className={`${flipCardsStyles.flipCardToggle} ${face === 'front' ? flipCardsStyles.flipCardToggleFront : flipCardsStyles.flipCardToggleBack}`}
              aria-pressed={isFlipped}
              onClick={() => toggle(card.id)}
            >
              {card.title}
            </button>
          );
          return (
            <li
              key={card.id}
              className={flipCardsStyles.flipCard}
              data-flipped={isFlipped || undefined}
              onPointerEnter={(event) => {
                if (fromMouse(event)) setFlipped(card.id);
              }}
              onPointerLeave={(event) => {
                if (fromMouse(event)) setFlipped((current) => (current === card.id ? null : current));
              }}
            >
              <div className={flipCardsStyles.flipCardInner}>
                <div className={`${flipCardsStyles.flipCardFace} ${flipCardsStyles.flipCardFront}`} inert={isFlipped}>
                  <span className={flipCardsStyles.flipCardIcon}>
                    <Icon aria-hidden="true" size={36} strokeWidth={1.5} />
                  </span>
                  <h3 className={flipCardsStyles.flipCardTitle}>{toggleButton('front')}</h3>
                  <p className={flipCardsStyles.flipCardText}>{card.front}</p>
                  <span className={flipCardsStyles.flipCardCue} aria-hidden="true">
                    <RefreshCw size={16} strokeWidth={1.5} /> More
                  </span>
                </div>
                <div className={`${flipCardsStyles.flipCardFace} ${flipCardsStyles.flipCardBack}`} inert={!isFlipped}>
                  <h3 className={flipCardsStyles.flipCardTitle}>{toggleButton('back')}</h3>
                  <p className={flipCardsStyles.flipCardText}>{card.back}</p>
                  {card.action ? (
                    <ButtonLink to={card.action.to} className={flipCardsStyles.flipCardAction}>
                      {card.action.label}
                    </ButtonLink>
                  ) : (
                    <span className={flipCardsStyles.flipCardSoon}>{words.comingSoon}</span>
                  )}
                </div>
              </div>
            </li>
          );
        })}
      </ul>
    </Section>
  );
};
