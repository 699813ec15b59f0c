import { useCallback, useEffect, useReducer, useRef } from 'react';
import {
  initialWizardState,
  wizardSnapshot,
  wizardTransition,
  type WizardEvent,
  type WizardOutcome,
  type WizardState,
} from '@manobal/core';

/** Session storage: answers survive a reload of this tab, and go when the tab closes. */
export const WIZARD_STORAGE_KEY = 'manobal:find-your-doctor';

const loadWizardValidation = () => import('./wizard.validation');

type SessionEvent = WizardEvent | { readonly type: 'restored'; readonly state: WizardState };

/** The state and what the visitor's last event did; a restore is no visitor event, so it has no outcome. */
export interface WizardSession {
  readonly state: WizardState;
  readonly outcome: WizardOutcome | null;
}

const initialSession: WizardSession = { state: initialWizardState, outcome: null };

const sessionReducer = (session: WizardSession, event: SessionEvent): WizardSession => {
  if (event.type === 'restored') return { state: event.state, outcome: null };
  const { state, outcome } = wizardTransition(session.state, event);
  // A new object per reported outcome, so a second refused Next is reacted to again; nothing happened, no render.
  return outcome.kind === 'unchanged' ? session : { state, outcome };
};

const readStored = (): unknown => {
  try {
    const raw = window.sessionStorage.getItem(WIZARD_STORAGE_KEY);
    return raw === null ? null : JSON.parse(raw);
  } catch {
    return null;
  }
};

const store = (action: (storage: Storage) => void) => {
  try {
    action(window.sessionStorage);
  } catch {
    // Storage may be full or switched off: the wizard still works, it just will not survive a reload.
  }
};

/**
 * core's wizard reducer, resumed from session storage after mount (core's schema decides what a valid
 * snapshot is; anything else is ignored) and saved on every change. Submitting clears the saved answers.
 * The schema (and zod) is fetched only when something is stored; should the visitor answer before it
 * arrives, their answers win over the stored ones. Alongside the state it hands back core's outcome of the
 * visitor's last event, for the page to react to.
 */
export const useWizardSession = (): [WizardSession, (event: WizardEvent) => void] => {
  const [session, dispatch] = useReducer(sessionReducer, initialSession);
  const { state } = session;
  // The first render holds the blank state, not the visitor's: saving it would overwrite what is stored.
  const firstPass = useRef(true);
  const visitorActed = useRef(false);

  useEffect(() => {
    const stored = readStored();
    if (stored === null) return;
    let current = true;
    loadWizardValidation().then(
      ({ restoreWizardState }) => {
        if (current && !visitorActed.current) dispatch({ type: 'restored', state: restoreWizardState(stored) });
      },
      // Without the schema the wizard starts afresh, as it does for a garbled snapshot.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);

  useEffect(() => {
    if (firstPass.current) {
      firstPass.current = false;
      return;
    }
    if (state.submitted) store((s) => s.removeItem(WIZARD_STORAGE_KEY));
    else store((s) => s.setItem(WIZARD_STORAGE_KEY, JSON.stringify(wizardSnapshot(state))));
  }, [state]);

  const act = useCallback((event: WizardEvent) => {
    visitorActed.current = true;
    dispatch(event);
  }, []);

  return [session, act];
};
