import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { RefreshCw, Sprout, Stethoscope, Users, type LucideIcon } from 'lucide-react';
import { ButtonLink } from '../../components/button';
import { Section } from '../../components/section';
import { FLIP_CARDS } from './home.content';
import './flip-cards.css';

type FlipCardId = (typeof FLIP_CARDS.items)[number]['id'];

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
    <Section title={FLIP_CARDS.heading}>
      <p className="section-intro">{FLIP_CARDS.hint}</p>
      <ul className="flip-cards">
        {FLIP_CARDS.items.map((card) => {
          const Icon = ICONS[card.id];
          const isFlipped = flipped === card.id;
          const toggleButton = (face: 'front' | 'back') => (
            <button
              ref={(element) => {
                if (element) buttons.current.set(`${card.id}-${face}`, element);
                else buttons.current.delete(`${card.id}-${face}`);
              }}
              type="button"
              className={`flip-card__toggle flip-card__toggle--${face}`}
              aria-pressed={isFlipped}
              onClick={() => toggle(card.id)}
            >
              {card.title}
            </button>
          );
          return (
            <li
              key={card.id}
              className="flip-card"
              data-flipped={isFlipped || undefined}
              onPointerEnter={(event) => {
                if (fromMouse(event)) setFlipped(card.id);
              }}
              onPointerLeave={(event) => {
                if (fromMouse(event)) setFlipped((current) => (current === card.id ? null : current));
              }}
            >
              <div className="flip-card__inner">
                <div className="flip-card__face flip-card__front" inert={isFlipped}>
                  <span className="flip-card__icon">
                    <Icon aria-hidden="true" size={36} strokeWidth={1.5} />
                  </span>
                  <h3 className="flip-card__title">{toggleButton('front')}</h3>
                  <p className="flip-card__text">{card.front}</p>
                  <span className="flip-card__cue" aria-hidden="true">
                    <RefreshCw size={16} strokeWidth={1.5} /> More
                  </span>
                </div>
                <div className="flip-card__face flip-card__back" inert={!isFlipped}>
                  <h3 className="flip-card__title">{toggleButton('back')}</h3>
                  <p className="flip-card__text">{card.back}</p>
                  {card.action ? (
                    <ButtonLink to={card.action.to} className="flip-card__action">
                      {card.action.label}
                    </ButtonLink>
                  ) : (
                    <span className="flip-card__soon">{FLIP_CARDS.comingSoon}</span>
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
