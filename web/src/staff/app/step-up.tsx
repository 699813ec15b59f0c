import { createContext, lazy, Suspense, useCallback, useContext, useRef, useState, type ReactNode } from 'react';

/** Asks the person to prove their second factor again; resolves true once the server has accepted it. */
type StepUp = () => Promise<boolean>;

const StepUpContext = createContext<StepUp | null>(null);

// The dialog loads when it is first needed: most sessions never step up, and the console's first load stays small.
const StepUpDialog = lazy(() => import('./step-up-dialog').then((m) => ({ default: m.StepUpDialog })));

/**
 * The step-up dialog of a signed-in console: a screen whose call was refused with 'step-up-required' asks for it,
 * the person types a new code from their app, and the screen tries its call again.
 */
export const StepUpProvider = ({ children }: { children: ReactNode }) => {
  const settle = useRef<((confirmed: boolean) => void) | null>(null);
  const [open, setOpen] = useState(false);
  const stepUp = useCallback<StepUp>(
    () =>
      new Promise<boolean>((resolve) => {
        settle.current = resolve;
        setOpen(true);
      }),
    [],
  );
  const close = useCallback((confirmed: boolean) => {
    setOpen(false);
    settle.current?.(confirmed);
    settle.current = null;
  }, []);
  return (
    <StepUpContext.Provider value={stepUp}>
      {children}
      {open ? (
        <Suspense fallback={null}>
          <StepUpDialog onClose={close} />
        </Suspense>
      ) : null}
    </StepUpContext.Provider>
  );
};

/** The step-up dialog's opener, for a screen that opens sensitive data. */
export const useStepUp = (): StepUp => {
  const stepUp = useContext(StepUpContext);
  if (!stepUp) throw new Error('useStepUp() needs a <StepUpProvider> above it');
  return stepUp;
};
