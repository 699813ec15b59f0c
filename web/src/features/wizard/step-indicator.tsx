import { Check } from 'lucide-react';
import { WIZARD_STEP_COUNT, stepIndicatorWindow } from '@manobal/core';
import { useViewportWidth } from './use-viewport-width';
import { WIZARD_COPY } from './wizard.copy';

/** The numbered steps around the current one: 3, 5 or 10 of them by viewport width (core decides). */
export const StepIndicator = ({ step }: { step: number }) => {
  const width = useViewportWidth();
  const visible = stepIndicatorWindow(step, width);
  return (
    <div className="step-indicator">
      <p className="step-indicator__text">{WIZARD_COPY.stepOf(step + 1, WIZARD_STEP_COUNT)}</p>
      <ol className="step-indicator__list" aria-label={WIZARD_COPY.stepsLabel}>
        {visible.map((index) => {
          const state = index < step ? 'done' : index === step ? 'current' : 'todo';
          return (
            <li key={index} className={`step-dot step-dot--${state}`} aria-current={state === 'current' ? 'step' : undefined}>
              {state === 'done' ? <Check aria-hidden="true" size={16} strokeWidth={2.5} /> : <span aria-hidden="true">{index + 1}</span>}
              <span className="visually-hidden">
                {WIZARD_COPY.stepOf(index + 1, WIZARD_STEP_COUNT)} {state === 'done' ? WIZARD_COPY.completed : state === 'current' ? WIZARD_COPY.current : ''}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
};
