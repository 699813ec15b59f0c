import { CRISIS_SUPPORT_REASON, WIZARD_CAPS, type WizardMainReason, type WizardSpecificConcern } from './wizard.options';

/** The capped multi-select lists and the option type of each. */
export interface CappedLists {
  readonly mainReasons: WizardMainReason;
  readonly specificConcerns: WizardSpecificConcern;
}
export type CappedList = keyof CappedLists;

/**
 * Options a full list never keeps out, and that do not count toward its cap: 'Immediate crisis support' can
 * always be ticked, on top of two other main reasons, because a person asking for help now must never be told
 * to untick something first. The reducer, the answers schema, the web page and the CLI all ask this one rule.
 */
const CAP_EXEMPT: { readonly [K in CappedList]: readonly CappedLists[K][] } = {
  mainReasons: [CRISIS_SUPPORT_REASON],
  specificConcerns: [],
};

const isExempt = <K extends CappedList>(field: K, option: string): boolean => (CAP_EXEMPT[field] as readonly string[]).includes(option);

/** How many of a list's options count toward its cap (exempt options do not). */
export const countTowardCap = (field: CappedList, list: readonly string[]): number => list.filter((o) => !isExempt(field, o)).length;

/** True when a list holds no more than its cap allows. */
export const isWithinCap = (field: CappedList, list: readonly string[]): boolean => countTowardCap(field, list) <= WIZARD_CAPS[field];

/** True when the list is full: no further counted option may be ticked (an exempt one still may). */
export const isListFull = (field: CappedList, list: readonly string[]): boolean => countTowardCap(field, list) >= WIZARD_CAPS[field];

/** Whether `option` may be ticked now on top of `list`: it is already ticked, exempt, or the list has room. */
export const mayTick = (field: CappedList, list: readonly string[], option: string): boolean =>
  list.includes(option) || isExempt(field, option) || !isListFull(field, list);
