import type { WizardAnswers } from './wizard-answers';
import { WIZARD_STYLES, type StyleSlot, type StyleSlots, type TherapyStyle } from './wizard.options';

export type StyleSlotIndex = 0 | 1 | 2;
export type SlotDirection = 'up' | 'down';

const isSlotIndex = (n: number): n is StyleSlotIndex => n === 0 || n === 1 || n === 2;

/**
 * The styles a slot's dropdown offers: every style except those chosen in the OTHER slots, in catalogue
 * order (the slot's own current style stays on offer so the dropdown can show it).
 */
export const styleChoicesForSlot = (answers: WizardAnswers, slotIndex: number): TherapyStyle[] => {
  const takenElsewhere = answers.style.filter((s, i) => i !== slotIndex && s !== null);
  return WIZARD_STYLES.filter((style) => !takenElsewhere.includes(style));
};

/** Swaps a slot with its neighbour above ('up', towards slot 0) or below; unchanged at either end. */
export const moveStyleSlot = (slots: StyleSlots, slotIndex: number, direction: SlotDirection): StyleSlots => {
  const target = direction === 'up' ? slotIndex - 1 : slotIndex + 1;
  if (!isSlotIndex(slotIndex) || !isSlotIndex(target)) return slots;
  const next: [StyleSlot, StyleSlot, StyleSlot] = [...slots];
  next[slotIndex] = slots[target];
  next[target] = slots[slotIndex];
  return next;
};

/**
 * Puts a style (or null to empty it) into a slot. A style already used in another slot is not on offer
 * (see styleChoicesForSlot), so assigning it leaves the slots unchanged rather than duplicating it.
 */
export const assignStyleToSlot = (slots: StyleSlots, slotIndex: number, style: TherapyStyle | null): StyleSlots => {
  if (!isSlotIndex(slotIndex)) return slots;
  if (style !== null && !WIZARD_STYLES.includes(style)) return slots;
  if (style !== null && slots.some((s, i) => i !== slotIndex && s === style)) return slots;
  if (slots[slotIndex] === style) return slots;
  const next: [StyleSlot, StyleSlot, StyleSlot] = [...slots];
  next[slotIndex] = style;
  return next;
};
