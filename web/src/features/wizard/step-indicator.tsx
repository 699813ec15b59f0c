import { Check } from 'lucide-react';
import { stepIndicatorWindow, wizardStepPosition } from '@manobal/core';
import { useViewportWidth } from './use-viewport-width';
import { useWizardWords } from './wizard.words';
import * as styles from './wizard.module.css';

const STEP_DOT_CLASS = {
  done: `${styles.stepDot} ${styles.stepDotDone}`,
  current: `${styles.stepDot} ${styles.stepDotCurrent}`,
  todo: styles.stepDot,
};

/** The numbered steps around the current one: 3, 5 or 10 of them by viewport width; core decides the window and the 'Step n of 11' wording. */
export const StepIndicator = ({ step }: { step: number }) => {
  const width = useViewportWidth();
  const visible = stepIndicatorWindow(step, width);
  const { catalog, copy } = useWizardWords();
  return (
    <div className={styles.stepIndicator}>
      <p className={styles.stepIndicatorText}>{wizardStepPosition(step, catalog).label}</p>
      <ol className={styles.stepIndicatorList} aria-label={copy.stepsLabel}>
        {visible.map((index) => {
          const state = index < step ? 'done' : index === step ? 'current' : 'todo';
          return (
            <li key={index} className={STEP_DOT_CLASS[state]} aria-current={state === 'current' ? 'step' : undefined}>
              {state === 'done' ? <Check aria-hidden="true" size={16} strokeWidth={2.5} /> : <span aria-hidden="true">{wizardStepPosition(index).position}</span>}
              <span className="visually-hidden">
                {wizardStepPosition(index, catalog).label} {state === 'done' ? copy.completed : state === 'current' ? copy.current : ''}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
};
