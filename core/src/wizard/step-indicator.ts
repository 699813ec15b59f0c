import { BREAKPOINTS } from '../catalog/timings';
import { WIZARD_FIRST_STEP, WIZARD_STEP_COUNT } from './wizard.steps';

/** How many step numbers the indicator shows at a viewport width: 3 under 640px, 5 under 1024px, else 10. */
export const stepIndicatorSize = (viewportWidth: number): 3 | 5 | 10 => {
  if (viewportWidth < BREAKPOINTS.wizardIndicator.threeBelow) return 3;
  if (viewportWidth < BREAKPOINTS.wizardIndicator.fiveBelow) return 5;
  return 10;
};

/**
 * The step indexes (0–10) the indicator shows: a run of `stepIndicatorSize(width)` consecutive steps
 * that holds the current step, centred on it where possible and clamped at both ends. With 11 steps the
 * run of 10 always leaves one out: it shows 0–9 up to step 5 and 1–10 from step 6 on.
 */
export const stepIndicatorWindow = (currentStep: number, viewportWidth: number): number[] => {
  const size = Math.min(stepIndicatorSize(viewportWidth), WIZARD_STEP_COUNT);
  const current = Math.min(Math.max(Math.trunc(currentStep), WIZARD_FIRST_STEP), WIZARD_STEP_COUNT - 1);
  const start = Math.min(Math.max(current - Math.floor(size / 2), WIZARD_FIRST_STEP), WIZARD_STEP_COUNT - size);
  return Array.from({ length: size }, (_, i) => start + i);
};
