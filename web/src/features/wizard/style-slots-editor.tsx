import { useId, useRef } from 'react';
import { ChevronDown, ChevronUp } from 'lucide-react';
import { WIZARD_STYLES, styleChoicesForSlot, type SlotDirection, type TherapyStyle, type WizardAnswers } from '@manobal/core';
import { fieldClasses } from '../../components/field';
import { IconButton } from '../../components/icon-button';
import { useWizardWords } from './wizard.words';
import * as styles from './wizard.module.css';

export interface StyleSlotsEditorProps {
  answers: WizardAnswers;
  onMove: (slot: number, direction: SlotDirection) => void;
  onAssign: (slot: number, style: TherapyStyle | null) => void;
  legend: string;
}

const isStyle = (value: string): value is TherapyStyle => (WIZARD_STYLES as readonly string[]).includes(value);

/** Three ranked slots: each a dropdown (styles used in other slots are left out) with move up/down. */
export const StyleSlotsEditor = ({ answers, onMove, onAssign, legend }: StyleSlotsEditorProps) => {
  const { catalog, copy } = useWizardWords();
  const id = useId();
  const selects = useRef<(HTMLSelectElement | null)[]>([]);
  const lastSlot = answers.style.length - 1;

  const move = (slot: number, direction: SlotDirection) => {
    onMove(slot, direction);
    // Focus follows the style to its new place.
    selects.current[direction === 'up' ? slot - 1 : slot + 1]?.focus();
  };

  return (
    <fieldset className={styles.wizardGroup}>
      <legend className={styles.wizardGroupLegend}>{legend}</legend>
      <ol className={styles.styleSlots}>
        {answers.style.map((current, slot) => {
          const name = catalog.labels.styleSlot(slot);
          const selectId = `${id}-slot-${slot}`;
          return (
            <li key={slot} className={styles.styleSlot}>
              <label className={styles.styleSlotLabel} htmlFor={selectId}>
                {name}
              </label>
              <select
                id={selectId}
                ref={(el) => {
                  selects.current[slot] = el;
                }}
                className={`${fieldClasses.control} ${styles.styleSlotSelect}`}
                value={current ?? ''}
                onChange={(event) => onAssign(slot, isStyle(event.target.value) ? event.target.value : null)}
              >
                <option value="">{catalog.labels.noStyle}</option>
                {styleChoicesForSlot(answers, slot).map((style) => (
                  <option key={style} value={style}>
                    {catalog.choices.style[style]}
                  </option>
                ))}
              </select>
              <div className={styles.styleSlotMoves}>
                <IconButton className={styles.styleSlotMove} label={copy.moveUp(name)} disabled={slot === 0} onClick={() => move(slot, 'up')}>
                  <ChevronUp aria-hidden="true" size={22} strokeWidth={1.5} />
                </IconButton>
                <IconButton className={styles.styleSlotMove} label={copy.moveDown(name)} disabled={slot === lastSlot} onClick={() => move(slot, 'down')}>
                  <ChevronDown aria-hidden="true" size={22} strokeWidth={1.5} />
                </IconButton>
              </div>
            </li>
          );
        })}
      </ol>
    </fieldset>
  );
};
