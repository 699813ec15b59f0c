import { useEffect, useRef } from 'react';
import type { QuizState } from '@manobal/core';

/**
 * Where keyboard and screen-reader focus goes as the quiz moves: to the new question's heading after
 * an advance, to the results heading when the result appears. Nothing moves on first render.
 */
export const useQuizFocus = (state: QuizState) => {
  const questionRef = useRef<HTMLHeadingElement>(null);
  const resultsRef = useRef<HTMLHeadingElement>(null);
  const seen = useRef({ index: state.currentIndex, results: state.resultsVisible });

  useEffect(() => {
    const before = seen.current;
    seen.current = { index: state.currentIndex, results: state.resultsVisible };
    if (state.resultsVisible && !before.results) resultsRef.current?.focus();
    else if (!state.resultsVisible && (before.results || before.index !== state.currentIndex)) questionRef.current?.focus();
  }, [state.currentIndex, state.resultsVisible]);

  return { questionRef, resultsRef };
};
