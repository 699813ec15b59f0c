import { useRef, type KeyboardEvent } from 'react';
import { Check } from 'lucide-react';
import * as styles from './quiz.module.css';

export interface OptionCardsProps {
  /** id of the element that names the group (the question heading). */
  labelledBy: string;
  options: readonly string[];
  selected: number | null;
  onSelect: (index: number) => void;
  describedBy?: string;
}

const KEY_STEP: Record<string, number> = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 };

/**
 * A radio group drawn as full-width cards. Arrow keys move focus between the cards and Space or Enter
 * chooses: choosing moves the quiz on, so focus alone must not choose (unlike native radios).
 */
export const OptionCards = ({ labelledBy, options, selected, onSelect, describedBy }: OptionCardsProps) => {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const tabStop = selected ?? 0;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    let target: number | null = null;
    const step = KEY_STEP[event.key];
    if (step !== undefined) target = (index + step + options.length) % options.length;
    else if (event.key === 'Home') target = 0;
    else if (event.key === 'End') target = options.length - 1;
    if (target === null) return;
    event.preventDefault();
    refs.current[target]?.focus();
  };

  return (
    <div className={styles.quizOptions} role="radiogroup" aria-labelledby={labelledBy} aria-describedby={describedBy}>
      {options.map((option, index) => {
        const checked = selected === index;
        return (
          <button
            key={option}
            ref={(el) => {
              refs.current[index] = el;
            }}
            type="button"
            role="radio"
            aria-checked={checked}
            tabIndex={index === tabStop ? 0 : -1}
            className={checked ? `${styles.quizOption} ${styles.quizOptionChecked}` : styles.quizOption}
            onClick={() => onSelect(index)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            <span className={styles.quizOptionMark} aria-hidden="true">
              {checked ? <Check size={18} strokeWidth={2.5} /> : null}
            </span>
            <span>{option}</span>
          </button>
        );
      })}
    </div>
  );
};
