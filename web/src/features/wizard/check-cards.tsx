import { useId, type ReactNode } from 'react';
import { FieldError } from '../../components/field';
import * as styles from './wizard.module.css';

export interface CheckCardsProps<T extends string> {
  legend: ReactNode;
  /** Option ids, in order; state holds these. */
  options: readonly T[];
  /** What each id reads on screen (from core's catalog). */
  labels: Readonly<Record<T, string>>;
  chosen: readonly string[];
  onToggle: (option: T) => void;
  /** False for an option that cannot be ticked now (its list is full). */
  isSelectable?: (option: T) => boolean;
  /** Shown politely once the list is full. */
  capNote?: string | null;
  error?: string | null;
}

/** A multi-select question as a group of tappable cards, each a real checkbox. */
export const CheckCards = <T extends string>({ legend, options, labels, chosen, onToggle, isSelectable, capNote, error }: CheckCardsProps<T>) => {
  const id = useId();
  const errorId = `${id}-error`;
  const noteId = `${id}-note`;
  const describedBy = [capNote ? noteId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className={styles.wizardGroup} aria-describedby={describedBy} aria-invalid={error ? true : undefined}>
      <legend className={styles.wizardGroupLegend}>{legend}</legend>
      <div className={styles.checkCards}>
        {options.map((option) => {
          const checked = chosen.includes(option);
          const disabled = !checked && isSelectable !== undefined && !isSelectable(option);
          return (
            <label key={option} className={[styles.checkCard, checked ? styles.checkCardChecked : null, disabled ? styles.checkCardDisabled : null].filter(Boolean).join(' ')}>
              <input type="checkbox" className={styles.checkCardInput} checked={checked} disabled={disabled} onChange={() => onToggle(option)} />
              <span>{labels[option]}</span>
            </label>
          );
        })}
      </div>
      <p id={noteId} className={styles.wizardNote} role="status">
        {capNote ?? ''}
      </p>
      <FieldError id={errorId} error={error ?? undefined} />
    </fieldset>
  );
};
