import { useEffect, useReducer } from 'react';
import { initialQuizState, quizReducer, type Assessment, type QuizEvent, type QuizState } from '@manobal/core';

/**
 * core's quiz reducer plus the one thing core leaves to adapters: the auto-advance timer. When the state
 * asks for a delayed advance, one timer runs; a new answer restarts it, and anything that clears the
 * request (Next, Previous, Retake, results) or unmounting cancels it.
 */
export const useQuizSession = (assessment: Assessment): [QuizState, (event: QuizEvent) => void] => {
  const [state, dispatch] = useReducer(quizReducer, assessment, initialQuizState);
  const { pendingAdvanceMs, answers } = state;

  useEffect(() => {
    if (pendingAdvanceMs === null) return undefined;
    const timer = setTimeout(() => dispatch({ type: 'advance' }), pendingAdvanceMs);
    return () => clearTimeout(timer);
  }, [pendingAdvanceMs, answers]);

  return [state, dispatch];
};
